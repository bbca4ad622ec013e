import { AccountGate, accountContent } from '../account/AccountGate';
import type { ReferAFriendProps } from './Share';

export type { ReferAFriendProps };

const content = accountContent('brand-refer-a-friend', () => import('./Share').then((module) => module.Share));

/** Sharing the visitor's referral link (brand-refer-a-friend), behind the account gate. */
export function ReferAFriend(props: ReferAFriendProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Refer a friend: the logged-in visitor's referral code and link, shared through the channels"
      reserve={['29.25rem', '23rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
