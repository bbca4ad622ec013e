/**
 * Choice field rules (select, form options): authored options in their several shapes,
 * the initial choice, and the values a visitor may submit. Pure functions shared by the elements,
 * the form container and the tests.
 */
import { isRecord } from '../isRecord';

/** One choice as the elements render it. */
export interface ChoiceOption {
  value: string;
  text: string;
  /** authored as the initial choice (AEM's `selected`) */
  selected: boolean;
  disabled: boolean;
}

/** How `brand-form-options` shows its options. AEM's `multi-drop-down` is shown as a checkbox group. */
export type OptionsType = 'checkbox' | 'radio' | 'drop-down';

const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'boolean' ? String(value) : undefined;

const flag = (value: unknown): boolean => value === true || value === 'true';

/**
 * The authored options, cleaned: `{ value, text }` (menu items), AEM's option items
 * `{ value, text, selected, disabled }`, `{ value, label }`, or plain strings. An option without a
 * value takes its text as value (as a native <option> does); one with neither is dropped, and so is
 * a second option with a value already seen (the first wins). Not an array: no options.
 */
export function normaliseOptions(raw: unknown): ChoiceOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const options: ChoiceOption[] = [];
  for (const item of raw) {
    let value: string | undefined;
    let text: string | undefined;
    let selected = false;
    let disabled = false;
    if (isRecord(item)) {
      text = scalar(item.text) ?? scalar(item.label) ?? scalar(item.title);
      value = scalar(item.value) ?? text;
      selected = flag(item.selected);
      disabled = flag(item.disabled);
    } else {
      value = text = scalar(item);
    }
    if (value === undefined || value === '' || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, text: text?.trim() ? text : value, selected, disabled });
  }
  return options;
}

/**
 * The options type: `checkbox`, `radio` or `drop-down` in any case, with `_` or `-` (AEM's enum names
 * CHECKBOX, RADIO, DROP_DOWN, MULTI_DROP_DOWN too). `multi-drop-down` (several choices from a list)
 * becomes a checkbox group: every option visible, one tap each, no Ctrl-click. Anything else: checkbox.
 */
export function optionsType(raw: unknown): { type: OptionsType; multiple: boolean } {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/_/g, '-') : '';
  if (name === 'radio') return { type: 'radio', multiple: false };
  if (name === 'drop-down' || name === 'dropdown' || name === 'select') return { type: 'drop-down', multiple: false };
  return { type: 'checkbox', multiple: true };
}

/** The values a visitor may choose: the options that are not disabled. */
export function choosableValues(options: readonly ChoiceOption[]): Set<string> {
  return new Set(options.filter((option) => !option.disabled).map((option) => option.value));
}

const asList = (value: unknown): string[] | undefined => {
  if (Array.isArray(value)) return value.map(scalar).filter((one): one is string => one !== undefined);
  const one = scalar(value);
  if (one === undefined) return undefined;
  // Several values as an attribute: a JSON array (`value='["a","b"]'`); an empty string: nothing chosen.
  if (/^\s*\[/.test(one)) {
    try {
      const parsed: unknown = JSON.parse(one);
      if (Array.isArray(parsed)) return asList(parsed);
    } catch {
      // not JSON: the string is one value
    }
  }
  return one === '' ? [] : [one];
};

/**
 * A checkbox group's initial values: the authored `value` (an array, or one string) when given,
 * else the options marked `selected`; kept only when they name a choosable option, in the options'
 * order (what the form submits), each once.
 */
export function initialValues(options: readonly ChoiceOption[], value: unknown): string[] {
  const authored = asList(value);
  const wanted = new Set(authored ?? options.filter((option) => option.selected).map((option) => option.value));
  const choosable = choosableValues(options);
  return options.map((option) => option.value).filter((one) => wanted.has(one) && choosable.has(one));
}

/**
 * A single choice's initial value (radio group, drop-down, select): the authored `value` (the first
 * of an array), else `defaultValue`, when it names a choosable option; else the first option marked
 * `selected`; else '' (nothing chosen: the placeholder shows), or, with `firstByDefault` (a
 * drop-down with neither placeholder nor required, as a native <select> does), the first choosable option.
 */
export function initialValue(options: readonly ChoiceOption[], value: unknown, defaultValue?: unknown, firstByDefault = false): string {
  const choosable = choosableValues(options);
  for (const candidate of [value, defaultValue]) {
    const list = asList(candidate);
    if (list && list.length > 0 && choosable.has(list[0]!)) return list[0]!;
  }
  const selected = options.find((option) => option.selected && !option.disabled);
  if (selected) return selected.value;
  if (firstByDefault) return options.find((option) => !option.disabled)?.value ?? '';
  return '';
}

/** A checkbox toggled: the values after it, in the options' order. */
export function toggleValue(options: readonly ChoiceOption[], values: readonly string[], value: string, checked: boolean): string[] {
  const next = new Set(values);
  if (checked) next.add(value);
  else next.delete(value);
  return options.map((option) => option.value).filter((one) => next.has(one));
}
