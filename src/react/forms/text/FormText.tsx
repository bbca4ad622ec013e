import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FieldFrame, hintId } from '../FieldFrame';
import { fieldHost, useFormField } from '../useFormField';
import { implicitSubmit } from '../formActions';
import { checkText, compilePattern, fieldState, problemMessage, textType, type Constraints, type Problem, type ProblemMessages } from '../../../core/forms/validation';
import { useAutoResize } from './useAutoResize';
import { controlHints } from './controlHints';

export interface FormTextProps {
  label?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  type?: string;
  placeholder?: string;
  helperText?: string;
  errorHint?: string;
  successHint?: string;
  state?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  autocomplete?: string;
  rows?: number;
  requiredMessage?: string;
  constraintMessage?: string;
  internals?: ElementInternals;
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A single-line value is validated and submitted trimmed; a multi-line one as typed. */
export const submittedText = (type: string | undefined, value: string): string => (textType(type) === 'textarea' ? value : value.trim());

/**
 * A text field (text, email, tel, number, date or multi-line) inside the shared field frame:
 * label, the native control, one hint line. Its problem (what to fix) shows after the first blur or
 * submit attempt; Enter in a single-line input submits the form; the multi-line input grows with its
 * content until the 20th change, then scrolls.
 */
export function FormText(props: FormTextProps) {
  const { label, name, placeholder, helperText, errorHint, successHint, state, required, pattern, autocomplete, internals } = props;
  // The authored states disabled and readonly make the control so, as the attributes do.
  const disabled = props.disabled || state === 'disabled';
  const readOnly = props.readOnly || state === 'readonly';
  const type = textType(props.type);
  const controlId = `field${useId().replace(/:/g, '')}`;
  // A date input the browser cannot read (a half-typed date) reports '' as its value.
  const [badInput, setBadInput] = useState(false);

  const constraints = useMemo<Constraints>(
    () => ({ type, required, pattern, minLength: props.minLength, maxLength: props.maxLength, min: props.min, max: props.max }),
    [type, required, pattern, props.minLength, props.maxLength, props.min, props.max],
  );
  const messages = useMemo<ProblemMessages>(() => {
    const other = props.constraintMessage || undefined;
    return { requiredMessage: props.requiredMessage || undefined, typeMessage: other, patternMessage: other, lengthMessage: other, rangeMessage: other };
  }, [props.requiredMessage, props.constraintMessage]);

  const check = useCallback(
    (value: string | string[] | null) => {
      // As in the browser, a read-only field is barred from validation.
      if (readOnly) return undefined;
      const text = typeof value === 'string' ? value : '';
      const problem: Problem | undefined = badInput && text === '' ? 'badInput' : checkText(text, constraints);
      return problem ? { problem, message: problemMessage(problem, constraints, label, messages) } : undefined;
    },
    [readOnly, badInput, constraints, label, messages],
  );

  const field = useFormField<string | string[] | null>({
    internals,
    name,
    initial: asText(props.value ?? props.defaultValue),
    // The form's reset returns to defaultValue when given, as an <input> to its value attribute.
    resetTo: props.defaultValue === undefined ? undefined : asText(props.defaultValue),
    check,
    disabled,
    submitted: (current) => (typeof current === 'string' ? submittedText(type, current) : current),
    onReset: () => {
      // A half-typed date is not in the value: the control keeps it unless cleared here.
      const control = field.anchorRef.current;
      if (control instanceof HTMLInputElement && control.validity.badInput) control.value = '';
      setBadInput(false);
    },
  });
  const value = typeof field.value === 'string' ? field.value : '';

  useEffect(() => {
    if (pattern && !compilePattern(pattern)) console.error(`<brand-form-text>: pattern "${pattern}" is not a valid regular expression; it is ignored.`);
  }, [pattern]);

  const multiline = type === 'textarea';
  const { ref: resizeRef, changed } = useAutoResize(multiline, value);

  const shown = fieldState({ state, disabled: field.disabled, readOnly, touched: field.touched, problem: field.problem });
  const authoredError = state === 'error' && shown === 'error';
  const errorText = authoredError ? errorHint || field.message : field.message;
  const hints = { controlId, state: shown, helperText, errorText, successText: successHint };
  const control = controlHints(type, autocomplete);

  // Chrome fires no input while a date is half typed: its badInput is read when the visitor leaves
  // the field or presses Enter, and reported at once (before a submit the same event starts).
  const readBadInput = () => {
    const control = field.anchorRef.current;
    const bad = control instanceof HTMLInputElement && control.validity.badInput;
    setBadInput(bad);
    if (bad && internals && !readOnly && !field.disabled) {
      internals.setValidity({ badInput: true }, problemMessage('badInput', constraints, label, messages), control);
    }
  };

  const setRefs = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.anchorRef.current = element;
    resizeRef.current = element instanceof HTMLTextAreaElement ? element : null;
  };
  const common = {
    id: controlId,
    name: name || undefined,
    value,
    placeholder: placeholder || undefined,
    disabled: field.disabled,
    readOnly: readOnly || undefined,
    autoComplete: control.autoComplete,
    'aria-invalid': shown === 'error' || undefined,
    'aria-required': required || undefined,
    'aria-describedby': hintId(hints),
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      const target = event.currentTarget;
      if (target instanceof HTMLInputElement) setBadInput(target.validity.badInput);
      changed();
      field.setValue(target.value);
    },
    onBlur: () => {
      readBadInput();
      field.touch();
    },
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    readBadInput();
    implicitSubmit(fieldHost(internals), internals);
  };

  return (
    <FieldFrame controlId={controlId} label={label} required={required} helperText={helperText} errorText={errorText} successText={successHint} state={shown}>
      {multiline ? (
        <textarea {...common} ref={setRefs} rows={props.rows && props.rows > 0 ? props.rows : 3} />
      ) : (
        <input
          {...common}
          ref={setRefs}
          type={control.inputType}
          inputMode={control.inputMode}
          // Addresses and phone numbers read left to right on a right-to-left page too (aligned to the page's start: fieldStyles).
          dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
          min={type === 'date' ? asText(props.min) || undefined : undefined}
          max={type === 'date' ? asText(props.max) || undefined : undefined}
          onKeyDown={onKeyDown}
        />
      )}
    </FieldFrame>
  );
}
