import { useEffect, useId, useState } from 'react';
import { Icon } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { useElement, usePageConfig } from '../runtime/context';
import { useSafeUrl } from '../shared/useSafeUrl';
import { usePageLang } from '../shared/usePageLang';
import { safeUrl } from '../../core/security/safeUrl';
import { clockText, openStateAt } from '../../core/commerce/storeHours';
import { directionsUrl, fetchStore, storePaymentMethods, storeServices, type OccStore } from '../../core/services/occStores';
import type { HybrisConfig } from '../../core/services/configTypes';
import { OpeningHours } from './OpeningHours';
import { useMinuteClock } from './useMinuteClock';
import { storeStyles } from './styles';

export interface StoreDetailsProps {
  /** the OCC store name (`PointOfService.name`) */
  storeName?: string;
  /** heading; the store's displayName when empty (a model field: `title` is the host's own attribute) */
  title?: string;
  openNowLabel?: string;
  closedNowLabel?: string;
  /** '{time}' is replaced by the opening time (with the day when it is not today) */
  opensAtLabel?: string;
  closesAtLabel?: string;
  openingHoursLabel?: string;
  closedLabel?: string;
  todayLabel?: string;
  servicesLabel?: string;
  paymentMethodsLabel?: string;
  directionsLabel?: string;
  newTabLabel?: string;
  mapAltText?: string;
  /** an authored map image; replaces the store's own (its `storeImages` entry of format `map`) */
  mapImage?: string;
  errorMessage?: string;
  /** the commerce service, when no <brand-page> gives the root model's config.hybrisConfig */
  hybrisConfig?: HybrisConfig;
}

type Load = { state: 'loading' } | { state: 'ready'; store: OccStore } | { state: 'error' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let value = formatters.get(key);
  if (!value) {
    try {
      value = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    } catch {
      value = new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, value);
  }
  return value;
}
/** 2024-01-01 was a Monday: weekDay 0. */
const dayName = (lang: string | undefined) => (weekDay: number) => formatter(lang, { weekday: 'long' }).format(Date.UTC(2024, 0, 1 + weekDay));
const timeText = (lang: string | undefined) => (minutes: number) => {
  try {
    return formatter(lang, { hour: '2-digit', minute: '2-digit' }).format(Date.UTC(2024, 0, 1, 0, minutes));
  } catch {
    return clockText(minutes);
  }
};

/**
 * One store of the OCC store locator: name, address, phone, opening hours in the store's own time zone with
 * "open now" / "closed now" (after mount, re-evaluated each minute), services, payment methods, a static map
 * and a directions link. No map script: the map is an image.
 */
export function StoreDetails(props: StoreDetailsProps) {
  const {
    storeName,
    title,
    openNowLabel = 'Open now',
    closedNowLabel = 'Closed now',
    opensAtLabel = 'Opens {time}',
    closesAtLabel = 'Closes {time}',
    openingHoursLabel = 'Opening hours',
    closedLabel = 'Closed',
    todayLabel = 'today',
    servicesLabel = 'Services',
    paymentMethodsLabel = 'Payment methods',
    directionsLabel = 'Get directions',
    newTabLabel = 'opens in a new tab',
    mapAltText,
    mapImage,
    errorMessage = 'The store details are unavailable right now.',
  } = props;
  const className = useThemedClass(storeStyles);
  const { tag } = useElement();
  const config = usePageConfig();
  const hybrisConfig = props.hybrisConfig ?? config.hybrisConfig;
  const lang = usePageLang();
  const authoredMap = useSafeUrl(mapImage, 'mapImage');
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const now = useMinuteClock(load.state === 'ready');
  const apiUrl = hybrisConfig?.apiUrl;
  const site = hybrisConfig?.site;

  useEffect(() => {
    // Without the commerce config there is nothing to ask yet (a partner page may set it a moment later).
    if (!storeName || !apiUrl || !site) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    let failure: Error | undefined;
    void fetchStore({ apiUrl, site }, storeName, { signal: controller.signal, onError: (error) => (failure = error) }).then((store) => {
      if (controller.signal.aborted) return;
      if (store) return setLoad({ state: 'ready', store });
      console.error(`<${tag}>: the store ${storeName} could not be loaded.`, failure?.message ?? '');
      setLoad({ state: 'error' });
    });
    return () => controller.abort();
  }, [storeName, apiUrl, site, tag]);

  if (!storeName) return null;
  if (load.state === 'loading') {
    return (
      <div className={className} aria-busy="true">
        <div data-card="" data-skeleton="">
          <span />
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className={className}>
        <p data-card="" data-error="">{errorMessage}</p>
      </div>
    );
  }

  // store data (names, addresses in the store's language) keeps its own direction on a right-to-left page: <bdi>
  const { store } = load;
  const name = title || store.displayName || store.name;
  const address = store.address ?? {};
  const services = storeServices(store);
  const payments = storePaymentMethods(store);
  const storeMap = store.storeImages?.find((image) => image?.format === 'map');
  const mapSrc = authoredMap ?? (safeUrl(storeMap?.url) || undefined);
  const directions = safeUrl(directionsUrl(store)) || undefined;
  const phone = address.phone?.replace(/[^\d+]/g, '');
  const state = now === undefined ? undefined : openStateAt(store, now);
  const next = state?.next;
  const days = dayName(lang);
  const time = timeText(lang);
  const nextText = next
    ? (next.kind === 'opens' ? opensAtLabel : closesAtLabel).replace('{time}', next.daysAhead === 0 ? time(next.minutes) : `${days(next.weekDay)} ${time(next.minutes)}`)
    : undefined;

  return (
    <div className={className}>
      <article data-card="" aria-labelledby={headingId} part="card">
        {mapSrc ? <img data-map="" part="map" src={mapSrc} alt={mapAltText || storeMap?.altText || ''} width={640} height={400} loading="lazy" decoding="async" /> : null}
        <header>
          <h2 id={headingId}>
            <bdi>{name}</bdi>
          </h2>
          {state ? (
            <p data-state={state.open ? 'open' : 'closed'} part="state">
              <span>{state.open ? openNowLabel : closedNowLabel}</span>
              {nextText ? <span data-next="">{nextText}</span> : null}
            </p>
          ) : null}
        </header>
        <div data-body="">
          <div data-facts="">
            <address part="address">
              {[address.line1, address.line2, [address.postalCode, address.town].filter(Boolean).join(' '), address.country?.name]
                .filter(Boolean)
                .map((line, index) => (
                  <bdi key={index}>{line}</bdi>
                ))}
              {/* a phone number reads left to right in every language */}
              {phone ? <a href={`tel:${phone}`} dir="ltr">{address.phone}</a> : null}
            </address>
            {store.description ? (
              <p>
                <bdi>{store.description}</bdi>
              </p>
            ) : null}
            {directions ? (
              <a data-directions="" part="directions" href={directions} target="_blank" rel="noopener noreferrer">
                <Icon name="location" />
                {directionsLabel}
                <span data-visually-hidden="">({newTabLabel})</span>
                <Icon name="external" />
              </a>
            ) : null}
            {services.length ? (
              <section>
                <h3>{servicesLabel}</h3>
                <ul>{services.map((service) => <li key={service}>
                      <bdi>{service}</bdi>
                    </li>)}</ul>
              </section>
            ) : null}
            {payments.length ? (
              <section>
                <h3>{paymentMethodsLabel}</h3>
                <ul>{payments.map((method) => <li key={method}>
                      <bdi>{method}</bdi>
                    </li>)}</ul>
              </section>
            ) : null}
          </div>
          <OpeningHours store={store} now={now} text={{ caption: openingHoursLabel, closedLabel, todayLabel, dayName: days, time }} />
        </div>
      </article>
    </div>
  );
}
