import type { ReactNode } from 'react';
import { Icon } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { fieldStyles } from './fieldStyles';
import type { InputState } from '../../core/forms/validation';

export interface FieldFrameProps {
  /** the control's id: the label points at it, its hint is `${id}-hint` */
  controlId: string;
  label?: string;
  required?: boolean;
  /** the helper / error / success hints */
  helperText?: string;
  /** the problem to show (state error): wins over the helper text */
  errorText?: string;
  successText?: string;
  state: InputState;
  /** a group of checkboxes or radios: a fieldset with a legend instead of a label */
  group?: boolean;
  /**
   * `radiogroup` for radios: the fieldset then carries `aria-required` (ARIA allows it on a radio
   * group, not on a plain group, where axe reports it); a checkbox group shows its `*` and, once
   * touched, its message.
   */
  groupRole?: 'radiogroup';
  /** a readonly radio group: the radiogroup carries aria-readonly (ARIA does not allow it on a radio) */
  readOnly?: boolean;
  children: ReactNode;
  /** read after a required checkbox group's legend (default 'required') */
  requiredLabel?: string;
}

/** The hint line's text for a state: the error in error, the success hint when valid, else the helper. */
export function hintText({ state, helperText, errorText, successText }: Pick<FieldFrameProps, 'state' | 'helperText' | 'errorText' | 'successText'>): string | undefined {
  if (state === 'error' && errorText) return errorText;
  if (state === 'valid' && successText) return successText;
  return helperText || undefined;
}

/** The id a control's `aria-describedby` names, when there is a hint to read. */
export function hintId(props: Pick<FieldFrameProps, 'controlId' | 'state' | 'helperText' | 'errorText' | 'successText'>): string | undefined {
  return hintText(props) ? `${props.controlId}-hint` : undefined;
}

/**
 * A field's frame: label (or legend), the control, and one hint line linked to the control by
 * `aria-describedby` (helper text, or the error / success hint for those states). `data-state`
 * carries the input state (default, disabled, readonly, error, valid) for the styles.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { controlId, label, required, state, group, groupRole, children } = props;
  const className = useThemedClass(fieldStyles);
  const hint = hintText(props);
  const kind = state === 'error' && props.errorText ? 'error' : state === 'valid' && props.successText ? 'success' : 'helper';
  const mark = required ? (
    <span data-required aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const hintLine = hint ? (
    <p data-hint={kind} id={`${controlId}-hint`}>
      {kind === 'error' ? <Icon name="error" /> : kind === 'success' ? <Icon name="check" /> : null}
      <span>{hint}</span>
    </p>
  ) : null;
  if (group) {
    return (
      <fieldset className={className} data-state={state} id={controlId} role={groupRole} aria-describedby={hint ? `${controlId}-hint` : undefined} aria-required={(groupRole && required) || undefined} aria-readonly={(groupRole && props.readOnly) || undefined} aria-invalid={state === 'error' || undefined} disabled={state === 'disabled'}>
        {label ? (
          <legend>
            {label}
            {mark}
            {/* A checkbox group (role group) may not carry aria-required: its legend says it instead. */}
            {required && !groupRole ? <span data-visually-hidden>{` (${props.requiredLabel ?? 'required'})`}</span> : null}
          </legend>
        ) : null}
        {children}
        {hintLine}
      </fieldset>
    );
  }
  return (
    <div className={className} data-state={state}>
      {label ? (
        <label htmlFor={controlId}>
          {label}
          {mark}
        </label>
      ) : null}
      {children}
      {hintLine}
    </div>
  );
}
