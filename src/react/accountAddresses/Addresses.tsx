import { AccountGate, accountContent } from '../account/AccountGate';
import type { AddressesProps } from './AddressBook';

export type { AddressesProps };

const content = accountContent('brand-account-addresses', () => import('./AddressBook').then((module) => module.AddressBook));

/** brand-account-addresses: the logged-in visitor's address book. */
export function Addresses(props: AddressesProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Addresses: the logged-in visitor's address book"
      reserve={['35.5rem', '19.25rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
