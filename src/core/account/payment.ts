/**
 * Saved cards of the wallet (`brand-account-wallet` / `brand-account-credit-card`): the card number
 * masked to its last four digits, the expiry rules of the credit card editor, the card type label and the default
 * flag. Pure; nothing here keeps, returns or logs more of a card number than its last four digits.
 *
 * Payment info: cardNumber, subscriptionId, cardType, expiryMonth, expiryYear, id, paymentMode code; the shapes are
 * OCC v2's `PaymentDetails` as Spartacus reads it (`cardNumber` already masked by SAP, `cardType: { code, name }`,
 * `expiryMonth` "01".."12", `expiryYear` "2027", `defaultPayment`).
 */

/**
 * The last four digits of a card number in any shape ("4111 1111 1111 1111", "************1111",
 * "4111-1111-1111-1111", a number): only its digits count; fewer than four digits gives undefined.
 */
export function lastFourDigits(cardNumber: unknown): string | undefined {
  if (typeof cardNumber !== 'string' && typeof cardNumber !== 'number' && typeof cardNumber !== 'bigint') return undefined;
  const digits = String(cardNumber).replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/** The mask the card shows: "•••• 1111"; an empty string when there are no four digits to show. */
export function maskCardNumber(cardNumber: unknown): string {
  const last4 = lastFourDigits(cardNumber);
  return last4 ? `•••• ${last4}` : '';
}

/** A month 1-12 from "03", "3" or 3; undefined otherwise. */
export function parseExpiryMonth(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : undefined;
}

/** A year from two digits ("27" → 2027) or four ("2027"); undefined otherwise. */
export function parseExpiryYear(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return undefined;
}

export type ExpiryProblem = 'required' | 'invalid' | 'past';

export interface ExpiryProblems {
  expiryMonth?: ExpiryProblem;
  expiryYear?: ExpiryProblem;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The credit card editor's expiry check, relative to the injected `now` (its local calendar month): month 1-12,
 * year of two or four digits, and a month in the past is refused (a card is valid to the end of its expiry month,
 * so the current month is accepted). A past expiry is reported on the month when the year is the current one,
 * otherwise on the year. An empty object means the expiry may be sent.
 */
export function validateExpiry(month: unknown, year: unknown, now: Date): ExpiryProblems {
  const problems: ExpiryProblems = {};
  const m = parseExpiryMonth(month);
  const y = parseExpiryYear(year);
  if (isBlank(month)) problems.expiryMonth = 'required';
  else if (m === undefined) problems.expiryMonth = 'invalid';
  if (isBlank(year)) problems.expiryYear = 'required';
  else if (y === undefined) problems.expiryYear = 'invalid';
  if (m === undefined || y === undefined) return problems;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (y < thisYear) problems.expiryYear = 'past';
  else if (y === thisYear && m < thisMonth) problems.expiryMonth = 'past';
  return problems;
}

/** Whether a saved card's expiry is before `now`'s month (an unreadable expiry is not called expired). */
export function isCardExpired(month: unknown, year: unknown, now: Date): boolean {
  const problems = validateExpiry(month, year, now);
  return problems.expiryMonth === 'past' || problems.expiryYear === 'past';
}

/** The expiry as OCC stores it: `{ expiryMonth: "03", expiryYear: "2027" }`; undefined when unreadable. */
export function occExpiry(month: unknown, year: unknown): { expiryMonth: string; expiryYear: string } | undefined {
  const m = parseExpiryMonth(month);
  const y = parseExpiryYear(year);
  if (m === undefined || y === undefined) return undefined;
  return { expiryMonth: String(m).padStart(2, '0'), expiryYear: String(y) };
}

/** The expiry as a card shows it: "03/27"; an empty string when unreadable. */
export function expiryLabel(month: unknown, year: unknown): string {
  const occ = occExpiry(month, year);
  return occ ? `${occ.expiryMonth}/${occ.expiryYear.slice(-2)}` : '';
}

/** SAP's card type codes (`CreditCardType`) and their labels. */
export const CARD_TYPE_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  mastercard_eurocard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  switch: 'Maestro',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

/**
 * The card type's label: OCC's `cardType.name` when given, else the label of its `code` (or of a plain string),
 * else `fallback`.
 */
export function cardTypeLabel(cardType: unknown, fallback = 'Card'): string {
  if (typeof cardType === 'string') return CARD_TYPE_LABELS[cardType.trim().toLowerCase()] ?? fallback;
  if (cardType && typeof cardType === 'object') {
    const { name, code } = cardType as { name?: unknown; code?: unknown };
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
    if (typeof code === 'string') return CARD_TYPE_LABELS[code.trim().toLowerCase()] ?? fallback;
  }
  return fallback;
}

/** The subset of OCC's PaymentDetails (the payment info) a card reads. */
export interface PaymentDetailsLike {
  id?: string;
  cardNumber?: unknown;
  cardType?: unknown;
  expiryMonth?: unknown;
  expiryYear?: unknown;
  defaultPayment?: boolean;
  subscriptionId?: string;
  paymentMode?: { code?: string };
}

/** What a saved card shows: never the card number itself, only its last four digits. */
export interface CardView {
  id: string;
  last4: string;
  masked: string;
  typeLabel: string;
  typeCode: string;
  expiryLabel: string;
  expired: boolean;
  isDefault: boolean;
  paymentMode: string;
}

/** Whether this card is the default (OCC `defaultPayment: true`; anything else is not). */
export function isDefaultCard(details: PaymentDetailsLike): boolean {
  return details.defaultPayment === true;
}

/** The view of a saved card; undefined without an id (it could not be edited or removed). */
export function toCardView(details: PaymentDetailsLike, now: Date): CardView | undefined {
  if (typeof details.id !== 'string' || details.id.trim() === '') return undefined;
  const typeCode = typeof details.cardType === 'string' ? details.cardType
    : typeof (details.cardType as { code?: unknown } | undefined)?.code === 'string' ? (details.cardType as { code: string }).code : '';
  return {
    id: details.id,
    last4: lastFourDigits(details.cardNumber) ?? '',
    masked: maskCardNumber(details.cardNumber),
    typeLabel: cardTypeLabel(details.cardType),
    typeCode,
    expiryLabel: expiryLabel(details.expiryMonth, details.expiryYear),
    expired: isCardExpired(details.expiryMonth, details.expiryYear, now),
    isDefault: isDefaultCard(details),
    paymentMode: typeof details.paymentMode?.code === 'string' ? details.paymentMode.code : '',
  };
}

/** The default card first, then the order OCC gave (stable). Returns a new array. */
export function sortCardsDefaultFirst<T extends PaymentDetailsLike>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => Number(isDefaultCard(b)) - Number(isDefaultCard(a)));
}

/** The credit card editor's messages (authored fields of the same names), each with an English default. */
export interface ExpiryMessages {
  expiryMonthRequiredMessage: string;
  expiryMonthInvalidMessage: string;
  expiryYearRequiredMessage: string;
  expiryYearInvalidMessage: string;
  expiryPastMessage: string;
}

export const DEFAULT_EXPIRY_MESSAGES: ExpiryMessages = {
  expiryMonthRequiredMessage: 'Choose the expiry month.',
  expiryMonthInvalidMessage: 'Enter the expiry month as a number from 1 to 12.',
  expiryYearRequiredMessage: 'Choose the expiry year.',
  expiryYearInvalidMessage: 'Enter the expiry year with two or four digits, like 27 or 2027.',
  expiryPastMessage: 'This date is in the past. Enter the expiry date printed on your card.',
};

/** The message for an expiry field's problem. */
export function expiryMessage(field: keyof ExpiryProblems, problem: ExpiryProblem | undefined, messages: ExpiryMessages = DEFAULT_EXPIRY_MESSAGES): string | undefined {
  if (!problem) return undefined;
  if (problem === 'past') return messages.expiryPastMessage;
  if (field === 'expiryMonth') return problem === 'required' ? messages.expiryMonthRequiredMessage : messages.expiryMonthInvalidMessage;
  return problem === 'required' ? messages.expiryYearRequiredMessage : messages.expiryYearInvalidMessage;
}
