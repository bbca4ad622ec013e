import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountSwitcherProps } from './Tabs';

export type { AccountSwitcherProps };

const content = accountContent('brand-account-switcher', () => import('./Tabs').then((module) => module.Tabs));

/**
 * Views of the account as WAI-ARIA APG tabs (automatic activation): a tab per light-DOM child, the child shown in
 * its tab panel through a named slot. Inactive panels are hidden, not unmounted: a half-filled form survives a
 * switch. The selected view is written to the URL hash (replaceState); a hash naming a view (at first, on
 * hashchange, or a click on a same-page link naming it, even the hash already there) selects it, scrolls to it and
 * focuses its tab.
 */
export function AccountSwitcher(props: AccountSwitcherProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Account switcher"
      childrenInEditor
      reserve={['28.25rem', '21.25rem']}
      content={content}
      contentProps={props}
    />
  );
}
