/**
 * How the address book's elements (`brand-account-addresses` / `brand-account-edit-address`) read the
 * server's answer to a save, which address a form edits, and their message templates. Pure; the field rules
 * themselves are addresses.ts.
 */
import { ADDRESS_FIELDS, ADDRESS_FIELD_NAMES, type AddressField, type AddressProblem, type AddressProblems, type OccAddress } from './addresses';
import { fillTemplate } from '../text/template';
import { firstProblemField } from '../forms/validation';

/** A save's failure as the OCC client reports it (OccAccountError: `status`, `subjects`, `reasons`). */
export interface SaveFailure {
  status?: number;
  subjects?: readonly string[];
  reasons?: readonly string[];
}

/**
 * What a failed save means for the form:
 * - `field`: a 400 naming one of the form's fields (`postalCode`, `firstName`, …): shown on that field;
 *   `problem` is `required` for OCC's reason `missing`, else `server` (the shop refused the value: the form's own
 *   rules passed, so only a generic "check it" message is honest, e.g. a name over the shop's own length limit);
 * - `limit`: a 400 naming `addresses` (the address book is full: the mock keeps at most 20);
 * - `other`: anything else (a 500, a timeout, a 400 naming no field of the form): one message, the form kept.
 */
export type SaveOutcome =
  | { kind: 'field'; field: AddressField; problem: 'required' | 'server' }
  | { kind: 'limit' }
  | { kind: 'other' };

export function saveFailureOutcome(failure: SaveFailure | undefined): SaveOutcome {
  if (!failure || failure.status !== 400) return { kind: 'other' };
  const subjects = failure.subjects ?? [];
  if (subjects.includes('addresses')) return { kind: 'limit' };
  const index = subjects.findIndex((subject) => (ADDRESS_FIELDS as readonly string[]).includes(subject));
  if (index < 0) return { kind: 'other' };
  const field = subjects[index] as AddressField;
  return { kind: 'field', field, problem: failure.reasons?.[index] === 'missing' ? 'required' : 'server' };
}

/** The first field with a problem, in the form's order (where focus goes after a refused submit). */
export function firstAddressProblem(problems: Partial<Record<AddressField, unknown>>): AddressField | undefined {
  return firstProblemField(ADDRESS_FIELDS, problems);
}

/**
 * Which address a form edits: the authored `addressId`, else the id handed over by the address list
 * (handoff.ts), else none (a new address).
 */
export function addressToEdit(addressId: unknown, handoffId: string | undefined): string | undefined {
  if (typeof addressId === 'string' && addressId.trim() !== '') return addressId.trim();
  return handoffId || undefined;
}

/** `{field}` of a server-refused field's message. */
export function serverFieldMessage(template: string, field: AddressField, names: Readonly<Record<AddressField, string>> = ADDRESS_FIELD_NAMES): string {
  return fillTemplate(template, { field: names[field] });
}

/** How a confirmation or status names an address: its first line, else its name. */
export function addressLabel(address: OccAddress | undefined): string {
  const line1 = address?.line1?.trim();
  if (line1) return line1;
  return [address?.firstName, address?.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
}

/** A field's problem: the form's own (addresses.ts) or the shop's refusal of a value the form let through. */
export type FormProblem = AddressProblem | 'server';
export type FormProblems = Partial<Record<AddressField, FormProblem>>;

/** The form's problems after an edit of `field`: the field's own check, others unchanged. */
export function withFieldChecked(problems: FormProblems, field: AddressField, checked: AddressProblems): FormProblems {
  const next = { ...problems };
  if (checked[field]) next[field] = checked[field];
  else delete next[field];
  return next;
}

/**
 * The local copy of an address after a PATCH of `body` (toOccAddress with forPatch): the saved address with the
 * full body over it, a field sent as '' gone (the shop stores it as absent), the display title and the formatted
 * text dropped when they may be stale (the list's quiet reload brings the shop's own).
 */
export function editedAddress<T extends OccAddress>(before: T, body: OccAddress): T {
  const next: Record<string, unknown> = { ...(before as Record<string, unknown>), ...(body as Record<string, unknown>) };
  for (const [key, value] of Object.entries(body)) if (value === '') delete next[key];
  if ((body.titleCode || undefined) !== (before.titleCode || undefined)) delete next.title;
  delete next.formattedAddress;
  return next as T;
}

/**
 * The list with a saved address in it: replaced by id (or added at the end); when it is the default, no other is.
 * A new array; the entries not touched are the same objects.
 */
export function withSavedAddress<T extends OccAddress & { id: string }>(list: readonly T[], saved: T): T[] {
  const found = list.some((entry) => entry.id === saved.id);
  const next = found ? list.map((entry) => (entry.id === saved.id ? saved : entry)) : [...list, saved];
  if (saved.defaultAddress !== true) return next;
  return next.map((entry) => (entry.id !== saved.id && entry.defaultAddress ? { ...entry, defaultAddress: false } : entry));
}
