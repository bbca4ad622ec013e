import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountOrderCardProps } from './StandaloneOrder';

export type { AccountOrderCardProps };

const content = accountContent('brand-account-order-card', () => import('./StandaloneOrder').then((module) => module.StandaloneOrder));

/** brand-account-order-card: one order on a page by itself, behind the account gate. */
export function AccountOrderCard(props: AccountOrderCardProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Order card: the logged-in visitor's order (orderCode), else the newest"
      reserve={['56.5rem', '37.5rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
