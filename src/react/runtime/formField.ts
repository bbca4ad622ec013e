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

interface Link {
  host: HTMLElement;
  listeners: Set<(event: FormFieldEvent) => void>;
  /** disabled by a disabled <fieldset> or form, as the platform last said */
  disabledByForm: boolean;
  /** the name and value the component last submitted; undefined before its first render */
  entry?: { name: string; value: FieldValue; disabled: boolean };
}

const links = new WeakMap<ElementInternals, Link>();
const internalsByHost = new WeakMap<HTMLElement, ElementInternals>();

/** Called once per form-associated host, when it attaches its internals. */
export function linkFormField(host: HTMLElement, internals: ElementInternals): void {
  links.set(internals, { host, listeners: new Set(), disabledByForm: false });
  internalsByHost.set(host, internals);
  // `invalid` is fired by form.requestSubmit(), checkValidity() and reportValidity().
  host.addEventListener('invalid', () => emitFormFieldEvent(host, { type: 'invalid' }));
}

/** The host's ElementInternals, when it is one of our form-associated elements. */
export function internalsOf(host: Element): ElementInternals | undefined {
  return internalsByHost.get(host as HTMLElement);
}

export function hostOf(internals: ElementInternals | undefined): HTMLElement | undefined {
  return internals ? links.get(internals)?.host : undefined;
}

export function emitFormFieldEvent(host: HTMLElement, event: FormFieldEvent): void {
  const internals = internalsByHost.get(host);
  const link = internals && links.get(internals);
  if (!link) return;
  if (event.type === 'disabled') link.disabledByForm = event.disabled;
  for (const listener of [...link.listeners]) listener(event);
}

export function subscribeFormField(internals: ElementInternals, listener: (event: FormFieldEvent) => void): () => void {
  const link = links.get(internals);
  if (!link) return () => {};
  link.listeners.add(listener);
  return () => link.listeners.delete(listener);
}

export function disabledByForm(internals: ElementInternals | undefined): boolean {
  return (internals && links.get(internals)?.disabledByForm) ?? false;
}

/**
 * Submits `value` under `name` with the host's form (several values as one entry each, as a
 * checkbox group does; nothing when disabled) and remembers it for the host's `value` getter and the form container.
 */
export function submitFieldValue(internals: ElementInternals, name: string, value: FieldValue, disabled: boolean): void {
  const link = links.get(internals);
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
export function fieldEntryOf(host: Element): Link['entry'] {
  const internals = internalsByHost.get(host as HTMLElement);
  const link = internals && links.get(internals);
  if (!link?.entry) return undefined;
  return { ...link.entry, disabled: link.entry.disabled || link.disabledByForm };
}
