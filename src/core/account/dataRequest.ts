/**
 * What "get your information" shows of the visitor's data requests (services/dataRequests.ts): the
 * current request, its steps (received → processing → ready), whether a new one may be asked for, and the words
 * for a refusal. Pure: `now` is passed in.
 */
import type { DataRequest, DataRequestFormat, DataRequestStatus } from '../services/dataRequests';

export type DataRequestStep = 'received' | 'processing' | 'ready';
export const DATA_REQUEST_STEPS: readonly DataRequestStep[] = ['received', 'processing', 'ready'];
/** A step's look: done, the one the request is at, or not reached yet. */
export type StepState = 'complete' | 'current' | 'upcoming';

const time = (iso: string | undefined): number => {
  const value = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(value) ? -Infinity : value;
};

/** The newest request (by `requestedAt`; the service lists newest first, an undated one counts as oldest). */
export function currentRequest(requests: readonly DataRequest[] | undefined): DataRequest | undefined {
  if (!requests?.length) return undefined;
  return requests.reduce((newest, request) => (time(request.requestedAt) > time(newest.requestedAt) ? request : newest));
}

/** The status as of `now`: a ready copy past its `expiresAt` is expired even before the service says so. */
export function effectiveStatus(request: DataRequest, now: number): DataRequestStatus {
  if (request.status === 'ready' && request.expiresAt && time(request.expiresAt) <= now) return 'expired';
  return request.status;
}

/** Received or processing: the service refuses another request until it is ready. */
export function isInProgress(status: DataRequestStatus | undefined): boolean {
  return status === 'received' || status === 'processing';
}

/** The steps of the stepper for a status: every step done for ready (and expired), the current one marked. */
export function requestSteps(status: DataRequestStatus): { step: DataRequestStep; state: StepState }[] {
  const at = status === 'expired' ? DATA_REQUEST_STEPS.length : DATA_REQUEST_STEPS.indexOf(status);
  return DATA_REQUEST_STEPS.map((step, index) => ({
    step,
    state: index < at || (status === 'ready' && index === at) ? 'complete' : index === at ? 'current' : 'upcoming',
  }));
}

/**
 * What the visitor may do: `request` (no copy yet, or the last is ready or expired), `wait` (one is in progress:
 * the button is disabled with the reason); `download` only while a ready copy has a link.
 */
export function dataRequestActions(request: DataRequest | undefined, now: number): { canRequest: boolean; canCheck: boolean; download?: string } {
  if (!request) return { canRequest: true, canCheck: false };
  const status = effectiveStatus(request, now);
  return {
    canRequest: !isInProgress(status),
    canCheck: isInProgress(status),
    ...(status === 'ready' && request.downloadUrl ? { download: request.downloadUrl } : {}),
  };
}

/**
 * The copy to offer for download as of `now`: the newest ready one with a link that has not expired. A new request
 * being prepared does not hide it: the visitor can still take the copy they have while the next one is made.
 */
export function downloadableCopy(requests: readonly DataRequest[] | undefined, now: number): DataRequest | undefined {
  const ready = (requests ?? []).filter((request) => request.downloadUrl && effectiveStatus(request, now) === 'ready');
  return currentRequest(ready);
}

/** When the next ready copy expires after `now` (a timer then stops offering its link), none when no copy will. */
export function nextExpiry(requests: readonly DataRequest[] | undefined, now: number): number | undefined {
  const times = (requests ?? []).filter((request) => request.status === 'ready').map((request) => time(request.expiresAt)).filter((at) => at > now);
  return times.length ? Math.min(...times) : undefined;
}

export const DATA_REQUEST_FORMATS: readonly DataRequestFormat[] = ['json', 'pdf'];

/** An authored format: sent when it is one the service knows; anything else is not sent (the service's default) and `invalid`. */
export function dataRequestFormat(value: unknown): { format?: DataRequestFormat; invalid: boolean } {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return { invalid: false };
  const format = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (DATA_REQUEST_FORMATS as readonly string[]).includes(format) ? { format: format as DataRequestFormat, invalid: false } : { invalid: true };
}

/** The list after a new request was accepted: it first, the others after (without a copy of the same id). */
export function withNewRequest(requests: readonly DataRequest[] | undefined, request: DataRequest): DataRequest[] {
  return [request, ...(requests ?? []).filter((entry) => entry.requestId !== request.requestId)];
}

/** The words that say why a request or a check did not succeed. */
export function dataRequestFailureKey(reason: string): 'inProgressMessage' | 'sessionExpiredMessage' | 'requestErrorMessage' {
  if (reason === 'in-progress') return 'inProgressMessage';
  if (reason === 'session-expired') return 'sessionExpiredMessage';
  return 'requestErrorMessage';
}

/** A request's date in the page's language ("8 December 2026", UTC); `en` reads as en-GB, as the orders' dates. */
export function dataRequestDate(iso: string | undefined, lang: string | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const locale = !lang || lang === 'en' ? 'en-GB' : lang;
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(time); // an unknown language tag
  }
}
