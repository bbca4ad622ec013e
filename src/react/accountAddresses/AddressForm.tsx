import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';
import {
  ADDRESS_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  TITLE_CODES,
  addressFieldMessage,
  fromOccAddress,
  normalisePostcode,
  toOccAddress,
  validateAddressForm,
  type AddressField,
  type OccAddress,
} from '../../core/account/addresses';
import { editedAddress, firstAddressProblem, saveFailureOutcome, serverFieldMessage, withFieldChecked, type FormProblems, type SaveFailure } from '../../core/account/addressEditing';
import type { OccAccountClient, OccAddressInput } from '../../core/services/occAccount';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { fieldStyles } from '../forms/fieldStyles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { accountActionsStyles, accountMessageStyles } from '../account/styles';
import { FIELD_LABEL_KEYS, type FormWords } from './words';
import { addressFormStyles } from './styles';

export interface AddressFormProps {
  occ: OccAccountClient | undefined;
  /** the saved address being edited; none: a new address (POST) */
  address?: OccAddress;
  words: FormWords;
  onSaved: (address: OccAddress) => void;
  onCancel: () => void;
  /** set to the first field (the dialog's initial focus) */
  firstFieldRef?: RefObject<HTMLSelectElement | null>;
  /** the visitor typed or started a save (a page clears its last "saved" status) */
  onActivity?: () => void;
  /** whether a save runs and whether anything was changed (a dialog is then not dismissed by a stray click) */
  onStateChange?: (state: { busy: boolean; dirty: boolean }) => void;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  titleCode: 'honorific-prefix',
  firstName: 'given-name',
  lastName: 'family-name',
  line1: 'address-line1',
  line2: 'address-line2',
  town: 'address-level2',
  postalCode: 'postal-code',
  phone: 'tel',
};

/** Fields that take a whole row from `sm` up. */
const WIDE: readonly AddressField[] = ['line1', 'line2', 'phone'];

type Values = Record<AddressField, string>;
const EMPTY = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Values;

/**
 * The edit-address form (GB fields of core/account/addresses.ts): client validation first (nothing is sent while
 * a field is wrong; focus goes to the first), the postcode normalised on leaving its field, Save busy while the
 * call runs (POST for a new address, PATCH for a saved one), a 400 naming a field shown on that field, any other
 * failure as one message with everything typed kept.
 */
export function AddressForm({ occ, address, words, onSaved, onCancel, firstFieldRef, onActivity, onStateChange }: AddressFormProps) {
  const [values, setValues] = useState<Values>(() => (address ? { ...EMPTY, ...fromOccAddress(address) } : EMPTY));
  const [dirty, setDirty] = useState(false);
  const [makeDefault, setMakeDefault] = useState(address?.defaultAddress === true);
  const [problems, setProblems] = useState<FormProblems>({});
  const [shown, setShown] = useState<Partial<Record<AddressField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const controls = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const prefix = `address${useId().replace(/:/g, '')}`;
  const classes = {
    form: useThemedClass(addressFormStyles),
    field: useThemedClass(fieldStyles),
    actions: useThemedClass(accountActionsStyles),
    message: useThemedClass(accountMessageStyles),
    button: useThemedClass(buttonStyles),
  };

  const reported = useRef(onStateChange);
  reported.current = onStateChange;
  useEffect(() => reported.current?.({ busy, dirty }), [busy, dirty]);

  const messageOf = (field: AddressField): string | undefined => {
    const problem = problems[field];
    if (!problem || !shown[field]) return undefined;
    return problem === 'server' ? serverFieldMessage(words.serverInvalidMessage, field, words.fieldNames) : addressFieldMessage(field, problem, words.messages, words.fieldNames);
  };

  const change = (field: AddressField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDirty(true);
    onActivity?.();
    // a shown problem follows the typing, so it goes as soon as the field is right
    if (problems[field]) setProblems(withFieldChecked(problems, field, validateAddressForm(next)));
  };

  const leave = (field: AddressField, to: EventTarget | null) => {
    const next = field === 'postalCode' && values.postalCode.trim() ? { ...values, postalCode: normalisePostcode(values.postalCode) } : values;
    if (next !== values) setValues(next);
    // Leaving for Save or Cancel: a message appearing (or going) now would move the button from under the
    // pointer between press and release, and the click would be lost. Save checks everything anyway.
    if (to instanceof Element && to.closest('[data-address-actions]')) return;
    setProblems(withFieldChecked(problems, field, validateAddressForm(next)));
    setShown((before) => ({ ...before, [field]: true }));
  };

  // Focus moves once the message is rendered, so a screen reader reads it with the field (aria-describedby).
  const [focusTo, setFocusTo] = useState<{ field: AddressField } | undefined>(undefined);
  useEffect(() => {
    if (focusTo) controls.current[focusTo.field]?.focus();
  }, [focusTo]);
  const focusField = (field: AddressField) => setFocusTo({ field });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onActivity?.();
    setAlert('');
    const checked = validateAddressForm(values);
    const first = firstAddressProblem(checked);
    if (first) {
      setProblems(checked);
      setShown(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, true])));
      focusField(first);
      return;
    }
    setValues((before) => ({ ...before, postalCode: normalisePostcode(before.postalCode) }));
    if (!occ) {
      setAlert(words.saveErrorMessage);
      return;
    }
    setBusy(true);
    const wantsDefault = makeDefault && address?.defaultAddress !== true;
    try {
      if (address?.id) {
        // every field sent (a cleared optional one as ''): the shop merges a PATCH
        const body = toOccAddress(values, { forPatch: true, ...(wantsDefault ? { defaultAddress: true } : {}) });
        await occ.updateAddress(address.id, body as OccAddressInput);
        setBusy(false);
        onSaved({ ...editedAddress(address, body), defaultAddress: address.defaultAddress || wantsDefault });
      } else {
        const saved = await occ.addAddress(toOccAddress(values, { defaultAddress: makeDefault }) as OccAddressInput);
        setBusy(false);
        onSaved(saved);
      }
    } catch (error) {
      setBusy(false);
      const outcome = saveFailureOutcome(error as SaveFailure);
      if (outcome.kind === 'field') {
        setProblems((before) => ({ ...before, [outcome.field]: outcome.problem }));
        setShown((before) => ({ ...before, [outcome.field]: true }));
        focusField(outcome.field);
      } else {
        setAlert(outcome.kind === 'limit' ? words.limitMessage : words.saveErrorMessage);
      }
    }
  };

  const field = (name: AddressField) => {
    const controlId = `${prefix}-${name}`;
    const errorText = messageOf(name);
    const required = REQUIRED_ADDRESS_FIELDS.includes(name);
    const state = errorText ? 'error' : 'default';
    const common = {
      id: controlId,
      name,
      autoComplete: AUTOCOMPLETE[name],
      'aria-required': required || undefined,
      'aria-invalid': errorText ? true : undefined,
      'aria-describedby': hintId({ controlId, state, errorText }),
      onBlur: (event: FocusEvent<HTMLElement>) => leave(name, event.relatedTarget),
      'data-address-field': name,
    };
    return (
      <div key={name} data-wide={WIDE.includes(name) || undefined} data-narrow={name === 'titleCode' || undefined}>
        <FieldFrame controlId={controlId} label={words[FIELD_LABEL_KEYS[name]]} required={required} state={state} errorText={errorText}>
          {name === 'titleCode' ? (
            <select
              {...common}
              ref={(node) => {
                controls.current[name] = node;
                if (firstFieldRef) firstFieldRef.current = node;
              }}
              value={values.titleCode.toLowerCase()}
              onChange={(event) => change(name, event.target.value)}
            >
              <option value="">{words.noTitleLabel}</option>
              {TITLE_CODES.map((code) => (
                <option key={code} value={code}>
                  {words.titleLabels[code] ?? code.charAt(0).toUpperCase() + code.slice(1)}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...common}
              ref={(node) => {
                controls.current[name] = node;
              }}
              type={name === 'phone' ? 'tel' : 'text'}
              dir={name === 'postalCode' || name === 'phone' ? 'ltr' : undefined}
              autoCapitalize={name === 'postalCode' ? 'characters' : undefined}
              spellCheck={false}
              value={values[name]}
              onChange={(event) => change(name, event.target.value)}
            />
          )}
        </FieldFrame>
      </div>
    );
  };

  return (
    <form className={classes.form} method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined} data-address-form={address?.id ?? 'new'}>
      <div data-fields="">{ADDRESS_FIELDS.map(field)}</div>
      <div className={classes.field}>
        <label data-option="">
          <input
            type="checkbox"
            name="defaultAddress"
            checked={makeDefault}
            disabled={address?.defaultAddress === true}
            onChange={(event) => {
              setMakeDefault(event.target.checked);
              setDirty(true);
              onActivity?.();
            }}
            data-address-default-choice=""
          />
          {words.defaultAddressLabel}
        </label>
      </div>
      <p className={classes.message} role="alert" data-address-form-message="">
        {alert}
      </p>
      <div className={classes.actions} data-address-actions="">
        <button type="submit" className={classes.button} data-variant="contained" aria-busy={busy || undefined} aria-disabled={busy || undefined} data-address-save="">
          {words.saveLabel}
          {busy && <Spinner />}
        </button>
        <button type="button" className={classes.button} data-variant="outlined" onClick={onCancel} data-address-cancel="">
          {words.cancelLabel}
        </button>
      </div>
    </form>
  );
}
