import { authoredWords } from '../../core/text/template';
import { AccountGate, accountContent } from '../account/AccountGate';
import type { CheckoutProps } from './CheckoutFlow';

export type { CheckoutProps };

const content = accountContent('brand-checkout', () => import('./CheckoutFlow').then((module) => module.CheckoutFlow));

/**
 * The checkout (brand-checkout) of a logged-in member's cart on SAP Commerce OCC: a delivery address, a delivery
 * mode (its cost added to the total), a saved card, then the review with the terms and "Place order"; each step a
 * radio group confirmed with Continue, shown afterwards as a line with Change. The confirmation gives the order
 * number, what was ordered, where and how, with a link to the member's orders. Anonymous visitors go to log in and
 * come back (AccountGate); a member the market requires to be age verified is told how, and cannot order.
 */
export function Checkout(props: CheckoutProps) {
  const { title } = authoredWords({ title: 'Checkout' }, props);
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      editorLabel={`${title}: the member's cart to an order`}
      reserve={['46.375rem', '31.0625rem']}
      content={content}
      contentProps={{ props, title }}
      loadErrorMessage={props.loadErrorMessage}
    />
  );
}
