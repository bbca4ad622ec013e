import { AccountGate, accountContent } from '../account/AccountGate';
import type { CreditCardProps } from './CreditCardForm';

export type { CreditCardProps };

const content = accountContent('brand-account-credit-card', () => import('./CreditCardForm').then((module) => module.CreditCardForm));

/** brand-account-credit-card: the credit card edit form on a page of its own, for the logged-in visitor only. */
export function CreditCard(props: CreditCardProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Credit card: the logged-in visitor's card and its expiry"
      reserve={['21.5rem', '21.5rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
