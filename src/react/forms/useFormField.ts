import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { disabledByForm, hostOf, linkOf, restoredValue, submitFieldValue, subscribeFormField, type FieldValue } from '../runtime/formField';
import type { Problem } from '../../core/forms/validation';

export interface FormFieldOptions<V extends FieldValue> {
  /** the host's ElementInternals (defineElement's `formAssociated`), absent in a test render */
  internals?: ElementInternals;
  name?: string;
  /** the value the field starts with and returns to on reset (authored `value`, else `defaultValue`) */
  initial: V;
  /** the problem with a value and the message that says what to fix; undefined when valid */
  check: (value: V) => { problem: Problem; message: string } | undefined;
  /** authored disabled */
  disabled?: boolean;
  /** what the form's reset returns to (an authored `defaultValue`); default: the authored value */
  resetTo?: V;
  /** the value as submitted (a single-line text field submits it trimmed); default: as it is */
  submitted?: (value: V) => FieldValue;
  /** the form was reset (after the value went back): clear what the control keeps outside the value */
  onReset?: () => void;
}

export interface FormField<V extends FieldValue> {
  value: V;
  /** the visitor changed the value */
  setValue: (value: V) => void;
  /** the visitor left the field (its problem shows from now on) */
  touch: () => void;
  /** the visitor left the field or tried to submit: problems show */
  touched: boolean;
  /** the current problem and its message, shown only once `touched` */
  problem?: Problem;
  message?: string;
  /** authored, or by a disabled fieldset or form */
  disabled: boolean;
  /** the control the browser's validation message points at (and focus goes to) */
  anchorRef: RefObject<HTMLElement | null>;
}

/**
 * A form-associated field's value, validity and form lifecycle: submits the value under `name`,
 * reports validity (with the control as the anchor of the browser's own message), goes back to
 * `initial` on the form's reset, follows a disabled fieldset, restores the value the browser kept
 * (back/forward), and shows its problem after the first blur or submit attempt.
 */
export function useFormField<V extends FieldValue>({ internals, name = '', initial, check, disabled = false, resetTo, submitted, onReset }: FormFieldOptions<V>): FormField<V> {
  const link = linkOf(internals);
  // A back/forward restore that came before this first render is the value to start with.
  const [value, setValueState] = useState<V>(() => (restoredValue(link) as V | undefined) ?? initial);
  const [touched, setTouched] = useState(false);
  const [formDisabled, setFormDisabled] = useState(() => disabledByForm(internals));
  const anchorRef = useRef<HTMLElement | null>(null);
  // A new authored value (a model update) or any `el.value = …` (same value again too) replaces what was there.
  const generation = link?.generation ?? 0;
  const key = `${generation}:${JSON.stringify(initial)}`;
  const [previousKey, setPreviousKey] = useState(key);
  if (previousKey !== key) {
    setPreviousKey(key);
    setValueState(initial);
  }
  // The reset target: `resetTo`, else the authored value (not one a script set later).
  const resetRef = useRef<V>(resetTo ?? initial);
  const onResetRef = useRef(onReset);
  useLayoutEffect(() => {
    onResetRef.current = onReset;
    if (resetTo !== undefined) resetRef.current = resetTo;
    else if (generation === 0) resetRef.current = initial;
  });

  useEffect(() => {
    if (!internals) return;
    // A fieldset enabled or disabled between the first render and this effect told nobody.
    setFormDisabled(disabledByForm(internals));
    const take = (restored: FieldValue | undefined) => {
      if (link) link.restored = undefined;
      if (restored !== undefined) setValueState(restored as V);
    };
    take(restoredValue(link));
    return subscribeFormField(internals, (event) => {
      if (event.type === 'reset') {
        setValueState(resetRef.current);
        setTouched(false);
        onResetRef.current?.();
      } else if (event.type === 'disabled') {
        setFormDisabled(event.disabled);
      } else if (event.type === 'invalid') {
        setTouched(true);
      } else if (event.type === 'restore') {
        take(restoredValue(link));
      }
    });
  }, [internals, link]);

  const found = check(value);
  const isDisabled = disabled || formDisabled;
  const problem = isDisabled ? undefined : found;

  // Layout effect: the form reads the value and validity as soon as the field shows it.
  useLayoutEffect(() => {
    if (!internals) return;
    submitFieldValue(internals, name, submitted ? submitted(value) : value, disabled);
    if (problem) internals.setValidity({ [problem.problem]: true }, problem.message, anchorRef.current ?? undefined);
    else internals.setValidity({});
  }, [internals, name, value, disabled, problem?.problem, problem?.message]);

  const setValue = useCallback((next: V) => setValueState(next), []);
  const touch = useCallback(() => setTouched(true), []);

  return {
    value,
    setValue,
    touch,
    touched,
    problem: touched ? problem?.problem : undefined,
    message: touched ? problem?.message : undefined,
    disabled: isDisabled,
    anchorRef,
  };
}

/** The host of a field, to find the form container around it (Enter submits, a submit button). */
export function fieldHost(internals: ElementInternals | undefined): HTMLElement | undefined {
  return hostOf(internals);
}
