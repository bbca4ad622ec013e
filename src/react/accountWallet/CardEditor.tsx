import { useId, useRef, useState, type RefObject } from 'react';
import { expiryMessage, occExpiry, toCardView, validateExpiry, type ExpiryProblems } from '../../core/account/payment';
import { cardName, EXPIRY_MONTHS, expiryProblemsFromServer, expiryYearOptions } from '../../core/account/wallet';
import { fillTemplate } from '../../core/text/template';
import { isOccAccountError, type OccAccountClient, type OccPaymentDetails } from '../../core/services/occAccount';
import { ExpirySelect } from '../forms/ExpirySelect';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { accountMessageStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { editorStyles } from './styles';
import type { EditorWords } from './words';

export interface CardEditorProps {
  card: OccPaymentDetails;
  occ: OccAccountClient;
  words: EditorWords;
  /** After a successful save, with the card as it now is. */
  onSaved: (card: OccPaymentDetails) => void;
  /** Cancel (ignored while saving); absent: Cancel puts the form back as the card is stored, in place. */
  onCancel?: () => void;
  /** Save went out (true) or came back (false): a dialog must not be dismissed in between. */
  onBusyChange?: (busy: boolean) => void;
  /** Says the saved message itself (the page form); the wallet says it in its own status line instead. */
  announceSaved?: boolean;
  /** The month select, for a dialog's first focus. */
  monthRef?: RefObject<HTMLSelectElement | null>;
}

type Field = keyof ExpiryProblems;

/**
 * The credit card edit form: the card as it is (type, •••• and the last four
 * digits, holder, expiry: never more of the number), its expiry as two selects checked with validateExpiry before
 * any request (a past month is refused with a message naming it), "Make this my default card", Save (busy, then
 * a status line) and Cancel. OCC's own 400 on an expiry field is shown on that field.
 */
export function CardEditor({ card, occ, words, onSaved, onCancel, onBusyChange, announceSaved, monthRef }: CardEditorProps) {
  const id = useId();
  const stored = occExpiry(card.expiryMonth, card.expiryYear);
  const [month, setMonth] = useState(stored?.expiryMonth ?? '');
  const [year, setYear] = useState(stored?.expiryYear ?? '');
  const [makeDefault, setMakeDefault] = useState(card.defaultPayment === true);
  const [problems, setProblems] = useState<ExpiryProblems>({});
  const [busy, setBusyState] = useState(false);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange?.(value);
  };
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState(false);
  const ownMonthRef = useRef<HTMLSelectElement>(null);
  const monthSelect = monthRef ?? ownMonthRef;
  const yearRef = useRef<HTMLSelectElement>(null);
  const classes = {
    form: useThemedClass(editorStyles),
    button: useThemedClass(buttonStyles),
    message: useThemedClass(accountMessageStyles),
  };
  const view = toCardView(card, new Date());
  const name = view ? cardName(view, words.cardNameTemplate) : '';
  const messages = { ...words, expiryPastMessage: fillTemplate(words.expiryPastMessage, { date: `${month}/${year}` }) };
  const problemText = (field: Field) => expiryMessage(field, problems[field], messages);

  const reset = () => {
    setMonth(stored?.expiryMonth ?? '');
    setYear(stored?.expiryYear ?? '');
    setMakeDefault(card.defaultPayment === true);
    setProblems({});
    setAlert('');
    setSaved(false);
  };

  const focusFirst = (found: ExpiryProblems) => (found.expiryMonth ? monthSelect.current : yearRef.current)?.focus();

  const submit = async () => {
    if (busy) return;
    setAlert('');
    setSaved(false);
    const found = validateExpiry(month, year, new Date());
    setProblems(found);
    if (found.expiryMonth || found.expiryYear) {
      focusFirst(found);
      return;
    }
    const expiry = occExpiry(month, year);
    if (!expiry || typeof card.id !== 'string') return;
    const becomesDefault = makeDefault && card.defaultPayment !== true;
    setBusy(true);
    try {
      await occ.updatePaymentDetails(card.id, { ...expiry, ...(becomesDefault ? { defaultPayment: true } : {}) });
      setBusy(false);
      setSaved(true);
      onSaved({ ...card, ...expiry, defaultPayment: card.defaultPayment === true || becomesDefault });
    } catch (error) {
      setBusy(false);
      const fromServer = isOccAccountError(error) ? expiryProblemsFromServer(error.subjects, error.reasons) : {};
      if (fromServer.expiryMonth || fromServer.expiryYear) {
        setProblems(fromServer);
        focusFirst(fromServer);
      } else setAlert(words.saveErrorMessage);
    }
  };

  const select = (field: Field, label: string, value: string, options: readonly string[], set: (value: string) => void, ref: RefObject<HTMLSelectElement | null>) => (
    <ExpirySelect
      controlId={`${id}-${field}`}
      label={label}
      value={value}
      options={options}
      error={problemText(field)}
      field={field}
      dataName="data-field"
      selectRef={ref}
      onChange={(next) => {
        set(next);
        setSaved(false);
        if (problems.expiryMonth || problems.expiryYear) setProblems({});
      }}
    />
  );

  return (
    <form
      className={classes.form}
      method="post"
      noValidate
      aria-busy={busy || undefined}
      data-card-editor={card.id}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <dl data-card-summary="">
        <dt>{view?.typeLabel}</dt>
        <dd data-card-number="">
          <span aria-hidden="true" dir="ltr">{view?.masked}</span>
          <span data-visually-hidden="">{name}</span>
        </dd>
        {card.accountHolderName && (
          <>
            <dt>{words.holderLabel}</dt>
            <dd data-card-holder="">{card.accountHolderName}</dd>
          </>
        )}
        <dt>{words.expiresLabel}</dt>
        <dd data-card-expiry="">
          <span dir="ltr">{view?.expiryLabel}</span>
        </dd>
      </dl>
      <div data-expiry="">
        {select('expiryMonth', words.expiryMonthLabel, month, EXPIRY_MONTHS, setMonth, monthSelect)}
        {select('expiryYear', words.expiryYearLabel, year, expiryYearOptions(new Date(), stored?.expiryYear), setYear, yearRef)}
      </div>
      <label data-default-option="">
        <input
          type="checkbox"
          name="defaultPayment"
          checked={makeDefault}
          disabled={card.defaultPayment === true}
          onChange={(event) => setMakeDefault(event.currentTarget.checked)}
        />
        <span>{words.defaultCardLabel}</span>
      </label>
      <p className={classes.message} role="alert" data-editor-alert="">
        {alert}
      </p>
      <p className={classes.message} role="status" data-editor-status="">
        {announceSaved && saved ? words.savedMessage : ''}
      </p>
      <div data-actions="">
        <button type="submit" className={classes.button} data-variant="contained" aria-busy={busy || undefined} aria-disabled={busy || undefined} data-save-card="">
          {words.saveLabel}
          {busy && <Spinner />}
        </button>
        <button type="button" className={classes.button} data-variant="outlined" aria-disabled={busy || undefined} onClick={() => !busy && (onCancel ?? reset)()} data-cancel-card="">
          {words.cancelLabel}
        </button>
      </div>
    </form>
  );
}
