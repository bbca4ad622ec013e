/**
 * The age gate's start from the visitor's gate cookie: what the page decides before any gate code
 * loads (so it is its own small module, in the loader), and what the gate itself starts from.
 */

/** `sag_<market>`, the market key encoded so any market code makes a valid cookie name. */
export function gateCookieName(market: string | undefined): string {
  return `sag_${encodeURIComponent((market ?? '').trim().toLowerCase() || 'default')}`;
}

export type GateStart = { show: false; outcome: 'granted'; bypassed: boolean } | { show: true; outcome: 'refused' | 'pending' };

/**
 * Where the gate starts: a bypass or a granted marker skips it, a refused marker shows the
 * error at once, anything else (no cookie, a value we did not write) asks the question.
 */
export function gateStart(cookieValue: string | undefined | null, bypass: boolean): GateStart {
  if (bypass) return { show: false, outcome: 'granted', bypassed: true };
  if (cookieValue === 'granted') return { show: false, outcome: 'granted', bypassed: false };
  if (cookieValue === 'refused') return { show: true, outcome: 'refused' };
  return { show: true, outcome: 'pending' };
}

/**
 * Whether a page needs the age gate element at all. A visitor whose granted answer is in the gate
 * cookie (most returning visits) does not: the page then loads neither the gate's code nor its
 * content. A bypass parameter still does (the gate records it and cleans the address), and so does
 * a refusal or no answer yet.
 */
export function ageGateNeeded(url: string, cookieValue: string | undefined | null): boolean {
  if (new URL(url, 'http://localhost').searchParams.get('sagVersion')?.trim().toLowerCase() === 'bypass') return true;
  return gateStart(cookieValue, false).show;
}
