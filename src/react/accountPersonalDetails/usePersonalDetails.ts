import { useCallback, useState } from 'react';
import {
  changedFields,
  isOtpCode,
  localExpiry,
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
import { changesOf, clearPendingDetails, writePendingDetails, type OtpChallengeState } from '../../core/account/otpHandoff';
import { sessionOf } from '../../core/visitor/consumerCalls';
import { failureNumber } from '../../core/services/consumerProfile';
import type { ConsumerProfile } from '../../core/services/consumer';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { pageConfig } from '../../core/stores/pageConfig';
import { fillTemplate } from '../../core/text/template';
import { loadMyProfile, saveMyProfile, sendMyOtp, verifyMyOtp } from '../../core/visitor/profile';
import { useAccountData } from '../account/useAccountData';
import { useCancellableRun, usePendingRestore, useResendCountdown } from './useOtpTimers';
import { personalProblemMessage, type PersonalWords } from './text';
import { usePageConfig } from '../runtime/context';

export type Mode = 'view' | 'edit' | 'otp';
/**
 * What takes focus after a step: a field, the code input, the status line, the Edit button, or `action`: the step's
 * first usable control next to the alert (the alert itself is announced by its role, never focused: read twice).
 */
export type FocusTarget = PersonalField | 'code' | 'status' | 'edit' | 'action';

const EMPTY: PersonalValues = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The personal details' steps: view → edit → (a new e-mail or phone) code → saved. Nothing is saved until the code
 * is verified; the pending change survives a reload of the tab (otpHandoff.ts) and is cleared after a save or cancel.
 */
export function usePersonalDetails(props: { muleSoftConfig?: MuleSoftConfig; onSaved?: (detail: { fields: PersonalField[] }) => void }, words: PersonalWords, tag: string) {
  const page = usePageConfig();
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
  /** a verified code whose save failed: "Try again" saves with it (until it ends) without a new code */
  const [verified, setVerified] = useState<{ token: string; localExpiry: number } | undefined>();
  const { busy, run, drop } = useCancellableRun();
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | undefined>();
  const focusOn = (target: FocusTarget) => setFocus((previous) => ({ target, n: (previous?.n ?? 0) + 1 }));
  const calls = { muleSoftConfig };

  // a change waiting for its code when the tab was reloaded: only the changed fields were kept (the rest is the profile's)
  usePendingRestore(profile.data !== undefined, (pending) => {
    setValues({ ...before, ...pending.changes });
    tick();
    setChallenge(pending.challenge);
    setEnded(pending.challenge.attemptsLeft <= 0 ? 'too-many' : undefined);
    setMode('otp');
  });

  const { waiting, tick } = useResendCountdown(challenge, mode === 'otp');

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
    setVerified(undefined);
  };

  /** The pending change as kept for a reload: the changed fields only, for the session's consumer. */
  const keep = (pendingValues: PersonalValues, next: OtpChallengeState) => {
    const consumerId = sessionOf({})?.consumerId;
    if (consumerId) writePendingDetails({ consumerId, changes: changesOf(before, pendingValues, changedFields(before, pendingValues)), challenge: next });
  };

  const edit = () => {
    reset();
    setStatus('');
    setValues(before);
    setMode('edit');
    focusOn('firstName');
  };

  const cancel = () => {
    drop();
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

  const save = async (body: Record<string, string>, fields: PersonalField[], stale: () => boolean) => {
    const result = await saveMyProfile(body, calls);
    if (stale()) return;
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
      setVerified(undefined);
      setEnded('expired');
      focusOn('action');
      return;
    }
    console.error(`<${tag}>: the personal details could not be saved (${result.reason}).`);
    setAlert(words.saveErrorMessage);
    focusOn('action');
  };

  const sendCode = async ({ field, value }: { field: SensitiveField; value: string }, pendingValues: PersonalValues, again: boolean, stale: () => boolean) => {
    const target = { field, value }; // only these two go to the service
    const sentAt = Date.now();
    const result = await sendMyOtp(target, calls);
    if (stale()) return;
    if (result.ok) {
      const { otpId, expiresAt, resendAfterSeconds, attemptsLeft } = result.value;
      const next: OtpChallengeState = { ...target, otpId, expiresAt, localExpiry: localExpiry(sentAt), resendAt: resendInstant(sentAt, resendAfterSeconds), attemptsLeft };
      keep(pendingValues, next);
      reset();
      tick();
      setChallenge(next);
      setMode('otp');
      setStatus(again ? fillTemplate(words.resentMessage, { value: target.value }) : '');
      focusOn('code');
      return;
    }
    if (result.reason === 'session-expired') return;
    if (result.reason === 'email-taken' || result.reason === 'invalid-value' || result.reason === 'unchanged') {
      if (result.reason === 'unchanged') return void (await save(profileUpdate(before, pendingValues), changedFields(before, pendingValues), stale));
      clearPendingDetails();
      setChallenge(undefined);
      setMode('edit');
      setServerErrors({ [target.field]: result.reason === 'email-taken' ? words.emailTakenMessage : personalProblemMessage(target.field, 'typeMismatch', words) });
      focusOn(target.field);
      return;
    }
    if (result.reason === 'resend-too-soon') {
      const seconds = failureNumber(result.body, 'retryAfterSeconds') ?? 30;
      setAlert(fillTemplate(words.resendTooSoonMessage, { seconds }));
      // the service's wait becomes the countdown (Send a new code / Start again disabled until it ends)
      if (challenge) {
        tick();
        setChallenge({ ...challenge, resendAt: Date.now() + Math.min(seconds, 3600) * 1000 });
      }
    } else {
      console.error(`<${tag}>: no code could be sent (${result.reason}).`);
      setAlert(words.sendErrorMessage);
    }
    focusOn('action');
  };


  const submit = () =>
    run(async (stale) => {
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
      if (sensitive) await sendCode(sensitive, values, false, stale);
      else await save(profileUpdate(before, values), fields, stale);
    });

  const canSend = () => challenge !== undefined && secondsUntilResend(challenge.resendAt, Date.now()) === 0;
  const resend = () => run(async (stale) => (challenge && canSend() ? sendCode(challenge, values, true, stale) : undefined));
  const startAgain = resend;

  /** After a failed save of a verified change: the same token again, no new code (until it ends). */
  const retrySave = () =>
    run(async (stale) => {
      if (!verified) return;
      setAlert('');
      if (verified.localExpiry <= Date.now()) {
        setVerified(undefined);
        setEnded('expired');
        focusOn('action');
        return;
      }
      await save(profileUpdate(before, values, verified.token), changedFields(before, values), stale);
    });

  const verify = () =>
    run(async (stale) => {
      if (!challenge) return;
      setAlert('');
      if (!isOtpCode(code)) {
        setCodeError(words.codeFormatMessage);
        focusOn('code');
        return;
      }
      if (challenge.localExpiry <= Date.now()) {
        setEnded('expired');
        focusOn('action');
        return;
      }
      const verifiedAt = Date.now();
      const result = await verifyMyOtp(challenge.otpId, code, calls);
      if (stale()) return;
      if (result.ok) {
        setVerified({ token: result.value.verificationToken, localExpiry: localExpiry(verifiedAt) });
        return save(profileUpdate(before, values, result.value.verificationToken), changedFields(before, values), stale);
      }
      if (result.reason === 'session-expired') return;
      if (result.reason === 'invalid-code') {
        const attemptsLeft = failureNumber(result.body, 'attemptsLeft') ?? Math.max(0, challenge.attemptsLeft - 1);
        const next = { ...challenge, attemptsLeft };
        setChallenge(next);
        keep(values, next);
        setCode('');
        if (attemptsLeft <= 0) {
          setEnded('too-many');
          focusOn('action');
        } else {
          setCodeError(fillTemplate(words.wrongCodeMessage, { attemptsLeft }));
          focusOn('code');
        }
        return;
      }
      if (result.reason === 'expired' || result.reason === 'too-many-attempts') {
        setEnded(result.reason === 'expired' ? 'expired' : 'too-many');
        focusOn('action');
        return;
      }
      console.error(`<${tag}>: the code could not be checked (${result.reason}).`);
      setAlert(words.sendErrorMessage);
      focusOn('action');
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
    verified: verified !== undefined,
    retrySave,
  };
}
