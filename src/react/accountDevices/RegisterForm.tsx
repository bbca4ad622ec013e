import { useId, useRef, useState, type FormEvent } from 'react';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { normaliseSerialNumber, serialNumberProblem } from '../../core/account/devices';
import { modelOptions, registerFailureMessage } from '../../core/account/deviceView';
import { authoredWords, fillTemplate } from '../../core/text/template';
import { registerMyDevice } from '../../core/visitor/devices';
import { useAccountFormSubmit } from '../account/useAccountFormSubmit';
import { accountMessageStyles, accountSectionStyles } from '../account/styles';
import { useDeviceServices } from './useDevices';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { registerFormStyles } from './styles';
import { REGISTER_DEFAULTS, type RegisterWords } from './text';

const TAG = 'brand-account-register-device';

export interface RegisterDeviceProps extends Partial<RegisterWords> {
  /** the heading (a model field; with `id`, required: the element is empty without them) */
  title?: string;
  /** offered as a select (strings or { value, label }); a text field without them */
  models?: (string | { value?: string; label?: string })[];
  loginUrl?: string;
  signedOutMessage?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
  onRegistered?: (detail: { serialNumber: string }) => void;
}

export function RegisterForm(props: RegisterDeviceProps) {
  const text = authoredWords(REGISTER_DEFAULTS, props);
  const { muleSoftConfig, hybrisConfig } = useDeviceServices(props);
  const id = useId();
  const serialId = `${id}-serial`;
  const modelId = `${id}-model`;
  const serialRef = useRef<HTMLInputElement>(null);
  const [serial, setSerial] = useState('');
  const [model, setModel] = useState('');
  const [touched, setTouched] = useState(false);
  /** a refusal of the service about the serial, until it is edited */
  const [serverProblem, setServerProblem] = useState<'serialInvalidMessage' | 'duplicateMessage' | undefined>();
  const { busy, alert, setAlert, status, setStatus, send, isSending, focusAfterUpdate } = useAccountFormSubmit();
  const options = modelOptions(props.models);
  const classes = {
    section: useThemedClass(accountSectionStyles),
    form: useThemedClass(registerFormStyles),
    message: useThemedClass(accountMessageStyles),
    button: useThemedClass(buttonStyles),
  };

  const problem = serialNumberProblem(serial);
  const localMessage = problem === 'required' ? text.serialRequiredMessage : problem === 'invalid' ? text.serialInvalidMessage : undefined;
  const errorText = serverProblem ? text[serverProblem] : touched ? localMessage : undefined;
  const fieldState = errorText ? 'error' : 'default';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    const serialNumber = normaliseSerialNumber(serial);
    setSerial(serialNumber);
    setTouched(true);
    setAlert('');
    setStatus('');
    if (serialNumberProblem(serialNumber)) {
      focusAfterUpdate(() => serialRef.current);
      return; // nothing is sent
    }
    const result = await send(() => registerMyDevice({ serialNumber, productName: model.trim() || undefined }, { muleSoftConfig, hybrisConfig }));
    if (!result) return;
    if (result.ok) {
      setSerial('');
      setModel('');
      setTouched(false);
      setServerProblem(undefined);
      setStatus(fillTemplate(text.successMessage, { serialNumber: result.value.serialNumber }));
      props.onRegistered?.({ serialNumber: result.value.serialNumber });
      return;
    }
    const failure = registerFailureMessage(result.reason);
    if (failure.onField) {
      setServerProblem(failure.key as 'serialInvalidMessage' | 'duplicateMessage');
      focusAfterUpdate(() => serialRef.current);
    } else {
      if (failure.key === 'failureMessage') console.error(`<${TAG}>: the device could not be registered (${result.reason}).`);
      setAlert(text[failure.key]);
    }
  };

  const title = props.title?.trim();
  return (
    <section className={classes.section} aria-labelledby={title ? `${id}-title` : undefined} data-register-device="">
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      <form className={classes.form} method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <FieldFrame controlId={serialId} label={text.serialLabel} required state={fieldState} helperText={text.serialHint} errorText={errorText}>
          <input
            ref={serialRef}
            id={serialId}
            name="serialNumber"
            type="text"
            dir="ltr"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={32}
            required
            aria-required="true"
            aria-invalid={fieldState === 'error' || undefined}
            aria-describedby={hintId({ controlId: serialId, state: fieldState, helperText: text.serialHint, errorText })}
            value={serial}
            onChange={(event) => {
              setSerial(event.target.value);
              setServerProblem(undefined);
              setStatus(''); // "is registered" was about the previous serial
            }}
            onBlur={() => {
              setSerial((value) => normaliseSerialNumber(value));
              if (serial.trim()) setTouched(true);
            }}
            data-serial-input=""
          />
        </FieldFrame>
        <FieldFrame controlId={modelId} label={text.modelLabel} state="default">
          {options.length ? (
            <select id={modelId} name="productName" value={model} onChange={(event) => setModel(event.target.value)} data-model-input="">
              <option value="">{text.modelPlaceholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input id={modelId} name="productName" type="text" autoComplete="off" maxLength={120} value={model} onChange={(event) => setModel(event.target.value)} data-model-input="" />
          )}
        </FieldFrame>
        <p className={classes.message} role="alert" data-register-message="">
          {alert}
        </p>
        <p className={classes.message} role="status" data-register-status="">
          {status}
        </p>
        <div data-register-actions="">
          <button type="submit" className={classes.button} data-variant="contained" aria-busy={busy || undefined} aria-disabled={busy || undefined} data-register-submit="">
            {text.registerLabel}
            {busy && <Spinner />}
          </button>
        </div>
      </form>
    </section>
  );
}
