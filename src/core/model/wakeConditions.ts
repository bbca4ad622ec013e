/**
 * The wake conditions of a sleeping server-rendered element (src/core/model/hydration.ts `wakeOn`): the
 * browser states a server cannot know, and whether the browser's state is the one the server rendered for.
 * A module of its own: only the page runtime's follower of them (src/elements/page/wakeConditions.ts),
 * loaded for a host that has some, carries them.
 */

/**
 * The browser states a server cannot know, each a reason for a sleeping element to wake at once when
 * it is not the one the server rendered for (src/elements/page/wakeConditions.ts checks and follows them):
 * - `scroll`: the page is scrolled (at start, or from the first scroll);
 * - `visitor`: the visitor is not anonymous (signed in, or resolved to another type);
 * - `cart`: this browser's cart (local storage) holds something or is an auto-delivery cart;
 * - `notice`: the visitor dismissed the header's notice (its cookie);
 * - `clock`: the browser's clock is outside the time the server's markup holds for (the host's
 *   `data-brand-holds`: a countdown container's window state, from its last start or end to its next, by the
 *   server's clock): a page kept in a cache past that instant, or a browser whose clock differs.
 */
export { NOTICE_COOKIE } from '../chrome/noticeCookie';

export const WAKE_CONDITIONS = ['scroll', 'visitor', 'cart', 'notice', 'clock'] as const;
export type WakeCondition = (typeof WAKE_CONDITIONS)[number];


/** The conditions a host's `data-brand-wake-on` names (unknown words left out). */
export const hostWakeConditions = (value: string | null): WakeCondition[] =>
  (value ?? '').split(/\s+/).filter((word): word is WakeCondition => (WAKE_CONDITIONS as readonly string[]).includes(word));

/** The browser's state a WAKE_CONDITIONS check reads (src/elements/page/wakeConditions.ts gathers it). */
export interface BrowserState {
  scrollY: number;
  /** the visitor type, and whether it is still being resolved (every visitor, as the page starts) */
  visitor: string;
  visitorPending: boolean;
  /** the session's cookies say a member is signed in (known at once, before the type is resolved) */
  signedIn: boolean;
  cart: { totalUnitCount: number; orderType: { typeId?: string } };
  noticeDismissed: boolean;
  /** the browser's clock (epoch ms), and the host's `data-brand-holds` when it has a readable one */
  now: number;
  holds?: Holds;
}

/** The visitor a server renders for: anonymous (src/core/stores/visitor.ts's first value). */
export const SERVER_VISITOR = 'LAS';

/**
 * Whether the browser's state is not what the server rendered for, as far as this condition goes:
 * then the sleeping element wakes at once (its code renders what this visitor sees).
 */
export function stateWakes(condition: WakeCondition, state: BrowserState): boolean {
  switch (condition) {
    case 'scroll':
      return state.scrollY > 0;
    case 'visitor':
      // A member at once; any other type once resolved (while it is, the anonymous markup stands).
      return state.signedIn || (!state.visitorPending && state.visitor !== SERVER_VISITOR);
    case 'cart':
      return state.cart.totalUnitCount > 0 || state.cart.orderType.typeId !== undefined;
    case 'notice':
      return state.noticeDismissed;
    case 'clock':
      return state.holds !== undefined && ((state.holds.from !== undefined && state.now < state.holds.from) || (state.holds.until !== undefined && state.now >= state.holds.until));
  }
}

/** The time a server's markup holds for (epoch ms): from `from` (inclusive) to `until` (exclusive); a missing side is open. */
export interface Holds {
  from?: number;
  until?: number;
}

/** `data-brand-holds` as a server writes it: `<from> <until>`, epoch ms, `-` for an open side. */
export const writeHolds = ({ from, until }: Holds): string => `${from ?? '-'} ${until ?? '-'}`;

/** A host's `data-brand-holds`; undefined when missing or unreadable (then the clock wakes nothing). */
export function readHolds(value: string | null): Holds | undefined {
  const sides = (value ?? '').trim().split(/\s+/);
  if (sides.length !== 2) return undefined;
  const [from, until] = sides.map((side) => (side === '-' ? undefined : Number(side)));
  if ([from, until].some((side) => side !== undefined && !Number.isFinite(side))) return undefined;
  return { ...(from === undefined ? {} : { from }), ...(until === undefined ? {} : { until }) };
}
