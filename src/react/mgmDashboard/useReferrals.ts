import { useCallback, useEffect, type RefObject } from 'react';
import { pageConfig } from '../../core/stores/pageConfig';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { fetchReferrals, firstToReport, type Referrals } from '../../core/services/referrals';
import { asVisitor } from '../../core/visitor/consumerCalls';
import { useAccountData } from '../account/useAccountData';
import { useKeptReload } from '../account/useKeptReload';
import { usePageConfig } from '../runtime/context';

/** Dispatched by brand-ask-a-friend (composed) once an invitation is accepted: the dashboards reload. */
export const INVITATION_SENT_EVENT = 'brand-referral-invitation-sent';

/**
 * The visitor's referrals (code, statistics, invitations) from the consumer service: the element's own
 * `muleSoftConfig`, else the root model's. useAccountData's rule: a failed reload keeps them (`reloadFailed`
 * then says so once). With `followInvitations`, reloads when an invitation is sent anywhere on the page.
 * A failed load logs one error naming the element (one per read shared by the page's referral elements).
 */
export function useReferrals(
  props: { muleSoftConfig?: MuleSoftConfig },
  tag: string,
  followInvitations = false,
  /** a tabIndex=-1 heading: focus goes there after a successful "Try again" (its button is gone) */
  focusAfterRetry?: RefObject<HTMLElement | null>,
) {
  const page = usePageConfig();
  const muleSoftConfig = props.muleSoftConfig ?? page.muleSoftConfig;
  const load = useCallback(
    async (signal: AbortSignal) => {
      const result = await asVisitor({ muleSoftConfig, signal }, (identity, options) => fetchReferrals(muleSoftConfig, identity, options));
      if (result.ok) return result.value;
      // one read serves both referral elements of a page: its failure is logged once, by the first to see it
      if (result.reason !== 'aborted' && result.reason !== 'session-expired' && firstToReport(result)) console.error(`<${tag}>: the referrals could not be loaded (${result.reason}).`);
      throw new Error(result.reason);
    },
    [muleSoftConfig, tag],
  );
  const data = useAccountData<Referrals>(load, `${muleSoftConfig?.url ?? ''}|${muleSoftConfig?.clientId ?? ''}`);
  const { reloadFailed, reloadKeeping, retrying, retry } = useKeptReload(data.reload, focusAfterRetry);

  useEffect(() => {
    if (!followInvitations) return undefined;
    const onSent = () => void reloadKeeping();
    document.addEventListener(INVITATION_SENT_EVENT, onSent);
    return () => document.removeEventListener(INVITATION_SENT_EVENT, onSent);
  }, [followInvitations, reloadKeeping]);

  const list = data.data;
  const state = data.status === 'loading' ? 'loading' : data.status === 'failed' ? 'failed' : 'ready';
  return { referrals: list, state, failed: data.status === 'failed' || reloadFailed, retrying, retry };
}
