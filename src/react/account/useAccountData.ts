import { useCallback, useEffect, useRef, useState } from 'react';

export type ReloadResult = 'ok' | 'failed' | 'aborted';

export interface AccountData<T> {
  /** `loading` until the first answer; `failed` when the first load failed and nothing is known. */
  status: 'loading' | 'ready' | 'failed';
  /** The last data read or set: kept on screen when a later load or change fails. */
  data: T | undefined;
  /**
   * Loads again (after a change the server made, or "Try again"); `data` stays until the answer. Resolves `ok`,
   * `failed` (data kept: say so once), or `aborted` (a later reload or the unmount took over: say nothing).
   */
  reload: () => Promise<ReloadResult>;
  /** Replaces the data with what a change's answer says (no reload needed). */
  setData: (data: T) => void;
}

/**
 * One account resource (orders, cards, addresses, devices): loaded once on mount with an AbortSignal (aborted on
 * unmount), reloaded on demand. A 500 on any call keeps what was on screen, with one message: a failed reload
 * resolves 'failed' and keeps `data`; the caller shows its one message. A reload superseded by a later one resolves
 * 'aborted', which is no failure.
 */
export function useAccountData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AccountData<T> {
  const [state, setState] = useState<{ status: AccountData<T>['status']; data: T | undefined }>({ status: 'loading', data: undefined });
  const loadRef = useRef(load);
  loadRef.current = load;
  const controller = useRef<AbortController | undefined>(undefined);

  const reload = useCallback(async (): Promise<ReloadResult> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    try {
      const data = await loadRef.current(own.signal);
      if (own.signal.aborted) return 'aborted';
      setState({ status: 'ready', data });
      return 'ok';
    } catch {
      if (own.signal.aborted) return 'aborted';
      setState((previous) => (previous.data === undefined ? { status: 'failed', data: undefined } : previous));
      return 'failed';
    }
  }, []);

  useEffect(() => {
    setState({ status: 'loading', data: undefined });
    void reload();
    return () => controller.current?.abort();
  }, [key, reload]);

  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { status: state.status, data: state.data, reload, setData };
}
