import { useId, useLayoutEffect, useRef, useState } from 'react';
import { NEW_CARD_MESSAGES, checkNewCard } from '../../core/commerce/checkout';
import { expiryMessage, validateExpiry, type ExpiryProblems } from '../../core/account/payment';
import { EXPIRY_MONTHS, expiryYearOptions } from '../../core/account/wallet';
import type { NewCardInput } from '../../core/services/occCheckout';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { ExpirySelect } from '../forms/ExpirySelect';
import { Spinner } from '../gates/GateButton';
import { buttonStyles } from '../gates/buttonStyles';
import { useThemedClass } from '../runtime/useThemedClass';

export interface NewCardWords {
  holderLabel: string;
  numberLabel: string;
  monthLabel: string;
  yearLabel: string;
  saveLabel: string;
  cancelLabel: string;
}

/** What OCC said about a field of the card (its 400 names it), or undefined when the failure is not a field's. */
export type CardFieldRefusal = 'number' | 'expiry' | undefined;

type Problems = { number?: string; holder?: string; expiryMonth?: string; expiryYear?: string };

/**
 * A new card in the checkout: the name on it, its number (digits, spaces or dashes; autocomplete `cc-number`), its
 * expiry as two selects. Checked before anything is sent (checkNewCard, validateExpiry): each problem said on its
 * field, focus on the first. The number is kept only in this form and sent only to OCC (`onSubmit`); the form goes
 * with it once the card is saved.
 */
export interface NewCardFormProps {
  words: NewCardWords;
  busy: boolean;
  onSubmit: (card: Omit<NewCardInput, 'billingAddress'>) => Promise<CardFieldRefusal>;
  onCancel: () => void;
}

export function NewCardForm({ words, busy, onSubmit, onCancel }: NewCardFormProps) {
  const id = useId();
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);
  const button = useThemedClass(buttonStyles);
  // Opened by its button, which goes: focus to the form's first field.
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('[data-card-field="holder"]')?.focus(), []);

  const focusFirst = (found: Problems) => {
    const first = (['holder', 'number', 'expiryMonth', 'expiryYear'] as const).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-card-field="${first}"]`)?.focus();
  };

  const submit = async () => {
    if (busy) return;
    const card = checkNewCard({ number, holder });
    const expiry: ExpiryProblems = validateExpiry(month, year, new Date());
    const found: Problems = {
      ...(card.ok ? {} : { number: card.problems.number && NEW_CARD_MESSAGES[card.problems.number], holder: card.problems.holder && NEW_CARD_MESSAGES[card.problems.holder] }),
      expiryMonth: expiryMessage('expiryMonth', expiry.expiryMonth),
      expiryYear: expiryMessage('expiryYear', expiry.expiryYear),
    };
    setProblems(found);
    if (!card.ok || expiry.expiryMonth || expiry.expiryYear) {
      focusFirst(found);
      return;
    }
    const refused = await onSubmit({ accountHolderName: card.holder, cardNumber: card.digits, cardType: card.network, expiryMonth: month, expiryYear: year });
    if (refused === 'number') {
      const next = { number: NEW_CARD_MESSAGES['number-invalid'] };
      setProblems(next);
      focusFirst(next);
    } else if (refused === 'expiry') {
      const next = { expiryYear: expiryMessage('expiryYear', 'past') };
      setProblems(next);
      focusFirst(next);
    }
  };

  const text = (field: 'holder' | 'number', label: string, value: string, set: (value: string) => void, autoComplete: string) => {
    const controlId = `${id}-${field}`;
    const error = problems[field];
    return (
      <FieldFrame controlId={controlId} label={label} required state={error ? 'error' : 'default'} errorText={error}>
        <input
          id={controlId}
          type="text"
          inputMode={field === 'number' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          maxLength={field === 'number' ? 23 : 60}
          value={value}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId({ controlId, state: error ? 'error' : 'default', errorText: error })}
          onChange={(event) => {
            set(event.currentTarget.value);
            if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
          }}
          data-card-field={field}
          dir="ltr"
        />
      </FieldFrame>
    );
  };
  const select = (field: 'expiryMonth' | 'expiryYear', label: string, value: string, options: readonly string[], set: (value: string) => void) => (
    <ExpirySelect
      controlId={`${id}-${field}`}
      label={label}
      value={value}
      options={options}
      error={problems[field]}
      field={field}
      dataName="data-card-field"
      onChange={(next) => {
        set(next);
        if (problems.expiryMonth || problems.expiryYear) setProblems((current) => ({ ...current, expiryMonth: undefined, expiryYear: undefined }));
      }}
    />
  );

  return (
    <form
      ref={form}
      method="post"
      noValidate
      aria-busy={busy || undefined}
      data-new-card=""
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {text('holder', words.holderLabel, holder, setHolder, 'cc-name')}
      {text('number', words.numberLabel, number, setNumber, 'cc-number')}
      <div data-expiry="">
        {select('expiryMonth', words.monthLabel, month, EXPIRY_MONTHS, setMonth)}
        {select('expiryYear', words.yearLabel, year, expiryYearOptions(new Date()), setYear)}
      </div>
      <div data-card-actions="">
        <button type="submit" className={button} data-variant="contained" aria-busy={busy || undefined} data-save-card="">
          {words.saveLabel}
          {busy && <Spinner />}
        </button>
        <button type="button" className={button} data-variant="outlined" onClick={() => !busy && onCancel()} data-cancel-card="">
          {words.cancelLabel}
        </button>
      </div>
    </form>
  );
}
