import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { ButtonControl } from '../shared/buttonControl/ButtonControl';
import { Spinner } from '../shared/buttonControl/Spinner';
import { Icon } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeUrl } from '../shared/useSafeUrl';
import { loginStyles } from './styles';
import { RETURN_PARAM, safeReturnPath } from '../../core/account/access';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorStore } from '../../core/stores/visitor';
import { isLoggedIn } from '../../core/visitor/session';
import { failureMessage, fieldMessage, loginMessages, validateLoginForm, type LoginFormProblems, type LoginMessages } from '../../core/visitor/loginForm';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import type { VisitorType } from '../../core/visitor/types';
import { LOADING_SPINNER_SIZE } from '../../themes/tokens';
import { usePageConfig } from '../runtime/context';


export interface LoginProps extends Partial<Record<keyof LoginMessages, string>> {
  /** heading above the form (a model field: `title` is the host's own attribute) */
  title?: string;
  submitLabel?: string;
  emailLabel?: string;
  passwordLabel?: string;
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  forgotPasswordLabel?: string;
  forgotPasswordUrl?: string;
  registerText?: string;
  registerLabel?: string;
  registerUrl?: string;
  /** shown instead of the form once the visitor is logged in */
  successMessage?: string;
  /** the consumer service, when the page's root model does not give it (a partner page without <brand-page>) */
  muleSoftConfig?: MuleSoftConfig;
  onLogin?: (detail: { visitorType: VisitorType }) => void;
}

const loggedInSnapshot = () => isLoggedIn();
/** The sign-in flow (service, cookies, visitor resolution) loads when the visitor starts on the form, not with the page. */
const loadLogIn = () => import('../../core/visitor/login');
const noServerSession = () => false;

/**
 * Email and password sign-in through the consumer service (core/visitor/login.ts). The password is read
 * from its field at submit and handed on, never kept in state, logged or put in an event; the field is
 * emptied after every attempt that reached the service.
 */
export function Login(props: LoginProps) {
  const {
    title,
    submitLabel,
    emailLabel = 'Email',
    passwordLabel = 'Password',
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    forgotPasswordLabel,
    forgotPasswordUrl,
    registerText,
    registerLabel,
    registerUrl,
    successMessage = 'You are logged in.',
    muleSoftConfig,
    onLogin,
  } = props;
  const className = useThemedClass(loginStyles);
  const messages = loginMessages(props);
  const config = usePageConfig();
  // Re-read on every visitor change: a logout elsewhere brings the form back.
  const loggedIn = useSyncExternalStore(visitorStore.subscribe, loggedInSnapshot, noServerSession);
  const forgotHref = useSafeUrl(forgotPasswordUrl, 'forgotPasswordUrl');
  const registerHref = useSafeUrl(registerUrl, 'registerUrl');
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [problems, setProblems] = useState<LoginFormProblems>({});
  const [failure, setFailure] = useState<string>();
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  // The confirmation takes focus from the (now gone) submit button, so nobody is left on nothing.
  useLayoutEffect(() => {
    if (justLoggedIn && loggedIn) doneRef.current?.focus();
  }, [justLoggedIn, loggedIn]);

  // Logged out elsewhere: a later sign-in from another element must not pull focus here.
  if (!loggedIn && justLoggedIn) setJustLoggedIn(false);

  if (loggedIn) {
    return (
      <div className={className}>
        {title ? <h2>{title}</h2> : null}
        <div data-done role="status" tabIndex={-1} ref={doneRef}>
          <Icon name="check" />
          <p>{successMessage}</p>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const email = emailRef.current?.value ?? '';
    const password = passwordRef.current?.value ?? '';
    const found = validateLoginForm(email, password);
    setProblems(found);
    setFailure(undefined);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    const options = { muleSoftConfig: muleSoftConfig ?? config.muleSoftConfig, hybrisConfig: config.hybrisConfig };
    // The flow's code failing to load, or anything it did not foresee, is the connection failing:
    // the form never stays busy.
    const result = await loadLogIn()
      .then(({ logIn }) => logIn({ email, password }, options))
      .catch(() => ({ ok: false as const, reason: 'network' as const }));
    if (passwordRef.current) passwordRef.current.value = '';
    setBusy(false);
    if (result.ok) {
      setJustLoggedIn(true);
      onLogin?.({ visitorType: result.visitorType });
      // Sent here by an account page (core/account/access.ts): go back to it, on this site only.
      const back = safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM), location.origin);
      if (back) location.assign(back);
      return;
    }
    setFailure(failureMessage(result.reason, messages));
    // Wrong credentials: the password was emptied, so that is where the visitor goes on.
    if (result.reason === 'invalid-credentials') passwordRef.current?.focus();
  };

  const emailProblem = fieldMessage('email', problems.email, messages);
  const passwordProblem = fieldMessage('password', problems.password, messages);
  const describedBy = (problem: string | undefined, field: string) => (problem ? `${id}-${field}-problem` : undefined);

  return (
    <div className={className}>
      {title ? <h2 id={`${id}-title`}>{title}</h2> : null}
      <form method="post" noValidate onSubmit={submit} onFocus={() => void loadLogIn().catch(() => {})} aria-labelledby={title ? `${id}-title` : undefined} aria-busy={busy}>
        <div role="alert">{failure}</div>
        <div data-field>
          <label htmlFor={`${id}-email`}>{emailLabel}</label>
          <div data-control>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              required
              readOnly={busy}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={describedBy(emailProblem, 'email')}
              onInput={() => problems.email && setProblems((now) => ({ ...now, email: undefined }))}
            />
          </div>
          {emailProblem ? (
            <p data-problem id={`${id}-email-problem`}>
              {emailProblem}
            </p>
          ) : null}
        </div>
        <div data-field>
          <label htmlFor={`${id}-password`}>{passwordLabel}</label>
          <div data-control>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type={reveal ? 'text' : 'password'}
              data-password
              autoComplete="current-password"
              spellCheck={false}
              autoCapitalize="none"
              required
              readOnly={busy}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={describedBy(passwordProblem, 'password')}
              onInput={() => problems.password && setProblems((now) => ({ ...now, password: undefined }))}
            />
            <button
              type="button"
              data-reveal
              aria-controls={`${id}-password`}
              aria-pressed={reveal}
              aria-label={showPasswordLabel}
              title={reveal ? hidePasswordLabel : showPasswordLabel}
              onClick={() => setReveal((shown) => !shown)}
            >
              <Icon name={reveal ? 'visibility-off' : 'visibility'} />
            </button>
          </div>
          {passwordProblem ? (
            <p data-problem id={`${id}-password-problem`}>
              {passwordProblem}
            </p>
          ) : null}
        </div>
        {forgotHref && forgotPasswordLabel ? (
          <a data-forgot href={forgotHref}>
            {forgotPasswordLabel}
          </a>
        ) : null}
        <ButtonControl
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={busy}
          loadingIndicator={<Spinner size={LOADING_SPINNER_SIZE} aria-label="Loading" />}
        >
          {submitLabel}
        </ButtonControl>
        {registerHref && registerLabel ? (
          <p data-register>
            {registerText ? `${registerText} ` : null}
            <a href={registerHref}>{registerLabel}</a>
          </p>
        ) : null}
      </form>
    </div>
  );
}
