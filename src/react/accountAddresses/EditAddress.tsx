import { AccountGate, accountContent } from '../account/AccountGate';
import type { EditAddressProps } from './EditAddressPage';

export type { EditAddressProps };

const content = accountContent('brand-account-edit-address', () => import('./EditAddressPage').then((module) => module.EditAddressPage));

/** brand-account-edit-address: the address form as a page of its own, for a logged-in visitor only. */
export function EditAddress(props: EditAddressProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Edit address: the form for the logged-in visitor's address"
      reserve={['60.5rem', '47rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
