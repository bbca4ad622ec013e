import { AccountGate, accountContent } from '../account/AccountGate';
import type { GetYourInformationProps } from './DataRequestPanel';

export type { GetYourInformationProps };

const content = accountContent('brand-account-get-your-information', () => import('./DataRequestPanel').then((module) => module.DataRequestPanel));

/** Request a copy of one's data and follow it to the download (brand-account-get-your-information), behind the account gate. */
export function GetYourInformation(props: GetYourInformationProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl} signedOutMessage={props.signedOutMessage}
      editorLabel="Get your information: the logged-in visitor's data requests"
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
