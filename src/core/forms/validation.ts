/**
 * Form field rules (input states, helper / error / success hints):
 * pure functions, so a field element, the form container and the tests share one reading of them.
 */

/** The five input states. */
export type InputState = 'default' | 'disabled' | 'readonly' | 'error' | 'valid';
export const INPUT_STATES: readonly InputState[] = ['default', 'disabled', 'readonly', 'error', 'valid'];

/** What is wrong with a value, named like the browser's ValidityState flags. */
export type Problem = 'valueMissing' | 'typeMismatch' | 'patternMismatch' | 'tooShort' | 'tooLong' | 'rangeUnderflow' | 'rangeOverflow' | 'badInput';

/** Text-like input types a field offers (multi-line is `textarea`). */
export type TextType = 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea';
export const TEXT_TYPES: readonly TextType[] = ['text', 'email', 'tel', 'number', 'date', 'textarea'];

export function textType(value: unknown): TextType {
  return TEXT_TYPES.includes(value as TextType) ? (value as TextType) : 'text';
}

export interface Constraints {
  type?: TextType;
  required?: boolean;
  /** a regular expression the whole value must match (as the HTML `pattern` attribute: anchored, `v` flag) */
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** a number for `number`, an ISO date (YYYY-MM-DD) for `date` */
  min?: number | string;
  max?: number | string;
}

// The HTML standard's "valid email address" (the one `<input type=email>` uses).
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** A phone number as people type it: digits with spaces, dots, dashes, brackets and one leading +, 6 to 15 digits. */
const TEL = /^\+?[\d\s().-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The HTML standard's "valid floating-point number" (no `0x10`, `Infinity` or `1.`, which Number() would take). */
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The authored pattern compiled as the browser compiles `pattern` (anchored, `v` flag); undefined when it does not compile. */
export function compilePattern(pattern: string | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  for (const flags of ['v', 'u']) {
    try {
      return new RegExp(`^(?:${pattern})$`, flags);
    } catch {
      // the `v` flag is stricter about some classes: try `u` before giving up
    }
  }
  return undefined;
}

const length = (value: string) => [...value].length;
const finite = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * The first problem with a text value, or undefined when it is valid. An empty value is only ever
 * `valueMissing` (when required): the other rules apply to what was typed, as in the browser.
 * A pattern that does not compile is ignored (the element reports it once to the console).
 */
export function checkText(raw: string, constraints: Constraints): Problem | undefined {
  const value = constraints.type === 'textarea' ? raw : raw.trim();
  if (value === '') return constraints.required ? 'valueMissing' : undefined;
  const type = constraints.type ?? 'text';
  if (type === 'email' && !EMAIL.test(value)) return 'typeMismatch';
  if (type === 'tel' && (!TEL.test(value) || !/^\d{6,15}$/.test(value.replace(/\D/g, '')))) return 'typeMismatch';
  if (type === 'number' && (!NUMBER.test(value) || finite(value) === undefined)) return 'badInput';
  if (type === 'date' && !isIsoDate(value)) return 'badInput';
  const minLength = finite(constraints.minLength);
  const maxLength = finite(constraints.maxLength);
  if (minLength !== undefined && length(value) < minLength) return 'tooShort';
  if (maxLength !== undefined && length(value) > maxLength) return 'tooLong';
  if (type === 'number') {
    const number = Number(value);
    const min = finite(constraints.min);
    const max = finite(constraints.max);
    if (min !== undefined && number < min) return 'rangeUnderflow';
    if (max !== undefined && number > max) return 'rangeOverflow';
  }
  if (type === 'date') {
    // ISO dates compare as strings.
    if (typeof constraints.min === 'string' && isIsoDate(constraints.min) && value < constraints.min) return 'rangeUnderflow';
    if (typeof constraints.max === 'string' && isIsoDate(constraints.max) && value > constraints.max) return 'rangeOverflow';
  }
  const pattern = compilePattern(constraints.pattern);
  if (pattern && !pattern.test(value)) return 'patternMismatch';
  return undefined;
}

/** A choice field (options, select): required means at least one chosen value. */
export function checkChoice(values: readonly string[], required: boolean | undefined): Problem | undefined {
  return required && values.filter((value) => value !== '').length === 0 ? 'valueMissing' : undefined;
}

/** Authored message overrides, by problem (`requiredMessage`, …); the defaults say what to fix. */
export interface ProblemMessages {
  requiredMessage?: string;
  typeMessage?: string;
  patternMessage?: string;
  lengthMessage?: string;
  rangeMessage?: string;
}

const TYPE_MESSAGES: Partial<Record<TextType, string>> = {
  email: 'Enter an email address like name@example.com.',
  tel: 'Enter a phone number using digits, for example +44 20 7946 0000.',
  number: 'Enter a number.',
  date: 'Enter a date as year, month and day.',
};

/**
 * A label as it reads inside a sentence: without a trailing `*`, `:` or parenthesis ("(optional)"), a capital only
 * for acronyms ("Email" → "email", "UK postcode" stays, "Your friend's first name (optional)" → "your friend's first name").
 */
export function fieldName(label: string | undefined): string | undefined {
  const name = label
    ?.trim()
    .replace(/[\s*:]+$/, '')
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/[\s*:]+$/, '');
  if (!name) return undefined;
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/**
 * What to tell the visitor about a problem: the authored message for its kind when there is one,
 * else an English sentence that says what to fix (with the limit it broke). `label` names the field.
 */
export function problemMessage(problem: Problem, constraints: Constraints, label: string | undefined, messages: ProblemMessages = {}): string {
  const name = fieldName(label) ?? 'a value';
  switch (problem) {
    case 'valueMissing':
      return messages.requiredMessage || (fieldName(label) ? `Enter ${name}.` : 'Fill in this field.');
    case 'typeMismatch':
    case 'badInput':
      return messages.typeMessage || TYPE_MESSAGES[constraints.type ?? 'text'] || `Check ${name}.`;
    case 'patternMismatch':
      return messages.patternMessage || `Enter ${name} in the format shown.`;
    case 'tooShort':
      return messages.lengthMessage || `Enter at least ${constraints.minLength} characters.`;
    case 'tooLong':
      return messages.lengthMessage || `Enter at most ${constraints.maxLength} characters.`;
    case 'rangeUnderflow':
      return messages.rangeMessage || `Enter ${constraints.min} or more.`.replace(/^Enter (\d{4}-\d{2}-\d{2}) or more\.$/, 'Enter a date on or after $1.');
    case 'rangeOverflow':
      return messages.rangeMessage || `Enter ${constraints.max} or less.`.replace(/^Enter (\d{4}-\d{2}-\d{2}) or less\.$/, 'Enter a date on or before $1.');
  }
}

/** A choice field's message: the authored one, else "Choose …". */
export function choiceMessage(label: string | undefined, messages: ProblemMessages = {}): string {
  const name = fieldName(label);
  return messages.requiredMessage || (name ? `Choose ${name}.` : 'Choose an option.');
}

/**
 * The state a field shows. Authored `disabled` / `readonly` win (a disabled fieldset counts as
 * disabled); an authored `error` or `valid` state is shown as authored; otherwise a problem shows
 * as `error` only once the visitor has left the field or tried to submit, and a value that passed
 * is `valid` only when the field asks for it (`showValid`).
 */
export function fieldState(input: { state?: unknown; disabled?: boolean; readOnly?: boolean; touched: boolean; problem?: Problem; showValid?: boolean; hasValue?: boolean }): InputState {
  if (input.disabled || input.state === 'disabled') return 'disabled';
  if (input.readOnly || input.state === 'readonly') return 'readonly';
  if (input.state === 'error' || input.state === 'valid') return input.state;
  if (input.touched && input.problem) return 'error';
  if (input.touched && input.showValid && input.hasValue && !input.problem) return 'valid';
  return 'default';
}

/** The multi-line input's auto-resize stops re-measuring after 20 changes. */
export const AUTO_RESIZE_MAX_MEASURES = 20;

/** Whether the multi-line input still re-measures its height at this change (1 = the first change). */
export function shouldMeasure(changeCount: number): boolean {
  return changeCount <= AUTO_RESIZE_MAX_MEASURES;
}

/** The first field, in the form's order, that has a problem: where focus goes after a refused submit. */
export function firstProblemField<F extends string>(order: readonly F[], problems: Partial<Record<F, unknown>>): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}
