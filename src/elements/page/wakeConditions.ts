import { hostWakeConditions, NOTICE_COOKIE, readHolds, stateWakes, type BrowserState, type WakeCondition } from '../../core/model/wakeConditions';
import { HOLDS_ATTRIBUTE, WAKE_ON_ATTRIBUTE } from '../../core/model/hydration';
import { timerDelay } from '../../core/timing/window';
import { localCartStore } from '../../core/stores/localCart';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { getCookie } from '../../core/visitor/cookies';
import { isLoggedIn } from '../../core/visitor/session';

/**
 * The browser's state, read now, for the conditions of src/core/model/wakeConditions.ts.
 * No React here: this is part of <brand-page>'s page runtime (islands.ts).
 */
function browserState(host: Element): BrowserState {
  return {
    scrollY: window.scrollY,
    visitor: visitorStore.getSnapshot(),
    visitorPending: visitorPending.getSnapshot(),
    signedIn: isLoggedIn(),
    cart: localCartStore.getSnapshot(),
    noticeDismissed: getCookie(NOTICE_COOKIE) === 'true',
    now: Date.now(),
    holds: readHolds(host.getAttribute(HOLDS_ATTRIBUTE)),
  };
}

/** What tells of a change to each condition's state: a store, the window's scroll, a timer. */
const FOLLOW: Record<WakeCondition, (check: () => void, host: Element) => () => void> = {
  scroll: (check) => {
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  },
  visitor: (check) => {
    const stops = [visitorStore.subscribe(check), visitorPending.subscribe(check)];
    return () => stops.forEach((stop) => stop());
  },
  cart: (check) => localCartStore.subscribe(check),
  // A cookie has no event: read at start (a dismissal on this page is made by the woken header itself).
  notice: () => () => undefined,
  // One timer to the end of the time it holds for (capped under setTimeout's limit: one that fires early
  // checks and waits again); a clock before its start wakes it at the first check.
  clock: (check, host) => {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const at = readHolds(host.getAttribute(HOLDS_ATTRIBUTE))?.until;
      if (at === undefined) return;
      handle = setTimeout(() => {
        handle = undefined;
        check();
        if (host.hasAttribute(WAKE_ON_ATTRIBUTE)) arm();
      }, timerDelay(at - Date.now()));
    };
    arm();
    return () => {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    };
  },
};

/**
 * Calls `wake` once, at once or later, when the browser's state is not what the server rendered the
 * host for, by any of the conditions its WAKE_ON_ATTRIBUTE names (a member, a cart, a scroll, the clock …).
 * Returns a function that stops following (also called once it has woken).
 */
export function wakeOnState(host: Element, wake: () => void): () => void {
  const conditions = hostWakeConditions(host.getAttribute(WAKE_ON_ATTRIBUTE));
  let stops: Array<() => void> = [];
  let done = false;
  const stop = () => {
    done = true;
    for (const each of stops) each();
    stops = [];
  };
  const check = () => {
    if (done) return;
    const state = browserState(host);
    if (!conditions.some((condition) => stateWakes(condition, state))) return;
    stop();
    wake();
  };
  check();
  if (!done) stops = conditions.map((condition) => FOLLOW[condition](check, host));
  return stop;
}
