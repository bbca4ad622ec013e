import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConsumerData } from '../../core/services/consumer';
import { fetchLoyaltyOnce } from '../../core/services/loyaltyPoints';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorPending, visitorResolution } from '../../core/stores/visitor';
import { asVisitor, sessionOf } from '../../core/visitor/consumerCalls';
import { loadMyProfile } from '../../core/visitor/profile';
import { usePageConfig } from '../runtime/context';

export interface VisitorProfile {
  /** `loading` until the profile is known; `failed` when it could not be read (an element without <brand-page>) */
  status: 'loading' | 'ready' | 'failed';
  consumer?: ConsumerData;
  tier?: string;
  points?: number;
  /** false while the loyalty call (points, or a tier the resolution lacks) is on its way */
  loyaltySettled: boolean;
  /** reads the profile again after a failure */
  retry: () => void;
}

const resolutionServer = () => ({ visitorType: 'LAS' as const });

/**
 * The signed-in visitor's profile, tier and (when asked) points, for the account details and the user-context
 * text. The visitor's resolution (visitorResolution, set by <brand-page> and again after a profile or device
 * change) comes first, so both follow a change without a reload; on a page that never resolves the visitor (a
 * partner page, the gallery) the profile is read once here. The points (and a tier the resolution lacks) come
 * from the loyalty call; its failure only leaves them unknown. Mounted behind the AccountGate: a session exists.
 */
export function useVisitorProfile(ownConfig: MuleSoftConfig | undefined, wantPoints: boolean): VisitorProfile {
  // the element's own muleSoftConfig, else the root model's (not useAccountServices: no commerce client here)
  const page = usePageConfig();
  const muleSoftConfig = ownConfig ?? page.muleSoftConfig;
  const resolution = useSyncExternalStore(visitorResolution.subscribe, visitorResolution.getSnapshot, resolutionServer);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot, () => true);
  const [own, setOwn] = useState<{ status: 'loading' | 'ready' | 'failed'; consumer?: ConsumerData }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loyalty, setLoyalty] = useState<{ consumerId: string; tier?: string; points?: number } | undefined>();
  const resolved = resolution.consumer;
  const configKey = JSON.stringify(muleSoftConfig ?? null);

  // No resolution to follow (no <brand-page>): read the profile as the signed-in visitor.
  useEffect(() => {
    if (resolved || pending) return;
    const controller = new AbortController();
    setOwn({ status: 'loading' });
    void loadMyProfile({ muleSoftConfig, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setOwn(result.ok ? { status: 'ready', consumer: { profile: result.value } } : { status: 'failed' });
    });
    return () => controller.abort();
  }, [resolved, pending, configKey, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const consumer = resolved ?? own.consumer;
  const consumerId = typeof consumer?.profile?.consumerId === 'string' ? consumer.profile.consumerId : undefined;
  const needLoyalty = Boolean(consumer && muleSoftConfig?.apiUrl && (wantPoints || !resolution.loyaltyTier));

  const loyaltyFor = consumerId ?? '';
  useEffect(() => {
    if (!needLoyalty) return;
    const id = consumerId ?? sessionOf({})?.consumerId ?? '';
    if (loyalty?.consumerId === id) return;
    const controller = new AbortController();
    void asVisitor({ muleSoftConfig, signal: controller.signal }, (identity, options) => fetchLoyaltyOnce(muleSoftConfig, identity, options)).then((result) => {
      if (controller.signal.aborted) return;
      setLoyalty(result.ok ? { consumerId: id, ...result.value } : { consumerId: id });
    });
    return () => controller.abort();
  }, [needLoyalty, consumerId, configKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const status = consumer ? 'ready' : resolved || pending ? 'loading' : own.status;
  return {
    status,
    consumer,
    tier: resolution.loyaltyTier ?? loyalty?.tier,
    points: loyalty?.points,
    loyaltySettled: !needLoyalty || (loyalty !== undefined && (consumerId === undefined || loyalty.consumerId === loyaltyFor)),
    retry: () => setAttempt((count) => count + 1),
  };
}
