import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useElement, usePageConfig } from '../runtime/context';
import { lazyModule } from '../runtime/lazyModule';
import { useGateStateAttribute } from '../gates/useGateStateAttribute';
import { geofenceCheck, geofenceShows } from '../../core/gates/geofence';
import { fetchVisitorCountry, DEFAULT_COUNTRY_HEADER } from '../../core/services/geofence';
import type { GeoFencingConfig } from '../../core/services/configTypes';
import { gateStore, isGateTurn, registerGate, setGateState } from '../../core/stores/gates';
import { pageConfig } from '../../core/stores/pageConfig';
import { getCookie, setCookie } from '../../core/visitor/cookies';
import { pushEvent } from '../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';

export interface GeofenceProps {
  /** root model `config.geoFencing` (docs/reference.md): geofencingEnabled, xfContent, ariaLabelledBy, ariaDescribedBy, countryHeader */
  geoFencing?: GeoFencingConfig;
  /** the site's market (`gb`, `en_GB`); defaults to the page config's market */
  market?: string;
}

export const GR_COOKIE = 'gr';

/** The dialog's content (the authored fragment's loading, the fallback card's button): fetched once the check says it shows. */
const dialogCode = lazyModule(() => import('./GeofenceDialog'), '<brand-geofence>: the dialog could not load; it is not shown.');
type Dialog = Awaited<ReturnType<typeof dialogCode.load>>['GeofenceDialog'];

type Check = { state: 'checking' } | { state: 'skipped' } | { state: 'failed' } | { state: 'known'; country: string };

/**
 * The geofencing dialog: shown only outside authoring, when enabled,
 * and when the visitor's country (a header of a HEAD request to the current page without its
 * query) differs from the market. `?gr=false` skips it and sets the `gr` cookie; a `gr=true`
 * cookie skips it. A failed check pushes `geofencing_check_failed`, warns once and shows
 * nothing. Not dismissible: the authored fragment carries the choices (a link to the visitor's
 * site, and "stay" = this page with `?gr=false`). It waits for its turn after the age gate.
 */
export function Geofence({ geoFencing, market }: GeofenceProps) {
  const { authoring, tag } = useElement();
  const config = usePageConfig();
  const gates = useSyncExternalStore(gateStore.subscribe, gateStore.getSnapshot, gateStore.getSnapshot);
  const enabled = geoFencing?.geofencingEnabled === true;
  const header = geoFencing?.countryHeader || DEFAULT_COUNTRY_HEADER;
  const siteMarket = market || config.market;
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [ids, setIds] = useState<{ labelledBy?: string; describedBy?: string }>({});
  const [Dialog, setDialog] = useState<Dialog | undefined>(() => dialogCode.loaded()?.GeofenceDialog);
  const announced = useRef(false);

  useEffect(() => {
    registerGate('geofence');
    // A gate that leaves the page must not hold back the gates after it.
    return () => setGateState('geofence', 'settled');
  }, []);

  useEffect(() => {
    const decision = geofenceCheck({ authoring, enabled, url: location.href, grCookie: getCookie(GR_COOKIE) });
    if (!decision.check) {
      if (decision.setGrCookie) setCookie(GR_COOKIE, 'true', { path: '/', sameSite: 'Strict', secure: true });
      setCheck({ state: 'skipped' });
      return;
    }
    setCheck({ state: 'checking' });
    const controller = new AbortController();
    let failure: Error | undefined;
    void fetchVisitorCountry({ header, signal: controller.signal, onError: (error) => (failure = error) }).then((country) => {
      if (controller.signal.aborted) return;
      if (country) {
        setCheck({ state: 'known', country });
        return;
      }
      pushEvent(ANALYTICS_EVENTS.geofencingCheckFailed, { reason: failure?.message });
      console.warn(`<${tag}>: the geofence check failed (${failure?.message ?? 'no country'}); the dialog is not shown.`);
      setCheck({ state: 'failed' });
    });
    return () => controller.abort();
  }, [authoring, enabled, header, tag]);

  const shows = check.state === 'known' && geofenceShows(check.country, siteMarket);
  const decided = check.state !== 'checking';
  const myTurn = isGateTurn('geofence', gates);
  // Open once that code is here too (until then it is pending); if it cannot load, the geofence shows nothing.
  const open = shows && myTurn && Dialog !== undefined;
  useEffect(() => {
    if (shows && !Dialog)
      dialogCode.use(
        (module) => setDialog(() => module.GeofenceDialog),
        () => setCheck({ state: 'failed' }),
      );
  }, [shows, Dialog]);
  useGateStateAttribute(open ? 'open' : shows && Dialog ? 'waiting' : decided && !shows ? 'hidden' : 'pending');

  useEffect(() => {
    if (decided && !shows) setGateState('geofence', 'settled');
    // Settled before the market was known: queue up again.
    else if (shows && gateStore.getSnapshot().geofence === 'settled') setGateState('geofence', 'pending');
    else if (open) setGateState('geofence', 'open');
  }, [decided, shows, open]);

  useEffect(() => {
    if (!open || announced.current) return;
    announced.current = true;
    pushEvent(ANALYTICS_EVENTS.geofenceOverlay, { visitorCountry: check.state === 'known' ? check.country : undefined, market: siteMarket });
  }, [open, check, siteMarket]);

  const onIds = useCallback((next: { labelledBy?: string; describedBy?: string }) => setIds(next), []);

  if (!shows || !Dialog) return null;
  return <Dialog open={open} geoFencing={geoFencing} siteMarket={siteMarket} ids={ids} onIds={onIds} />;
}
