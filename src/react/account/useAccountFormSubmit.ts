import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The submit flow the account forms share (register a device, ask a friend): one send at a time (a ref, set at
 * once: two submits in one task send once; state alone would still read "not busy" for the second), the busy flag
 * for the button, the form's alert and status, and focus on a field moved AFTER React applied its error
 * (aria-invalid, the describedby hint) rather than before the update: a screen reader then reads the error with it.
 */
export function useAccountFormSubmit() {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ target: () => HTMLElement | null | undefined } | undefined>();
  useEffect(() => {
    focusRequest?.target()?.focus();
  }, [focusRequest]);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /** Focuses what `target` returns once the update requested with it is on screen. */
  const focusAfterUpdate = useCallback((target: () => HTMLElement | null | undefined) => setFocusRequest({ target }), []);
  /** True while a send is under way: a submit then does nothing (not even its local checks). */
  const isSending = useCallback(() => sending.current, []);
  /** Runs `call` as the one send (busy meanwhile); `undefined` without calling it when another is under way. */
  const send = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    if (sending.current) return undefined;
    sending.current = true;
    setBusy(true);
    try {
      return await call();
    } finally {
      sending.current = false;
      if (live.current) setBusy(false);
    }
  }, []);

  return { busy, alert, setAlert, status, setStatus, send, isSending, focusAfterUpdate };
}
