import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { sendInvitation } from '../../core/services/referrals';
import { pageConfig } from '../../core/stores/pageConfig';
import { asVisitor } from '../../core/visitor/consumerCalls';
import { EMPTY_FRIEND, FIRST_NAME_MAX, EMAIL_MAX, firstFriendProblem, friendProblemMessage, friendProblems, invitationInput, invitationRefusal, type FriendField, type FriendValues, type RefusalKey } from '../../core/account/askAFriend';
import { authoredWords, fillTemplate } from '../../core/text/template';
import { AccountGate } from '../account/AccountGate';
import { accountMessageStyles, accountSectionStyles } from '../account/styles';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { buttonStyles } from '../gates/styles';
import { Spinner } from '../gates/GateButton';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { askFormStyles, askIntroStyles } from './styles';
import { ASK_DEFAULTS, type AskWords } from './words';

const TAG = 'brand-ask-a-friend';

export interface AskAFriendProps extends Partial<AskWords> {
  /** the heading (a model field) */
  title?: string;
  /** authored HTML above the form (sanitized) */
  text?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
  /** → brand-referral-invitation-sent { invitationId, status } */
  onInvitationSent?: (detail: { invitationId: string; status: string }) => void;
}

/** Ask a friend by e-mail (brand-ask-a-friend), behind the account gate. */
export function AskAFriend(props: AskAFriendProps) {
  return (
    <AccountGate loginUrl={props.loginUrl} signedOutMessage={props.signedOutMessage} editorLabel="Ask a friend: the invitation form of the logged-in visitor">
      <AskForm {...props} />
    </AccountGate>
  );
}

function AskForm(props: AskAFriendProps) {
  const words = authoredWords(ASK_DEFAULTS, props);
  const page = useSyncExternalStore(pageConfig.subscribe, pageConfig.getSnapshot, pageConfig.getSnapshot);
  const muleSoftConfig = props.muleSoftConfig ?? page.muleSoftConfig;
  const id = useId();
  const ids: Record<FriendField, string> = { firstName: `${id}-first-name`, email: `${id}-email`, consent: `${id}-consent` };
  const refs = { firstName: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), consent: useRef<HTMLInputElement>(null) };
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<FriendValues>(EMPTY_FRIEND);
  const [touched, setTouched] = useState<Partial<Record<FriendField, boolean>>>({});
  /** a refusal of the service about one field, until that field is edited */
  const [server, setServer] = useState<{ field: FriendField; key: RefusalKey } | undefined>();
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  /** counts successes: the status takes focus once it is on screen, so the next friend starts from there */
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);
  const classes = {
    section: useThemedClass(accountSectionStyles),
    form: useThemedClass(askFormStyles),
    intro: useThemedClass(askIntroStyles),
    message: useThemedClass(accountMessageStyles),
    button: useThemedClass(buttonStyles),
  };

  const problems = friendProblems(values);
  const messages = { requiredMessage: words.requiredMessage, typeMessage: words.typeMessage };
  const labels: Record<FriendField, string> = { firstName: words.firstNameLabel, email: words.emailLabel, consent: words.consentLabel };
  const errorOf = (field: FriendField): string | undefined => {
    if (server?.field === field) return words[server.key];
    const problem = touched[field] ? problems[field] : undefined;
    if (!problem) return undefined;
    return field === 'consent' ? words.consentRequiredMessage : friendProblemMessage(field, problem, labels[field].replace(/\s*\(.*\)\s*$/, ''), messages);
  };

  const change = <K extends FriendField>(field: K, value: FriendValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (server?.field === field) setServer(undefined);
    setStatus(''); // "is on its way" was about the previous friend
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert('');
    setStatus('');
    setTouched({ firstName: true, email: true, consent: true });
    const first = firstFriendProblem(problems);
    if (first) {
      setServer(undefined);
      refs[first].current?.focus();
      return; // nothing is sent
    }
    setBusy(true);
    const input = invitationInput(values);
    const result = await asVisitor({ muleSoftConfig }, (identity, options) => sendInvitation(muleSoftConfig, identity, input, options));
    setBusy(false);
    if (result.ok) {
      setValues(EMPTY_FRIEND);
      setTouched({});
      setServer(undefined);
      setStatus(fillTemplate(words.successMessage, { email: input.email, firstName: input.firstName ?? '' }));
      setSent((count) => count + 1);
      props.onInvitationSent?.({ invitationId: result.value.invitationId, status: result.value.status });
      return;
    }
    const refusal = invitationRefusal(result.reason);
    if (refusal.field) {
      setServer({ field: refusal.field, key: refusal.key });
      refs[refusal.field].current?.focus();
      return;
    }
    if (refusal.key === 'failureMessage') console.error(`<${TAG}>: the invitation could not be sent (${result.reason}).`);
    setAlert(words[refusal.key]);
  };

  const frame = (field: 'firstName' | 'email', input: { type: string; autoComplete: string; inputMode?: 'email' | 'text'; maxLength: number; required?: boolean; hint?: string }) => {
    const errorText = errorOf(field);
    const state = errorText ? 'error' : 'default';
    const describedBy = hintId({ controlId: ids[field], state, helperText: input.hint, errorText });
    return (
      <FieldFrame controlId={ids[field]} label={labels[field]} required={input.required} state={state} helperText={input.hint} errorText={errorText}>
        <input
          ref={refs[field]}
          id={ids[field]}
          name={field}
          type={input.type}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          dir={field === 'email' ? 'ltr' : undefined}
          spellCheck={false}
          maxLength={input.maxLength + 20}
          required={input.required}
          aria-required={input.required || undefined}
          aria-invalid={state === 'error' || undefined}
          aria-describedby={describedBy}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          onBlur={() => values[field].trim() && setTouched((previous) => ({ ...previous, [field]: true }))}
          data-ask-input={field}
        />
      </FieldFrame>
    );
  };

  const consentError = errorOf('consent');
  const consentState = consentError ? 'error' : 'default';
  const title = props.title?.trim();
  const intro = props.text?.trim();
  return (
    <section className={classes.section} aria-labelledby={title ? `${id}-title` : undefined} data-ask-a-friend="">
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      {intro && <SanitizedHtml html={intro} className={classes.intro} data-ask-intro="" />}
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        {frame('firstName', { type: 'text', autoComplete: 'off', maxLength: FIRST_NAME_MAX })}
        {frame('email', { type: 'email', autoComplete: 'off', inputMode: 'email', maxLength: EMAIL_MAX, required: true, hint: words.emailHint })}
        <FieldFrame controlId={ids.consent} state={consentState} errorText={consentError}>
          <label data-option="" htmlFor={ids.consent}>
            <input
              ref={refs.consent}
              id={ids.consent}
              name="consent"
              type="checkbox"
              required
              aria-required="true"
              aria-invalid={consentState === 'error' || undefined}
              aria-describedby={hintId({ controlId: ids.consent, state: consentState, errorText: consentError })}
              checked={values.consent}
              onChange={(event) => {
                change('consent', event.target.checked);
                setTouched((previous) => ({ ...previous, consent: true }));
              }}
              data-ask-input="consent"
            />
            <span>
              <SanitizedHtml html={words.consentLabel} data-consent-label="" />
              <span data-required="" aria-hidden="true">
                {' *'}
              </span>
            </span>
          </label>
        </FieldFrame>
        <p className={classes.message} role="alert" data-ask-alert="">
          {alert}
        </p>
        <p className={classes.message} role="status" tabIndex={status ? -1 : undefined} ref={statusRef} data-ask-status="">
          {status}
        </p>
        <div data-ask-actions="">
          <button type="submit" className={classes.button} data-variant="contained" aria-busy={busy || undefined} aria-disabled={busy || undefined} data-ask-submit="">
            {words.submitLabel}
            {busy && <Spinner label={words.sendingLabel} />}
          </button>
        </div>
      </form>
    </section>
  );
}
