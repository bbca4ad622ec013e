import { useId, useMemo, type RefObject } from 'react';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { useFormField } from '../forms/useFormField';
import { useChangeEvent } from './useChangeEvent';
import { checkChoice, choiceMessage, fieldState, type InputState } from '../../core/forms/validation';
import { initialValue, normaliseOptions, type ChoiceOption } from '../../core/forms/options';

export interface SelectProps {
  label?: string;
  name?: string;
  /** the chosen value (wins over defaultValue and over a menu item's `selected`) */
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  required?: boolean;
  requiredMessage?: string;
  helperText?: string;
  errorHint?: string;
  successHint?: string;
  /** `[{ value, text }]` (also `selected`, `disabled`) */
  menuItems?: unknown;
  /** the input state: default, disabled, readonly, error, valid */
  state?: string;
  disabled?: boolean;
  internals?: ElementInternals;
  /** the visitor chose another value (the host's `change` event) */
  onChange?: (detail: { name: string; value: string }) => void;
}

interface SelectControlProps {
  id: string;
  value: string;
  options: readonly ChoiceOption[];
  placeholder?: string;
  required?: boolean;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  describedBy?: string;
  /** a name when there is no visible label (the placeholder's text) */
  ariaLabel?: string;
  anchorRef: RefObject<HTMLElement | null>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The native <select>: the phone's own picker, the platform's keyboard and screen-reader support,
 * nothing in a portal. A placeholder option (value '') shows while nothing is chosen; it cannot be
 * picked again when the field is required. Readonly (a native select has none) keeps the control
 * focusable and submitted but offers only the chosen option.
 */
export function SelectControl({ id, value, options, placeholder, required, disabled, readOnly, invalid, describedBy, ariaLabel, anchorRef, onChange, onBlur }: SelectControlProps) {
  const shown = readOnly ? options.filter((option) => option.value === value) : options;
  const showPlaceholder = value === '' || (placeholder !== undefined && placeholder !== '' && !readOnly);
  return (
    <select
      id={id}
      ref={anchorRef as RefObject<HTMLSelectElement | null>}
      value={value}
      disabled={disabled}
      aria-readonly={readOnly || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      onChange={(event) => {
        if (!readOnly) onChange(event.currentTarget.value);
      }}
      onBlur={onBlur}
    >
      {showPlaceholder ? (
        <option value="" disabled={required && value !== ''}>
          {placeholder ?? ''}
        </option>
      ) : null}
      {shown.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.text}
        </option>
      ))}
    </select>
  );
}

/**
 * A select field, usable alone or in any form: label, native select, one hint
 * line (helper, error or success), the five input states; its value is submitted under `name`.
 */
export function Select(props: SelectProps) {
  const { label, name, value, defaultValue, placeholder, required, requiredMessage, helperText, errorHint, successHint, menuItems, state, internals, onChange } = props;
  const options = useMemo(() => normaliseOptions(menuItems), [menuItems]);
  const readOnly = state === 'readonly';
  const disabled = props.disabled === true || state === 'disabled';
  // With neither placeholder nor required, the first option shows chosen, as a native select does.
  const initial = initialValue(options, value, defaultValue, !placeholder && !required);
  const messages = { requiredMessage: requiredMessage || errorHint };
  const field = useFormField<string>({
    internals,
    name,
    initial,
    // A readonly control is barred from validation, as in HTML.
    check: (current) => (!readOnly && checkChoice([current], required) ? { problem: 'valueMissing', message: choiceMessage(label, messages) } : undefined),
    disabled,
  });
  const change = useChangeEvent(field.value, field.setValue, onChange && ((next) => onChange({ name: name ?? '', value: next })));
  const id = useId();
  const shownState: InputState = fieldState({ state, disabled: field.disabled, readOnly, touched: field.touched, problem: field.problem, showValid: Boolean(successHint), hasValue: field.value !== '' });
  const errorText = field.message ?? errorHint;
  const hints = { controlId: id, state: shownState, helperText, errorText, successText: successHint };
  return (
    <FieldFrame {...hints} label={label} required={required}>
      <SelectControl
        id={id}
        value={field.value}
        options={options}
        placeholder={placeholder}
        required={required}
        disabled={field.disabled}
        readOnly={readOnly}
        invalid={shownState === 'error'}
        describedBy={hintId(hints)}
        ariaLabel={label ? undefined : placeholder || undefined}
        anchorRef={field.anchorRef}
        onChange={change}
        onBlur={field.touch}
      />
    </FieldFrame>
  );
}
