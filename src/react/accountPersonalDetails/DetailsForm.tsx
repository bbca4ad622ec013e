import type { FormEvent } from 'react';
import type { PersonalField } from '../../core/account/otp';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { Spinner } from '../gates/GateButton';
import { labelOf, type PersonalWords } from './text';
import type { usePersonalDetails } from './usePersonalDetails';

type State = ReturnType<typeof usePersonalDetails>;

const INPUTS: Record<PersonalField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel'; maxLength: number; required: boolean }> = {
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: 50, required: true },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: 50, required: true },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, required: true },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20, required: false },
};

/** The edit form: the forms foundation's field frame (label, hint or error linked by aria-describedby). */
export function DetailsForm({ state, words, birthYear, buttonClass }: { state: State; words: PersonalWords; birthYear: unknown; buttonClass: string }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.submit();
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={state.busy || undefined} data-personal-form="">
      <p data-intro="">{words.editIntro}</p>
      <div data-fields="">
        {(Object.keys(INPUTS) as PersonalField[]).map((field) => {
          const input = INPUTS[field];
          const controlId = `personal-${field}`;
          const errorText = state.errorOf(field);
          const fieldState = errorText ? 'error' : 'default';
          const helperText = field === 'phone' ? words.phoneHint : undefined;
          return (
            <FieldFrame key={field} controlId={controlId} label={labelOf(field, words)} required={input.required} state={fieldState} helperText={helperText} errorText={errorText}>
              <input
                id={controlId}
                name={field}
                type={input.type}
                inputMode={input.inputMode}
                autoComplete={input.autoComplete}
                maxLength={input.maxLength}
                dir={field === 'email' || field === 'phone' ? 'ltr' : undefined}
                spellCheck={false}
                aria-required={input.required || undefined}
                aria-invalid={fieldState === 'error' || undefined}
                aria-describedby={hintId({ controlId, state: fieldState, helperText, errorText })}
                value={state.values[field]}
                onChange={(event) => state.change(field, event.target.value)}
                onBlur={() => state.touch(field)}
              />
            </FieldFrame>
          );
        })}
        <FieldFrame controlId="personal-birthYear" label={words.birthYearLabel} state="readonly" helperText={words.birthYearHint}>
          <input id="personal-birthYear" name="birthYear" type="text" readOnly value={birthYear ? String(birthYear) : ''} aria-describedby="personal-birthYear-hint" />
        </FieldFrame>
      </div>
      <div data-actions="">
        <button type="submit" className={buttonClass} data-variant="contained" aria-busy={state.busy || undefined} data-personal-save="">
          {words.saveLabel}
          {state.busy && <Spinner />}
        </button>
        <button type="button" className={buttonClass} data-variant="outlined" onClick={state.cancel} data-personal-cancel="">
          {words.cancelLabel}
        </button>
      </div>
    </form>
  );
}
