import { useCallback, useState, type RefObject } from 'react';
import type { ReloadResult } from './useAccountData';

/**
 * The reload rule of the account elements around useAccountData's `reload`: `reloadKeeping` remembers whether the
 * last reload failed (the data stays; `reloadFailed` says so once; a reload another one took over says nothing),
 * and `retry` is "Try again": `retrying` meanwhile, then, once it worked, the focus on `focusAfterRetry` (a
 * tabIndex=-1 heading: the button is gone).
 */
export function useKeptReload(reload: () => Promise<ReloadResult>, focusAfterRetry?: RefObject<HTMLElement | null>) {
  const [reloadFailed, setReloadFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const reloadKeeping = useCallback(async () => {
    const result = await reload();
    if (result !== 'aborted') setReloadFailed(result === 'failed');
    return result;
  }, [reload]);
  const retry = useCallback(async () => {
    setRetrying(true);
    const result = await reloadKeeping();
    setRetrying(false);
    if (result === 'ok') focusAfterRetry?.current?.focus();
    return result;
  }, [reloadKeeping, focusAfterRetry]);
  return { reloadFailed, reloadKeeping, retrying, retry };
}
