import { AccountGate, accountContent } from '../account/AccountGate';
import type { MgmDashboardProps } from './Dashboard';

export type { MgmDashboardProps };

const content = accountContent('brand-mgm-dashboard', () => import('./Dashboard').then((module) => module.Dashboard));

/** The visitor's member-get-member dashboard (brand-mgm-dashboard), behind the account gate. */
export function MgmDashboard(props: MgmDashboardProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="MGM dashboard: the logged-in visitor's referral statistics and invitations"
      reserve={['50rem', '27.5rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
