import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountOrdersProps } from './OrdersList';

export type { AccountOrdersProps };

const content = accountContent('brand-account-orders', () => import('./OrdersList').then((module) => module.OrdersList));

/** brand-account-orders: the logged-in visitor's orders behind the account gate. */
export function AccountOrders(props: AccountOrdersProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="My orders: the logged-in visitor's orders, newest first"
      reserve={['35.3125rem', '28.4375rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
