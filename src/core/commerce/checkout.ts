/**
 * The checkout's rules (brand-checkout, services/occCheckout.ts sends them): the steps and which one is open, how
 * an address, a delivery mode and a card are named (a card by its type and last four digits only), whether the
 * market lets this member place an order without hard age verification, the data layer's GA4 ecommerce shape, and
 * what the shopper reads when OCC refuses. Pure functions.
 */
import { isRecord } from '../isRecord';
import { lastFourDigits } from '../account/payment';
import { addressLines } from '../account/addresses';
import type { OccAddress, OccPaymentDetails } from '../services/occAccountTypes';
import type { OccCart } from '../services/occCart';
import type { VisitorType } from '../visitor/types';

export const CHECKOUT_STEPS = ['address', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The choices confirmed so far (OCC holds them on the cart): the first step without one is open. */
export interface CheckoutChoices {
  addressId?: string;
  modeCode?: string;
  paymentId?: string;
}

export function openStep(choices: CheckoutChoices): CheckoutStep {
  if (!choices.addressId) return 'address';
  if (!choices.modeCode) return 'delivery';
  if (!choices.paymentId) return 'payment';
  return 'review';
}

/** An address as a choice: its lines on one line ("Harvey Avery, 22 Queen Street, Manchester, M2 5HX, United Kingdom"). */
export function addressLabel(address: OccAddress): string {
  return addressLines(address).join(', ');
}

/** A card as a choice: "Mastercard ending 4444, expires 03/2027" (the type alone when no digits are known). */
export function cardLabel(card: OccPaymentDetails, template = '{type} ending {last4}, expires {month}/{year}'): string {
  const type = (isRecord(card.cardType) && typeof card.cardType.name === 'string' && card.cardType.name) || 'Card';
  const last4 = lastFourDigits(card.cardNumber);
  if (!last4) return type;
  return template
    .replace('{type}', type)
    .replace('{last4}', last4)
    .replace('{month}', String(card.expiryMonth ?? '').padStart(2, '0'))
    .replace('{year}', String(card.expiryYear ?? ''));
}

/**
 * Whether this member is kept from placing an order: the market's `shopConfig.orderRequiresHardAgeVerification`
 * is true and the visitor is not hard age verified (LAU). Anonymous visitors are sent to log in before this.
 */
export function mustVerifyAgeToOrder(shopConfig: unknown, visitorType: VisitorType | undefined): boolean {
  return isRecord(shopConfig) && shopConfig.orderRequiresHardAgeVerification === true && visitorType === 'LAU';
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** GA4's ecommerce object of a cart or an order: currency, value (its total) and items. */
export function ecommerceOf(cart: Pick<OccCart, 'entries' | 'totalPrice'> | undefined): { currency: string; value: number; items: EcommerceItem[] } {
  const total = isRecord(cart?.totalPrice) ? cart.totalPrice : {};
  const items = (Array.isArray(cart?.entries) ? cart.entries : []).flatMap((entry) => {
    if (!isRecord(entry) || !isRecord(entry.product) || typeof entry.product.code !== 'string') return [];
    const base = isRecord(entry.basePrice) && typeof entry.basePrice.value === 'number' ? entry.basePrice.value : 0;
    return [{ item_id: entry.product.code, item_name: typeof entry.product.name === 'string' ? entry.product.name : entry.product.code, price: base, quantity: typeof entry.quantity === 'number' ? entry.quantity : 1 }];
  });
  return { currency: typeof total.currencyIso === 'string' ? total.currencyIso : 'GBP', value: typeof total.value === 'number' ? total.value : 0, items };
}

export const CHECKOUT_MESSAGES = {
  'out-of-stock': 'Something in your cart is no longer in stock. Change your cart, then place your order again.',
  'mode-gone': 'That delivery option is no longer available. Choose another one.',
  'card-expired': 'This card has expired. Choose another card.',
  'card-unknown': 'This card can no longer be used. Choose another card.',
  'address-unknown': 'This address can no longer be used. Choose another address.',
  'cart-changed': 'Your cart has changed since you started. Check it, then place your order again.',
  'session-ended': 'Your session has ended. Log in again to place your order: your cart is kept.',
  terms: 'Tick the box to accept the terms before you place your order.',
  network: 'We could not reach the shop. Check your connection and try again: nothing has been ordered.',
  timeout: 'The shop is taking too long to answer. Check your orders before you try again.',
  'step-timeout': 'The shop is taking too long to answer. Please try again: nothing has been ordered.',
  server: 'Something went wrong on our side. Please try again: nothing has been ordered.',
} as const;

export type CheckoutMessageKey = keyof typeof CHECKOUT_MESSAGES;

export interface CheckoutFailure {
  status?: number;
  /** OCC's errors: type, reason, subject, message */
  errors?: readonly { type?: unknown; reason?: unknown; subject?: unknown; message?: unknown }[];
  /** a failure without an answer */
  kind?: 'network' | 'timeout';
}

/**
 * What the shopper reads when a step or the order fails: an OCC error answer with its own message (as OCC words
 * it); one without a message by its type or field here; no answer, a lost session or a server error with ours.
 * A step that got no answer is simply tried again; an order that got none may have been placed (`ordering`).
 */
export function checkoutMessage(failure: CheckoutFailure, { ordering = false }: { ordering?: boolean } = {}): string {
  if (failure.kind === 'timeout') return CHECKOUT_MESSAGES[ordering ? 'timeout' : 'step-timeout'];
  if (failure.kind) return CHECKOUT_MESSAGES[failure.kind];
  if (failure.status === 401 || failure.status === 403) return CHECKOUT_MESSAGES['session-ended'];
  if (failure.status === undefined || failure.status >= 500) return CHECKOUT_MESSAGES.server;
  const first = failure.errors?.find((error) => isRecord(error));
  if (typeof first?.message === 'string' && first.message.trim()) return first.message;
  const type = first?.type;
  if (type === 'InsufficientStockError') return CHECKOUT_MESSAGES['out-of-stock'];
  if (type === 'UnsupportedDeliveryModeError') return CHECKOUT_MESSAGES['mode-gone'];
  if (first?.reason === 'expired') return CHECKOUT_MESSAGES['card-expired'];
  if (first?.subject === 'paymentDetailsId') return CHECKOUT_MESSAGES['card-unknown'];
  if (first?.subject === 'addressId') return CHECKOUT_MESSAGES['address-unknown'];
  if (first?.subject === 'termsChecked') return CHECKOUT_MESSAGES.terms;
  if (type === 'CartError') return CHECKOUT_MESSAGES['cart-changed'];
  return CHECKOUT_MESSAGES.server;
}

/** A card's network from its number (IIN ranges): the ones the shop takes. */
export type CardNetwork = 'visa' | 'master' | 'amex';

export function cardNetwork(digits: string): CardNetwork | undefined {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'master';
  return undefined;
}

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type NewCardProblem = 'number-required' | 'number-invalid' | 'number-unsupported' | 'holder-required';

/**
 * A card typed in the checkout: its number (spaces and dashes allowed) a whole card number that passes the Luhn
 * check, of a network the shop takes; the holder's name given. The expiry is checked as the wallet checks it
 * (account/payment.ts validateExpiry). Answers the digits and the network to send, or the problems by field.
 */
export function checkNewCard(input: { number: string; holder: string }):
  | { ok: true; digits: string; network: CardNetwork; holder: string }
  | { ok: false; problems: Partial<Record<'number' | 'holder', NewCardProblem>> } {
  const problems: Partial<Record<'number' | 'holder', NewCardProblem>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  const network = cardNetwork(digits);
  if (!digits) problems.number = 'number-required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = 'number-invalid';
  else if (!network) problems.number = 'number-unsupported';
  const holder = input.holder.trim();
  if (!holder) problems.holder = 'holder-required';
  if (problems.number || problems.holder || !network) return { ok: false, problems };
  return { ok: true, digits, network, holder };
}

export const NEW_CARD_MESSAGES: Record<NewCardProblem, string> = {
  'number-required': 'Enter the card number.',
  'number-invalid': 'This is not a card number: check the digits.',
  'number-unsupported': 'We take Visa, Mastercard and American Express.',
  'holder-required': 'Enter the name on the card.',
};
