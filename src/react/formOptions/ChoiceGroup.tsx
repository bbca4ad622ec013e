import { useId, type MouseEvent, type RefObject } from 'react';
import { FieldFrame } from '../forms/FieldFrame';
import { useFormField } from '../forms/useFormField';
import { useChangeEvent } from '../select/useChangeEvent';
import { checkChoice, choiceMessage, fieldState, type InputState } from '../../core/forms/validation';
import { initialValue, initialValues, toggleValue, type ChoiceOption } from '../../core/forms/options';

export interface ChoiceGroupProps {
  /** checkboxes (several values, one form entry each) or radios (one value) */
  multiple: boolean;
  options: readonly ChoiceOption[];
  label?: string;
  name?: string;
  value?: unknown;
  required?: boolean;
  requiredMessage?: string;
  helperText?: string;
  errorHint?: string;
  successHint?: string;
  state?: string;
  disabled?: boolean;
  internals?: ElementInternals;
  onChange?: (detail: { name: string; value: string | string[] }) => void;
}

// A readonly choice keeps its value: the click that would change it is cancelled (no input or change event).
const keep = (event: MouseEvent<HTMLInputElement>) => event.preventDefault();

/**
 * A checkbox group or a radio group: a fieldset named by its legend, native inputs (Space toggles,
 * arrow keys move between radios as the platform does), 44 px rows on phones. Required: at least one.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { multiple, options, label, name, value, required, requiredMessage, helperText, errorHint, successHint, state, internals, onChange } = props;
  const readOnly = state === 'readonly';
  const initial: string | string[] = multiple ? initialValues(options, value) : initialValue(options, value);
  const messages = { requiredMessage: requiredMessage || errorHint };
  const field = useFormField<string | string[]>({
    internals,
    name,
    initial,
    check: (current) => (!readOnly && checkChoice(Array.isArray(current) ? current : [current], required) ? { problem: 'valueMissing', message: choiceMessage(label, messages) } : undefined),
    disabled: props.disabled === true || state === 'disabled',
    // A radio group with nothing chosen submits nothing, as native radios do.
    submitted: (current) => (current === '' ? null : current),
  });
  const change = useChangeEvent(field.value, field.setValue, onChange && ((next) => onChange({ name: name ?? '', value: next })));
  const id = useId();
  const chosen = Array.isArray(field.value) ? field.value : field.value === '' ? [] : [field.value];
  const shownState: InputState = fieldState({ state, disabled: field.disabled, readOnly, touched: field.touched, problem: field.problem, showValid: Boolean(successHint), hasValue: chosen.length > 0 });
  // The browser's message and "focus the first invalid field" point at the first option one can choose.
  const anchor = options.find((option) => !option.disabled)?.value;
  return (
    <FieldFrame controlId={id} label={label} required={required} state={shownState} helperText={helperText} errorText={field.message ?? errorHint} successText={successHint} group groupRole={multiple ? undefined : 'radiogroup'} readOnly={!multiple && readOnly}>
      {options.map((option, index) => (
        <label data-option key={option.value}>
          <input
            ref={option.value === anchor ? (field.anchorRef as RefObject<HTMLInputElement | null>) : undefined}
            type={multiple ? 'checkbox' : 'radio'}
            name={`${id}-choice`}
            id={`${id}-${index}`}
            value={option.value}
            checked={chosen.includes(option.value)}
            disabled={field.disabled || option.disabled}
            // ARIA allows aria-readonly on a checkbox, and on the radio group (not on a radio).
            aria-readonly={(multiple && readOnly) || undefined}
            onClick={readOnly ? keep : undefined}
            onChange={(event) => {
              if (readOnly) return;
              const { checked } = event.currentTarget;
              change(multiple ? toggleValue(options, chosen, option.value, checked) : option.value);
            }}
            // Touched when focus leaves the group, not while the visitor tabs between its boxes.
            onBlur={(event) => {
              if (!event.currentTarget.closest('fieldset')?.contains(event.relatedTarget as Node | null)) field.touch();
            }}
          />
          <span>{option.text}</span>
        </label>
      ))}
    </FieldFrame>
  );
}
