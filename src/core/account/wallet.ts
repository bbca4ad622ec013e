/**
 * The wallet's own rules (`brand-account-wallet` / `brand-account-credit-card`), on top of payment.ts:
 * which card the editor opens, the expiry choices it offers, how a card is named in messages ("Visa ending 1234"),
 * how a 400 from OCC maps onto the editor's fields, and the authored wallet links. Pure.
 */
import { isRecord } from '../isRecord';
import { safeUrl } from '../security/safeUrl';
import { isDefaultCard, type ExpiryProblem, type ExpiryProblems, type PaymentDetailsLike } from './payment';
import { fillTemplate } from '../text/template';

/**
 * The card the editor opens: the authored `cardId`, else the id handed over by the wallet (handoff.ts), else the
 * default card, else the first one. An id that is not (or no longer) in the wallet falls through to the next.
 */
export function pickCard<T extends PaymentDetailsLike>(cards: readonly T[], ids: { cardId?: string; handoffId?: string }): T | undefined {
  for (const id of [ids.cardId?.trim(), ids.handoffId]) {
    const found = id ? cards.find((card) => card.id === id) : undefined;
    if (found) return found;
  }
  return cards.find(isDefaultCard) ?? cards[0];
}

/**
 * The wallet after one card was saved: that card replaced by its new state; when it became the default, every
 * other card loses the flag (OCC has one default). Cards not named are returned as they were.
 */
export function applyCardUpdate<T extends PaymentDetailsLike>(cards: readonly T[], updated: T): T[] {
  return cards.map((entry) => (entry.id === updated.id ? updated : updated.defaultPayment === true && entry.defaultPayment ? { ...entry, defaultPayment: false } : entry));
}

/** "01".."12": the months as a card prints them and OCC stores them. */
export const EXPIRY_MONTHS: readonly string[] = /*#__PURE__*/ Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** How many years ahead the year list goes (the mock refuses more than 20 years ahead). */
export const EXPIRY_YEARS_AHEAD = 15;

/**
 * The years the editor offers: this year to `EXPIRY_YEARS_AHEAD` ahead, plus the card's own year when it lies
 * outside (an expired card still shows its stored expiry; choosing it again is then refused as past).
 */
export function expiryYearOptions(now: Date, current?: unknown): string[] {
  const first = now.getFullYear();
  const years = Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
  const own = typeof current === 'string' && /^\d{4}$/.test(current) ? current : undefined;
  if (own && !years.includes(own)) years.push(own);
  return years.sort();
}

/** "Visa ending 1234" (the default template `{type} ending {last4}`); the type alone when no digits are known. */
export function cardName(card: { typeLabel: string; last4: string }, template = '{type} ending {last4}'): string {
  return card.last4 ? fillTemplate(template, { type: card.typeLabel, last4: card.last4 }) : card.typeLabel;
}

/**
 * A 400 from OCC's PATCH (OccAccountError `subjects` / `reasons`) as the editor's field problems: reason `expired`
 * is a past expiry, anything else on those fields invalid. Empty when the answer names neither field.
 */
export function expiryProblemsFromServer(subjects: readonly string[], reasons: readonly string[]): ExpiryProblems {
  const problems: ExpiryProblems = {};
  subjects.forEach((subject, index) => {
    if (subject !== 'expiryMonth' && subject !== 'expiryYear') return;
    const problem: ExpiryProblem = reasons[index] === 'expired' ? 'past' : 'invalid';
    problems[subject] = problem;
  });
  return problems;
}

/** An authored wallet link (vouchers, rewards, …). */
export interface WalletLink {
  label: string;
  /** the checked URL, or undefined when it was missing or refused (the link is then left out) */
  url: string | undefined;
  /** what was authored, for the one console error a refused URL gets */
  authoredUrl: string;
  /** a theme icon name (`vouchers` or `pmi-icon-vouchers`) */
  icon: string;
}

/** The authored `walletLinks` (`[{ label, url, icon }]`): entries without a label are dropped, URLs checked. */
export function walletLinks(value: unknown): WalletLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((entry) => {
    const label = typeof entry.label === 'string' ? entry.label.trim() : '';
    if (!label) return [];
    const authoredUrl = typeof entry.url === 'string' ? entry.url.trim() : '';
    const icon = typeof entry.icon === 'string' ? entry.icon.trim() : '';
    return [{ label, url: safeUrl(authoredUrl) ?? undefined, authoredUrl, icon }];
  });
}
