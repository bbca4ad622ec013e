import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { sendInvitation } from '../../core/services/referrals';
import { pageConfig } from '../../core/stores/pageConfig';
import { asVisitor } from '../../core/visitor/consumerCalls';
import { EMPTY_FRIEND, FIRST_NAME_MAX, EMAIL_MAX, firstFriendProblem, friendProblemMessage, friendProblems, invitationInput, invitationRefusal, type FriendField, type FriendValues, type RefusalKey } from '../../core/account/askAFriend';
import { authoredWords, fillTemplate } from '../../core/text/template';
import { useAccountFormSubmit } from '../account/useAccountFormSubmit';
import { Consents } from '../leadGenForm/Consents';
import { accountMessageStyles, accountSectionStyles } from '../account/styles';
import { FieldFrame, hintId } from '../forms/FieldFrame';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { askFormStyles, askIntroStyles } from './styles';
import { ASK_DEFAULTS, type AskWords } from './words';
import { usePageConfig } from '../runtime/context';

const TAG = 'brand-ask-a-friend';
const CONSENT_GIVEN: ReadonlySet<string> = new Set(['consent']);
const NONE: ReadonlySet<string> = new Set();

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

export function AskForm(props: AskAFriendProps) {
  const words = authoredWords(ASK_DEFAULTS, props);
  const page = usePageConfig();
  const muleSoftConfig = props.muleSoftConfig ?? page.muleSoftConfig;
  const id = useId();
  const ids: Record<FriendField, string> = { firstName: `${id}-first-name`, email: `${id}-email`, consent: `${id}-consent` };
  const refs = { firstName: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const consentRef = useRef<HTMLDivElement>(null);
  const fieldElement = (field: FriendField) => (field === 'consent' ? consentRef.current?.querySelector('input') : refs[field].current);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<FriendValues>(EMPTY_FRIEND);
  const [touched, setTouched] = useState<Partial<Record<FriendField, boolean>>>({});
  /** a refusal of the service about one field, until that field is edited */
  const [server, setServer] = useState<{ field: FriendField; key: RefusalKey } | undefined>();
  const { busy, alert, setAlert, status, setStatus, send, isSending, focusAfterUpdate } = useAccountFormSubmit();
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

  const consents = useMemo(() => [{ id: 'consent', label: words.consentLabel, required: true }], [words.consentLabel]);
  const problems = friendProblems(values);
  const messages = { requiredMessage: words.requiredMessage, typeMessage: words.typeMessage };
  const labels = { firstName: words.firstNameLabel, email: words.emailLabel };
  const errorOf = (field: FriendField): string | undefined => {
    if (server?.field === field) return words[server.key];
    const problem = touched[field] ? problems[field] : undefined;
    if (!problem) return undefined;
    if (field === 'consent') return words.consentRequiredMessage;
    return friendProblemMessage(field, problem, labels[field], field === 'firstName' ? { ...messages, lengthMessage: words.lengthMessage } : messages);
  };

  const change = <K extends FriendField>(field: K, value: FriendValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (server?.field === field) setServer(undefined);
    setAlert(''); // the failure was about what is being changed
    setStatus(''); // "is on its way" was about the previous friend
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    setAlert('');
    setStatus('');
    setServer(undefined); // the previous refusal was about what was sent then
    setTouched({ firstName: true, email: true, consent: true });
    const first = firstFriendProblem(problems);
    if (first) {
      focusAfterUpdate(() => fieldElement(first)); // once its error is on it
      return; // nothing is sent
    }
    const input = invitationInput(values);
    const result = await send(() => asVisitor({ muleSoftConfig }, (identity, options) => sendInvitation(muleSoftConfig, identity, input, options)));
    if (!result) return;
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
      const field = refusal.field;
      focusAfterUpdate(() => fieldElement(field));
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
  const title = props.title?.trim();
  const intro = props.text?.trim();
  return (
    <section className={classes.section} aria-labelledby={title ? `${id}-title` : undefined} data-ask-a-friend="">
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      {intro && <SanitizedHtml html={intro} className={classes.intro} data-ask-intro="" />}
      <form className={classes.form} method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        {frame('firstName', { type: 'text', autoComplete: 'off', maxLength: FIRST_NAME_MAX })}
        {frame('email', { type: 'email', autoComplete: 'off', inputMode: 'email', maxLength: EMAIL_MAX, required: true, hint: words.emailHint })}
        <div ref={consentRef}>
          <Consents
            consents={consents}
            given={values.consent ? CONSENT_GIVEN : NONE}
            missing={NONE}
            errors={{ consent: consentError }}
            onToggle={(_, checked) => {
              change('consent', checked);
              setTouched((previous) => ({ ...previous, consent: true }));
            }}
            idPrefix={id}
          />
        </div>
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
