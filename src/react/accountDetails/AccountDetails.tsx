import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountDetailsProps } from './DetailsSummary';

export type { AccountDetailsProps };

const content = accountContent('brand-account-details', () => import('./DetailsSummary').then((module) => module.DetailsSummary));

/** The signed-in visitor's profile summary (brand-account-details), behind the account gate. */
export function AccountDetails(props: AccountDetailsProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Account details: the logged-in visitor's profile summary"
      reserve={['22.5rem', '15.75rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
