import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountNavigationProps } from './NavigationList';

export type { AccountNavigationProps };

const content = accountContent('brand-account-navigation', () => import('./NavigationList').then((module) => module.NavigationList));

/**
 * The account area's menu (brand-account-navigation), behind the account gate. The editor shows the authored
 * items (content, not a visitor's data) rather than the gate's placeholder.
 */
export function AccountNavigation(props: AccountNavigationProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Account navigation"
      childrenInEditor
      reserve={['3.25rem', '21.75rem']}
      content={content}
      contentProps={props}
    />
  );
}
