import { AccountGate, accountContent } from '../account/AccountGate';
import type { AskAFriendProps } from './AskForm';

export type { AskAFriendProps };

const content = accountContent('brand-ask-a-friend', () => import('./AskForm').then((module) => module.AskForm));

/** Ask a friend by e-mail (brand-ask-a-friend), behind the account gate. */
export function AskAFriend(props: AskAFriendProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Ask a friend: the invitation form of the logged-in visitor"
      reserve={['29.75rem', '27rem']}
      content={content}
      contentProps={props}
    />
  );
}
