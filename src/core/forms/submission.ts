/**
 * The form container's rules: where it may send (`checkAction`), what it sends
 * (`collectData`), what it announces when fields need attention (`attentionMessage`), and the
 * lead-gen form's consents (`consentProblems`, `leadPayload`). Pure: no DOM, no fetch.
 */
import { safeUrl } from '../security/safeUrl';

export type ActionCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * A form's `action` as safeUrl accepts it, resolved against the page: same-origin (any path on the
 * page's own origin) or https elsewhere; http to another origin, mailto/tel, javascript:, a URL
 * with a user name or password (https://u:p@host/) and anything unreadable are refused (nothing is sent).
 */
export function checkAction(action: unknown, pageUrl: string): ActionCheck {
  if (typeof action !== 'string' || action.trim() === '') return { ok: false, reason: 'no action is set' };
  const safe = safeUrl(action);
  if (safe === null) return { ok: false, reason: `action "${action.slice(0, 80)}" is not a safe URL` };
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(safe, page);
  } catch {
    return { ok: false, reason: `action "${action.slice(0, 80)}" is not a URL` };
  }
  // Credentials in the URL would be sent with the form and shown in logs: refused, and not repeated in the reason.
  if (url.username || url.password) return { ok: false, reason: `action to ${url.protocol}//${url.host}${url.pathname} has a user name or password in it` };
  if (url.origin === page.origin && (url.protocol === 'http:' || url.protocol === 'https:')) return { ok: true, url: url.href };
  if (url.protocol === 'https:') return { ok: true, url: url.href };
  return { ok: false, reason: `action "${action.slice(0, 80)}" is neither same-origin nor https` };
}

export type SubmittedValue = string | string[];
export interface FieldEntry {
  name: string;
  value: string | string[] | null;
  disabled: boolean;
}

/**
 * The JSON a container sends: one key per field name; disabled fields, fields without a name and
 * fields with no value (null) are left out; an array stays an array; two fields with one name
 * (a repeated hidden field) make an array of their values, in document order.
 */
export function collectData(entries: ReadonlyArray<FieldEntry | undefined>): Record<string, SubmittedValue> {
  const data: Record<string, SubmittedValue> = {};
  for (const entry of entries) {
    if (!entry || entry.disabled || !entry.name || entry.value === null) continue;
    const { name, value } = entry;
    if (!Object.hasOwn(data, name)) {
      data[name] = Array.isArray(value) ? [...value] : value;
      continue;
    }
    const before = data[name]!;
    data[name] = [...(Array.isArray(before) ? before : [before]), ...(Array.isArray(value) ? value : [value])];
  }
  return data;
}

/** The live region's text when fields need attention: "2 fields need attention: Email, Message". */
export function attentionMessage(labels: readonly string[]): string {
  const names = labels.map((label) => label.trim().replace(/[\s*:]+$/, '')).filter(Boolean);
  const count = labels.length;
  const head = count === 1 ? '1 field needs attention' : `${count} fields need attention`;
  return names.length ? `${head}: ${names.join(', ')}` : head;
}

/** An HTTP method the container sends JSON with: POST (default), PUT or PATCH. */
export function formMethod(method: unknown): 'POST' | 'PUT' | 'PATCH' {
  const upper = typeof method === 'string' ? method.trim().toUpperCase() : '';
  return upper === 'PUT' || upper === 'PATCH' ? upper : 'POST';
}

/** A lead-gen consent as authored (the shape findDuplicateOptIns reads). */
export interface Consent {
  id?: string;
  /** HTML, sanitized when rendered */
  label?: string;
  required?: boolean;
  optIns?: ReadonlyArray<{ id?: string | number | null } | null | undefined> | null;
}

/** The consents that can be shown: objects with an id (a consent without one cannot be recorded). */
export function usableConsents(consents: unknown): Consent[] {
  if (!Array.isArray(consents)) return [];
  return consents.filter((consent): consent is Consent => !!consent && typeof consent === 'object' && typeof (consent as Consent).id === 'string' && (consent as Consent).id!.trim() !== '');
}

/** The ids of required consents not ticked. */
export function consentProblems(consents: readonly Consent[], given: ReadonlySet<string>): string[] {
  return consents.filter((consent) => consent.required && !given.has(consent.id!)).map((consent) => consent.id!);
}

export interface LeadConsent {
  id: string;
  optIns: string[];
}

/** Keys the lead-gen form's submission sets itself: a field with one of these names is not sent. */
export const RESERVED_LEAD_FIELDS = ['consents', 'timestamp'] as const;

/** The field names that clash with the lead-gen form's own keys (each once, in the order given). */
export function reservedLeadFields(names: ReadonlyArray<string | undefined>): string[] {
  const reserved = new Set<string>(RESERVED_LEAD_FIELDS);
  return [...new Set(names.filter((name): name is string => !!name && reserved.has(name)))];
}

/** The authoring warning for such fields ('' when there are none). */
export function reservedLeadFieldsWarning(names: readonly string[]): string {
  if (names.length === 0) return '';
  const list = names.map((name) => `"${name}"`).join(' and ');
  return `A field named ${list} is not sent: the lead-gen form sets ${names.length === 1 ? 'that key' : 'those keys'} itself. Rename the field.`;
}

/**
 * The lead-gen submission: the fields' data, the consents given (each with its opt-in ids, in the
 * authored order) and an ISO timestamp. `consents` and `timestamp` are the form's own: a field with
 * one of those names is left out (reservedLeadFields: the editor and the console say so).
 */
export function leadPayload(data: Record<string, SubmittedValue>, consents: readonly Consent[], given: ReadonlySet<string>, now: Date): Record<string, unknown> {
  const chosen: LeadConsent[] = consents
    .filter((consent) => given.has(consent.id!))
    .map((consent) => ({
      id: consent.id!,
      optIns: (consent.optIns ?? []).map((optIn) => optIn?.id).filter((id): id is string | number => id !== undefined && id !== null && String(id).trim() !== '').map((id) => String(id).trim()),
    }));
  return { ...data, consents: chosen, timestamp: now.toISOString() };
}
