/**
 * Pushes analytics events to the data layer (docs/reference.md "Analytics"):
 * `window.dataLayer.push({ event: name, ...data })`, creating `window.dataLayer` when missing.
 * A no-op without a window; never throws (a tag manager's replaced `push` may).
 */
import type { AnalyticsEventName } from './events';

export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

export interface DataLayerHost {
  dataLayer?: { push(...items: DataLayerEvent[]): unknown };
}

function defaultHost(): DataLayerHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as DataLayerHost);
}

/** Returns the object pushed, or undefined when there is no window (or the push failed). */
export function pushEvent(
  name: AnalyticsEventName,
  data: Record<string, unknown> = {},
  host: DataLayerHost | undefined = defaultHost(),
): DataLayerEvent | undefined {
  if (!host) return undefined;
  const { event: _ignored, ...rest } = data;
  const item: DataLayerEvent = { event: name, ...rest };
  try {
    if (!host.dataLayer || typeof host.dataLayer.push !== 'function') host.dataLayer = [];
    host.dataLayer.push(item);
    return item;
  } catch {
    return undefined;
  }
}
