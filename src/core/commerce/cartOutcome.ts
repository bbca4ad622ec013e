/**
 * What an add to the cart asks for and how it ended, and the words the shopper reads for it: apart from the add
 * itself (cart.ts, with the OCC calls), so that an element shows an outcome without holding the code that makes it.
 */
import type { OccCart } from '../services/occCart';

export type AddToCartRequest =
  | { type: 'standard'; productCode: string; quantity: number }
  | { type: 'lending'; productCode: string; quantity: number; lendingConfigurationCode: string }
  | { type: 'product-set'; productReference: string; entries: { productCode: string; quantity: number }[] };

export type AddToCartFailure = 'out-of-stock' | 'limit' | 'unavailable' | 'network' | 'timeout' | 'server' | 'not-configured';

export type AddToCartOutcome =
  | {
      ok: true;
      /** everything asked for, or only part of it (low stock, the order limit) */
      complete: boolean;
      quantityAdded: number;
      statusCode: string;
      /** the cart as OCC has it after the add (from the local cart) */
      cart?: OccCart;
    }
  | { ok: false; reason: AddToCartFailure; statusCode?: string };

/** What the shopper reads for each outcome; elements let authors replace each. `{count}` is filled in. */
export const CART_MESSAGES = {
  added: 'Added to your cart.',
  partlyAdded: 'Only {count} could be added: that is all we have for now.',
  partlyLimit: 'Only {count} could be added: that is the most one order can hold.',
  limit: 'You already have the most of this product one order can hold.',
  'out-of-stock': 'Sorry, this product is out of stock.',
  unavailable: 'Sorry, this product cannot be ordered at the moment.',
  network: 'We could not reach the shop. Check your connection and your cart, then try again.',
  timeout: 'The shop is taking too long to answer. Check your cart, then try again in a moment.',
  server: 'Something went wrong on our side. Please try again.',
  'not-configured': 'The shop is not available on this page.',
} as const;

export type CartMessageKey = keyof typeof CART_MESSAGES;

/** The message for an outcome, from the authored `messages` where given. */
export function cartMessage(outcome: AddToCartOutcome, messages: Partial<Record<CartMessageKey, string>> = {}): string {
  const pick = (key: CartMessageKey) => messages[key] || CART_MESSAGES[key];
  if (!outcome.ok) return pick(outcome.reason);
  if (outcome.complete) return pick('added');
  const key = outcome.statusCode === 'maxOrderQuantityExceeded' ? 'partlyLimit' : 'partlyAdded';
  return pick(key).replace('{count}', String(outcome.quantityAdded));
}
