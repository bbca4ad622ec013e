/**
 * The iframe's rules: the frame's address from the authored `url` and `parameters`, its sandbox,
 * its default size, and which frames may be sent the visitor's data.
 *
 * - Only http(s) frames: a relative URL is resolved against the page; `javascript:`, `data:`,
 *   `mailto:`, `blob:` and the rest are refused (the element renders nothing and logs once).
 * - Each parameter `{ key, value }` with a non-empty key is added to the URL's query (after those
 *   the URL already has; an existing key is kept and the parameter added beside it).
 * - The sandbox of a frame from another origin keeps its origin (`allow-same-origin`), so it can be
 *   sent the user data by origin. A frame from the page's own origin never gets `allow-same-origin`
 *   together with `allow-scripts` (it could remove its own sandbox): it runs with an opaque origin,
 *   which cannot be addressed by origin, so it is sent no user data (it is the same site: it can read
 *   the visitor itself).
 */

export const DEFAULT_IFRAME_HEIGHT = 300;
export const DEFAULT_IFRAME_WIDTH = '100%';

const COMMON_SANDBOX = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];

export interface IframeParameter {
  key?: unknown;
  value?: unknown;
}

export type IframeSource =
  | { kind: 'none' }
  | { kind: 'refused'; url: string }
  | { kind: 'ok'; src: string; origin: string; sameOrigin: boolean };

/**
 * The frame's address: `none` without a URL, `refused` for anything but http(s) (or an unparsable
 * URL), else the URL (resolved against `baseUrl`, the document's base) with the parameters, its origin
 * and whether that is the page's own origin (`pageOrigin`, not the base's: a `<base href>` elsewhere
 * must not make the shop's own pages look foreign). An unknown page origin counts as the same origin:
 * the frame then gets no `allow-same-origin` and no user data (failing closed).
 */
export function iframeSource(url: unknown, parameters: unknown, baseUrl: string, pageOrigin?: string): IframeSource {
  if (typeof url !== 'string' || url.trim() === '') return { kind: 'none' };
  // Browsers drop tabs and newlines inside a URL and trim controls and spaces at its ends.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  let parsed: URL;
  try {
    parsed = new URL(cleaned, baseUrl);
  } catch {
    return { kind: 'refused', url };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'refused', url };
  for (const parameter of Array.isArray(parameters) ? (parameters as unknown[]) : []) {
    if (!parameter || typeof parameter !== 'object') continue;
    const { key, value } = parameter as IframeParameter;
    if (typeof key !== 'string' || key.trim() === '') continue;
    parsed.searchParams.append(key.trim(), value === undefined || value === null ? '' : String(value));
  }
  const known = typeof pageOrigin === 'string' && pageOrigin !== '' && pageOrigin !== 'null';
  return { kind: 'ok', src: parsed.href, origin: parsed.origin, sameOrigin: !known || parsed.origin === pageOrigin };
}

export { embedOriginsOf } from './origins';

/**
 * Where the user data may be posted: the frame's own origin, for a frame from another origin whose
 * origin the page lists in `allowedOrigins` (see embedOriginsOf); never `*`. A same-origin frame runs
 * with an opaque origin (and is the same site anyway); an unlisted one is sent nothing.
 */
export function userDataTarget(source: IframeSource | undefined, allowedOrigins: readonly string[] | undefined): string | undefined {
  if (source?.kind !== 'ok' || source.sameOrigin) return undefined;
  return allowedOrigins?.includes(source.origin) ? source.origin : undefined;
}

/** The sandbox tokens: `allow-same-origin` only for a frame from another origin. */
export function iframeSandbox(sameOrigin: boolean): string {
  return (sameOrigin ? COMMON_SANDBOX : [...COMMON_SANDBOX, 'allow-same-origin']).join(' ');
}

/**
 * An authored size as safeLength takes it: a number or a string of digits is pixels (AEM dialogs
 * store numbers as strings), anything else as authored; missing → the default.
 */
export function iframeLength(value: unknown, fallback: number | string): unknown {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}
