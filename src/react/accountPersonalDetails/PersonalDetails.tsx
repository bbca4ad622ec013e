import { AccountGate, accountContent } from '../account/AccountGate';
import type { PersonalDetailsProps } from './Details';

export type { PersonalDetailsProps };

const content = accountContent('brand-account-personal-details', () => import('./Details').then((module) => module.Details));

/** The visitor's personal details with their editor (brand-account-personal-details), behind the account gate. */
export function PersonalDetails(props: PersonalDetailsProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Personal details: the logged-in visitor's name, e-mail and phone, with their editor"
      reserve={['24.25rem', '17rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
