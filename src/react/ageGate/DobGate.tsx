import { useMemo, useRef, useState, type FormEvent } from 'react';
import { checkDob, yearChoices, type GateOutcome } from '../../core/gates/ageGate';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { GateButton } from '../gates/GateButton';
import { GateMessage } from '../gates/GateCard';
import { plainText, type DobContent } from '../../core/gates/ageGateContent';
import { dobFieldsStyles, fieldStyles, submitStyles } from './styles';

export interface DobGateProps {
  copy: DobContent;
  messageId: string;
  /** the legal age to check against (the service's, or the default when it failed); never rejects */
  legalAge: () => Promise<number>;
  onAnswer: (outcome: GateOutcome) => void;
}

const MONTH_ID = 'brand-age-gate-month';
const YEAR_ID = 'brand-age-gate-year';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** the validation message, shown when the field was missing at submit */
  error?: string;
  selectRef?: React.Ref<HTMLSelectElement>;
}

/** One labelled native select (works everywhere, in the shadow root too), outlined in the theme. */
function DobField({ id, label, value, onChange, options, error, selectRef }: FieldProps) {
  const errorId = `${id}-error`;
  const valid = value !== '' && !error;
  return (
    <div className={useThemedClass(fieldStyles)} {...(valid ? { 'data-valid': '' } : {})} {...(error ? { 'data-invalid': '' } : {})}>
      <label htmlFor={id}>{label}</label>
      <div data-control="">
        <select
          id={id}
          name={id}
          ref={selectRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" aria-label="None">
            –
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </div>
      {error && (
        <div id={errorId} data-age-gate-validation={id}>
          <SanitizedHtml html={error} />
        </div>
      )}
    </div>
  );
}

/**
 * The dob gate: month and year (None by default), both required; on submit the legal age is
 * fetched (a 24px spinner on the button meanwhile) and the age decides.
 */
export function DobGate({ copy, messageId, legalAge, onAnswer }: DobGateProps) {
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [missing, setMissing] = useState({ month: false, year: false });
  const [busy, setBusy] = useState(false);
  const monthRef = useRef<HTMLSelectElement>(null);
  const yearRef = useRef<HTMLSelectElement>(null);
  const fieldsClass = useThemedClass(dobFieldsStyles);
  const submitClass = useThemedClass(submitStyles);

  const months = useMemo(() => copy.months.map((name, index) => ({ value: String(index + 1), label: plainText(name) })), [copy.months]);
  const years = useMemo(
    () => yearChoices(copy.startYearRange, copy.endYearRange).map((choice) => ({ value: String(choice), label: String(choice) })),
    [copy.startYearRange, copy.endYearRange],
  );

  const answer = () => ({ month: month ? Number(month) : undefined, year: year ? Number(year) : undefined });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkDob(answer(), undefined);
    if (!check.valid) {
      setMissing({ month: check.monthMissing, year: check.yearMissing });
      (check.monthMissing ? monthRef : yearRef).current?.focus();
      return;
    }
    setMissing({ month: false, year: false });
    setBusy(true);
    const age = await legalAge();
    const result = checkDob(answer(), age);
    setBusy(false);
    if (result.valid) onAnswer(result.outcome);
  };

  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <GateMessage html={copy.promptMessage} id={messageId} data-age-gate-message="" />
      <div className={fieldsClass} data-layout={copy.promptLayout}>
        <DobField
          id={MONTH_ID}
          label={plainText(copy.monthLabel)}
          value={month}
          onChange={(value) => (setMonth(value), value && setMissing((state) => ({ ...state, month: false })))}
          options={months}
          error={missing.month ? copy.monthValidationMessage : undefined}
          selectRef={monthRef}
        />
        <DobField
          id={YEAR_ID}
          label={plainText(copy.yearLabel)}
          value={year}
          onChange={(value) => (setYear(value), value && setMissing((state) => ({ ...state, year: false })))}
          options={years}
          error={missing.year ? copy.yearValidationMessage : undefined}
          selectRef={yearRef}
        />
      </div>
      <div className={submitClass}>
        <GateButton type="submit" variant="contained" busy={busy} data-age-gate-answer="submit">
          {plainText(copy.submitLabel)}
        </GateButton>
      </div>
    </form>
  );
}
