import type { FormEvent } from 'react';
import { normaliseCode } from '../../core/account/otp';
import { fillTemplate } from '../../core/text/template';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { Spinner } from '../gates/GateButton';
import type { PersonalWords } from './text';
import type { usePersonalDetails } from './usePersonalDetails';

type State = ReturnType<typeof usePersonalDetails>;

/**
 * The code step: "We sent a code to {value}", one input (one-time-code, numeric), Verify; "Send a new code" disabled
 * while the countdown runs (the seconds shown, not announced each second; "You can ask for a new code now" is);
 * after an expiry or too many wrong codes only "Start again" (a new code) and Cancel.
 */
export function OtpStep({ state, words, buttonClass }: { state: State; words: PersonalWords; buttonClass: string }) {
  const challenge = state.challenge!;
  const controlId = 'personal-code';
  const errorText = state.codeError || undefined;
  const fieldState = errorText ? 'error' : 'default';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.verify();
  };
  const [before, after] = words.codeSentMessage.split('{value}');
  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={state.busy || undefined} aria-labelledby="personal-code-title" data-otp-step={challenge.field}>
      <h3 id="personal-code-title">{words.codeTitle}</h3>
      <p data-code-sent="">
        {after === undefined ? (
          fillTemplate(words.codeSentMessage, { value: challenge.value })
        ) : (
          <>
            {before}
            <bdi dir="ltr">{challenge.value}</bdi>
            {after}
          </>
        )}
      </p>
      {state.verified ? (
        <div data-actions="">
          <button type="button" className={buttonClass} data-variant="contained" aria-busy={state.busy || undefined} onClick={() => void state.retrySave()} data-personal-try-again="">
            {words.retryLabel}
            {state.busy && <Spinner />}
          </button>
          <button type="button" className={buttonClass} data-variant="outlined" onClick={state.cancel} data-personal-cancel="">
            {words.cancelLabel}
          </button>
        </div>
      ) : state.ended ? (
        <>
          <div data-actions="">
            <button
              type="button"
              className={buttonClass}
              data-variant="contained"
              aria-busy={state.busy || undefined}
              disabled={state.waiting > 0}
              onClick={() => void state.startAgain()}
              data-otp-start-again=""
            >
              {words.startAgainLabel}
              {state.busy && <Spinner />}
            </button>
            <button type="button" className={buttonClass} data-variant="outlined" onClick={state.cancel} data-personal-cancel="">
              {words.cancelLabel}
            </button>
          </div>
          <Countdown state={state} words={words} />
        </>
      ) : (
        <>
          <FieldFrame controlId={controlId} label={words.codeLabel} required state={fieldState} helperText={words.codeHint} errorText={errorText}>
            <input
              id={controlId}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              dir="ltr"
              aria-required="true"
              aria-invalid={fieldState === 'error' || undefined}
              aria-describedby={hintId({ controlId, state: fieldState, helperText: words.codeHint, errorText })}
              value={state.code}
              onChange={(event) => state.setCode(normaliseCode(event.target.value))}
              data-code-input=""
            />
          </FieldFrame>
          <div data-actions="">
            <button type="submit" className={buttonClass} data-variant="contained" aria-busy={state.busy || undefined} data-otp-verify="">
              {words.verifyLabel}
              {state.busy && <Spinner />}
            </button>
            <button type="button" className={buttonClass} data-variant="outlined" disabled={state.waiting > 0} onClick={() => void state.resend()} data-otp-resend="">
              {words.resendLabel}
            </button>
            <button type="button" className={buttonClass} data-variant="outlined" onClick={state.cancel} data-personal-cancel="">
              {words.cancelLabel}
            </button>
          </div>
          <Countdown state={state} words={words} />
        </>
      )}
    </form>
  );
}

/** The seconds until a new code (shown, not announced each second), then "You can ask for a new code now" (announced). */
function Countdown({ state, words }: { state: State; words: PersonalWords }) {
  return (
    <>
      <p data-countdown="" role="timer">
        {state.waiting > 0 ? fillTemplate(words.resendCountdown, { seconds: state.waiting }) : ''}
      </p>
      <p data-countdown="" role="status" data-resend-ready="">
        {state.waiting > 0 ? '' : words.resendReadyMessage}
      </p>
    </>
  );
}
