import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  changedFields,
  isOtpCode,
  isOtpExpired,
  personalValues,
  profileUpdate,
  resendInstant,
  secondsUntilResend,
  sensitiveChanges,
  validatePersonalDetails,
  type PersonalField,
  type PersonalValues,
  type SensitiveField,
} from '../../core/account/otp';
import { clearPendingDetails, readPendingDetails, writePendingDetails, type OtpChallengeState } from '../../core/account/otpHandoff';
import { failureNumber } from '../../core/services/consumerProfile';
import type { ConsumerProfile } from '../../core/services/consumer';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { pageConfig } from '../../core/stores/pageConfig';
import { fillTemplate } from '../../core/text/template';
import { loadMyProfile, saveMyProfile, sendMyOtp, verifyMyOtp } from '../../core/visitor/profile';
import { useAccountData } from '../account/useAccountData';
import { personalProblemMessage, type PersonalWords } from './text';

export type Mode = 'view' | 'edit' | 'otp';
/** What takes focus after a step: a field, the code input, the status line, the Edit button. */
export type FocusTarget = PersonalField | 'code' | 'status' | 'edit' | 'alert';

const EMPTY: PersonalValues = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The personal details' steps: view → edit → (a new e-mail or phone) code → saved. Nothing is saved until the code
 * is verified; the pending change survives a reload of the tab (otpHandoff.ts) and is cleared after a save or cancel.
 */
export function usePersonalDetails(props: { muleSoftConfig?: MuleSoftConfig; onSaved?: (detail: { fields: PersonalField[] }) => void }, words: PersonalWords, tag: string) {
  const page = useSyncExternalStore(pageConfig.subscribe, pageConfig.getSnapshot, pageConfig.getSnapshot);
  const muleSoftConfig = props.muleSoftConfig ?? page.muleSoftConfig;
  const load = useCallback(
    async (signal: AbortSignal) => {
      const result = await loadMyProfile({ muleSoftConfig, signal });
      if (result.ok) return result.value;
      if (result.reason !== 'aborted' && result.reason !== 'session-expired') console.error(`<${tag}>: the personal details could not be loaded (${result.reason}).`);
      throw new Error(result.reason);
    },
    [muleSoftConfig, tag],
  );
  const profile = useAccountData<ConsumerProfile>(load, `${muleSoftConfig?.url ?? ''}|${muleSoftConfig?.clientId ?? ''}`);
  const before = profile.data ? personalValues(profile.data) : EMPTY;
  const consumerId = typeof profile.data?.consumerId === 'string' ? profile.data.consumerId : '';

  const [mode, setMode] = useState<Mode>('view');
  const [values, setValues] = useState<PersonalValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<PersonalField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<PersonalField, string>>>({});
  const [challenge, setChallenge] = useState<OtpChallengeState | undefined>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [ended, setEnded] = useState<'expired' | 'too-many' | undefined>();
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now);
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | undefined>();
  const focusOn = (target: FocusTarget) => setFocus((previous) => ({ target, n: (previous?.n ?? 0) + 1 }));
  const calls = { muleSoftConfig };

  // a change waiting for its code when the tab was reloaded (storage read after the first render)
  useEffect(() => {
    if (!consumerId) return;
    const pending = readPendingDetails(consumerId, Date.now());
    if (!pending) return;
    setValues(pending.values);
    setNow(Date.now());
    setChallenge(pending.challenge);
    setEnded(pending.challenge.attemptsLeft <= 0 ? 'too-many' : undefined);
    setMode('otp');
  }, [consumerId]);

  // the resend countdown: a tick a second while it runs
  const waiting = challenge ? secondsUntilResend(challenge.resendAt, now) : 0;
  useEffect(() => {
    if (mode !== 'otp' || !challenge) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= challenge.resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [mode, challenge]);

  const problems = validatePersonalDetails(values, before);
  const errorOf = (field: PersonalField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    return problem && touched[field] ? personalProblemMessage(field, problem, words) : undefined;
  };

  const reset = () => {
    setTouched({});
    setServerErrors({});
    setCode('');
    setCodeError('');
    setEnded(undefined);
    setAlert('');
  };

  const edit = () => {
    reset();
    setStatus('');
    setValues(before);
    setMode('edit');
    focusOn('firstName');
  };

  const cancel = () => {
    clearPendingDetails();
    reset();
    setChallenge(undefined);
    setValues(before);
    setMode('view');
    focusOn('edit');
  };

  const change = (field: PersonalField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const save = async (body: Record<string, string>, fields: PersonalField[]) => {
    const result = await saveMyProfile(body, calls);
    if (result.ok) {
      clearPendingDetails();
      profile.setData(result.value);
      reset();
      setChallenge(undefined);
      setMode('view');
      setStatus(words.savedMessage);
      focusOn('status');
      props.onSaved?.({ fields });
      return;
    }
    if (result.reason === 'session-expired') return;
    if (result.reason === 'email-taken' || result.reason.startsWith('invalid-')) {
      const field = ({ 'email-taken': 'email', 'invalid-first-name': 'firstName', 'invalid-last-name': 'lastName', 'invalid-email': 'email', 'invalid-phone': 'phone' } as Record<string, PersonalField>)[result.reason]!;
      clearPendingDetails();
      setChallenge(undefined);
      setMode('edit');
      setServerErrors({ [field]: result.reason === 'email-taken' ? words.emailTakenMessage : personalProblemMessage(field, field === 'phone' ? 'typeMismatch' : field === 'email' ? 'typeMismatch' : 'patternMismatch', words) });
      focusOn(field);
      return;
    }
    if (result.reason === 'verification-required') {
      setEnded('expired');
      focusOn('alert');
      return;
    }
    console.error(`<${tag}>: the personal details could not be saved (${result.reason}).`);
    setAlert(words.saveErrorMessage);
    focusOn('alert');
  };

  const sendCode = async (target: { field: SensitiveField; value: string }, pendingValues: PersonalValues, again: boolean) => {
    const sentAt = Date.now();
    const result = await sendMyOtp(target, calls);
    if (result.ok) {
      const next: OtpChallengeState = { ...target, otpId: result.value.otpId, expiresAt: result.value.expiresAt, resendAt: resendInstant(sentAt, result.value.resendAfterSeconds), attemptsLeft: result.value.attemptsLeft };
      writePendingDetails({ consumerId, values: pendingValues, challenge: next });
      reset();
      setNow(Date.now());
      setChallenge(next);
      setMode('otp');
      setStatus(again ? fillTemplate(words.resentMessage, { value: target.value }) : '');
      focusOn('code');
      return;
    }
    if (result.reason === 'session-expired') return;
    if (result.reason === 'email-taken' || result.reason === 'invalid-value' || result.reason === 'unchanged') {
      if (result.reason === 'unchanged') return void (await save(profileUpdate(before, pendingValues), changedFields(before, pendingValues)));
      clearPendingDetails();
      setChallenge(undefined);
      setMode('edit');
      setServerErrors({ [target.field]: result.reason === 'email-taken' ? words.emailTakenMessage : personalProblemMessage(target.field, 'typeMismatch', words) });
      focusOn(target.field);
      return;
    }
    if (result.reason === 'resend-too-soon') {
      setAlert(fillTemplate(words.resendTooSoonMessage, { seconds: failureNumber(result.body, 'retryAfterSeconds') ?? 30 }));
    } else {
      console.error(`<${tag}>: no code could be sent (${result.reason}).`);
      setAlert(words.sendErrorMessage);
    }
    focusOn('alert');
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const submit = () =>
    run(async () => {
      setAlert('');
      setStatus('');
      const found = validatePersonalDetails(values, before);
      const first = (['firstName', 'lastName', 'email', 'phone'] as const).find((field) => found[field]);
      if (first) {
        setTouched({ firstName: true, lastName: true, email: true, phone: true });
        focusOn(first);
        return; // nothing is sent
      }
      const fields = changedFields(before, values);
      if (!fields.length) {
        setMode('view');
        setStatus(words.nothingChangedMessage);
        focusOn('status');
        return;
      }
      const sensitive = sensitiveChanges(before, values)[0];
      if (sensitive) await sendCode(sensitive, values, false);
      else await save(profileUpdate(before, values), fields);
    });

  const resend = () => run(async () => (challenge && secondsUntilResend(challenge.resendAt, Date.now()) === 0 ? sendCode(challenge, values, true) : undefined));
  const startAgain = () => run(async () => (challenge ? sendCode(challenge, values, true) : undefined));

  const verify = () =>
    run(async () => {
      if (!challenge) return;
      setAlert('');
      if (!isOtpCode(code)) {
        setCodeError(words.codeFormatMessage);
        focusOn('code');
        return;
      }
      if (isOtpExpired(challenge.expiresAt, Date.now())) {
        setEnded('expired');
        focusOn('alert');
        return;
      }
      const result = await verifyMyOtp(challenge.otpId, code, calls);
      if (result.ok) return save(profileUpdate(before, values, result.value.verificationToken), changedFields(before, values));
      if (result.reason === 'session-expired') return;
      if (result.reason === 'invalid-code') {
        const attemptsLeft = failureNumber(result.body, 'attemptsLeft') ?? Math.max(0, challenge.attemptsLeft - 1);
        const next = { ...challenge, attemptsLeft };
        setChallenge(next);
        writePendingDetails({ consumerId, values, challenge: next });
        setCode('');
        if (attemptsLeft <= 0) {
          setEnded('too-many');
          focusOn('alert');
        } else {
          setCodeError(fillTemplate(words.wrongCodeMessage, { attemptsLeft }));
          focusOn('code');
        }
        return;
      }
      if (result.reason === 'expired' || result.reason === 'too-many-attempts') {
        setEnded(result.reason === 'expired' ? 'expired' : 'too-many');
        focusOn('alert');
        return;
      }
      console.error(`<${tag}>: the code could not be checked (${result.reason}).`);
      setAlert(words.sendErrorMessage);
      focusOn('alert');
    });

  return {
    profile,
    before,
    mode,
    values,
    errorOf,
    change,
    touch: (field: PersonalField) => setTouched((previous) => ({ ...previous, [field]: values[field].trim() !== '' || previous[field] })),
    challenge,
    code,
    setCode: (value: string) => {
      setCode(value);
      setCodeError('');
    },
    codeError,
    ended,
    waiting,
    alert,
    status,
    busy,
    focus,
    edit,
    cancel,
    submit,
    verify,
    resend,
    startAgain,
  };
}
