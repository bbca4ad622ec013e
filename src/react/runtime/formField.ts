/**
 * The link between a form-associated host (src/elements/define.ts) and the component that renders
 * it: the platform calls the host's formResetCallback / formDisabledCallback / formStateRestoreCallback
 * and fires `invalid` on it; the component (through useFormField) hears them here, and tells the host
 * its current value, which the host's `value` getter and the form container read.
 */

/** A field's value as JavaScript: one string, several (a checkbox group), or none (nothing submitted). */
export type FieldValue = string | string[] | null;

export type FormFieldEvent =
  | { type: 'reset' }
  | { type: 'disabled'; disabled: boolean }
  | { type: 'restore'; state: unknown }
  /** the form (or the form container) found the field invalid: show its message */
  | { type: 'invalid' };

/**
 * What a form-associated host and its component share. defineElement creates it when the host
 * attaches its internals and keeps it under FORM_LINK on the host and on the internals, so the
 * shared runtime (which every element loads) carries no form code beyond that: this module is
 * loaded only by the elements that are form fields.
 */
export interface FormLink {
  host: HTMLElement;
  internals: ElementInternals;
  listeners: Set<(event: FormFieldEvent) => void>;
  /** disabled by a disabled <fieldset> or form, as the platform last said */
  disabledByForm: boolean;
  /** the name and value the component last submitted; undefined before its first render */
  entry?: { name: string; value: FieldValue; disabled: boolean };
  /** the state formStateRestoreCallback gave (back/forward), until the component takes it */
  restored?: unknown;
  /** how often a script set `el.value`: each time replaces the visitor's value, even with the same value */
  generation?: number;
}

/** The key of the link on a host and on its internals (a registered symbol: define.ts names it too). */
export const FORM_LINK = Symbol.for('brand-elements.formLink');

export const linkOf = (owner: object | undefined): FormLink | undefined => (owner as Record<symbol, FormLink | undefined> | undefined)?.[FORM_LINK];

/** The host's ElementInternals, when it is one of our form-associated elements. */
export function internalsOf(host: Element): ElementInternals | undefined {
  return linkOf(host)?.internals;
}

export function hostOf(internals: ElementInternals | undefined): HTMLElement | undefined {
  return linkOf(internals)?.host;
}

export function emitFormFieldEvent(host: HTMLElement, event: FormFieldEvent): void {
  const link = linkOf(host);
  if (!link) return;
  if (event.type === 'disabled') link.disabledByForm = event.disabled;
  for (const listener of [...link.listeners]) listener(event);
}

export function subscribeFormField(internals: ElementInternals, listener: (event: FormFieldEvent) => void): () => void {
  const link = linkOf(internals);
  if (!link) return () => {};
  link.listeners.add(listener);
  return () => link.listeners.delete(listener);
}

export function disabledByForm(internals: ElementInternals | undefined): boolean {
  return linkOf(internals)?.disabledByForm ?? false;
}

/**
 * Submits `value` under `name` with the host's form (several values as one entry each, as a
 * checkbox group does; nothing when disabled) and remembers it for the host's `value` getter and the form container.
 */
export function submitFieldValue(internals: ElementInternals, name: string, value: FieldValue, disabled: boolean): void {
  const link = linkOf(internals);
  if (link) link.entry = { name, value, disabled };
  // Always as FormData with the name: a string value would be submitted under the host's `name`
  // attribute, which a field whose name came from its model does not have.
  const values = value === null ? [] : Array.isArray(value) ? value : [value];
  if (!name || disabled || values.length === 0) {
    internals.setFormValue(null);
    return;
  }
  const data = new FormData();
  for (const one of values) data.append(name, one);
  internals.setFormValue(data, JSON.stringify(value));
}

/** What a field submits: its name, its current value, and whether it is disabled (then it submits nothing). */
export function fieldEntryOf(host: Element): FormLink['entry'] {
  const link = linkOf(host);
  if (!link?.entry) return undefined;
  return { ...link.entry, disabled: link.entry.disabled || link.disabledByForm };
}

/**
 * Before the component's first render (a page renders in slices, after upgrade): the host submits
 * its initial value, and is invalid when required and empty, as a native control is from the start.
 * The element's `primeField` option calls it from defineElement's mount; the component takes over.
 */
export function primeField(link: FormLink, name: unknown, value: FieldValue, required?: boolean, disabled?: boolean): void {
  submitFieldValue(link.internals, typeof name === 'string' ? name : '', value, disabled === true);
  const empty = value === null || value.length === 0;
  if (required && !disabled && empty) link.internals.setValidity({ valueMissing: true }, 'Fill in this field.');
}

/** The value a back/forward restore left for the field, if any (the state submitFieldValue wrote). */
export function restoredValue(link: FormLink | undefined): FieldValue | undefined {
  if (typeof link?.restored !== 'string') return undefined;
  try {
    return JSON.parse(link.restored) as FieldValue;
  } catch {
    return undefined; // a state we did not write
  }
}
