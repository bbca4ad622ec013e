import type { RefObject } from 'react';
import { FieldFrame, hintId } from './FieldFrame';

export interface ExpirySelectProps {
  controlId: string;
  label: string;
  value: string;
  /** the months (01 to 12) or the years offered */
  options: readonly string[];
  /** what is wrong with the expiry, said under the field */
  error?: string;
  onChange(value: string): void;
  selectRef?: RefObject<HTMLSelectElement | null>;
  /** the field's name, its autocomplete token and the data attribute tests and styles find it by */
  field: 'expiryMonth' | 'expiryYear';
  dataName: 'data-field' | 'data-card-field';
}

/**
 * One of a card's two expiry selects (the wallet's card editor and the checkout's new card): required, "–" until
 * something is chosen, the problem said under it and named by it.
 */
export function ExpirySelect({ controlId, label, value, options, error, onChange, selectRef, field, dataName }: ExpirySelectProps) {
  return (
    <FieldFrame controlId={controlId} label={label} required state={error ? 'error' : 'default'} errorText={error}>
      <select
        ref={selectRef}
        id={controlId}
        name={field}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId({ controlId, state: error ? 'error' : 'default', errorText: error })}
        autoComplete={field === 'expiryMonth' ? 'cc-exp-month' : 'cc-exp-year'}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...{ [dataName]: field }}
      >
        {value === '' && <option value="">–</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
