import { useEffect, useRef, useState } from 'react';
import { secondsUntilResend } from '../../core/account/otp';
import { readPendingDetails, type OtpChallengeState, type PendingDetails } from '../../core/account/otpHandoff';
import { sessionOf } from '../../core/visitor/consumerCalls';

/**
 * One request at a time (`busy`), and Cancel's `drop()`: it bumps a generation, so the answers of requests started
 * before it are dropped (`stale()` true): nothing is saved or shown after a cancel, and Cancel stays usable meanwhile.
 */
export function useCancellableRun() {
  const [busy, setBusy] = useState(false);
  const generation = useRef(0);
  const run = async (work: (stale: () => boolean) => Promise<void>) => {
    if (busy) return;
    const mine = generation.current;
    const stale = () => generation.current !== mine;
    setBusy(true);
    try {
      await work(stale);
    } finally {
      if (!stale()) setBusy(false);
    }
  };
  const drop = () => {
    generation.current += 1;
    setBusy(false);
  };
  return { busy, run, drop };
}

/** The seconds until a new code may be asked for: a tick a second while the code step shows and the wait runs. */
export function useResendCountdown(challenge: OtpChallengeState | undefined, active: boolean) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active || !challenge) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= challenge.resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [active, challenge]);
  return { waiting: challenge ? secondsUntilResend(challenge.resendAt, now) : 0, tick: () => setNow(Date.now()) };
}

/**
 * Once the profile is there (`loaded`): the change waiting for its code in this tab, if any, for the session's consumer
 * (never the profile body's). The session and storage are read in an effect, never during render.
 */
export function usePendingRestore(loaded: boolean, restore: (pending: PendingDetails) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current) return;
    done.current = true;
    const consumerId = sessionOf({})?.consumerId;
    const pending = consumerId ? readPendingDetails(consumerId, Date.now()) : undefined;
    if (pending) restore(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the profile arrives
  }, [loaded]);
}
