/**
 * The rating widget's rules: which
 * provider, which script, and the TrustedShop badge's fixed configuration. Pure functions; the
 * one-per-page script loading is in ../async/loadScript.ts.
 */
import { safeScriptUrl } from '../async/loadScript';
import { isTrustedShopId, ratingProvider, type RatingProvider } from './ratingProvider';

// The rules the footer's configuration needs too, in a module without the script's: read from here as before.
export { isTrustedShopId, ratingProvider, TRUSTED_SHOP_BADGE, type RatingProvider } from './ratingProvider';

/** TrustPilot's bootstrap script: it renders every `.trustpilot-widget` it is handed. */
export const TRUSTPILOT_SCRIPT_URL = 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js';

export function trustedShopScriptUrl(shopId: string): string | undefined {
  return isTrustedShopId(shopId) ? `https://widgets.trustedshops.com/js/${shopId}.js` : undefined;
}

/** The hosts a `scriptUrl` override may load from (https only); same-origin paths are allowed too. */
export const RATING_SCRIPT_HOSTS = ['widget.trustpilot.com', 'widgets.trustedshops.com'] as const;

/**
 * An authored script URL is code that runs on the page: only a same-origin path (a self-hosted
 * copy, the demo's stand-ins) or https on a provider's own host.
 */
export function allowedRatingScriptUrl(value: unknown): string | undefined {
  const url = safeScriptUrl(value);
  if (!url) return undefined;
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (RATING_SCRIPT_HOSTS as readonly string[]).includes(parsed.hostname) ? url : undefined;
  } catch {
    return undefined;
  }
}

export type RatingScript =
  | { ok: true; provider: RatingProvider; url: string }
  | { ok: false; provider?: RatingProvider; reason: string };

/** Which script a widget loads, or why it loads none. */
export function ratingScript(input: {
  serviceName?: unknown;
  trustedShopId?: unknown;
  trustPilotSnippet?: unknown;
  scriptUrl?: unknown;
}): RatingScript {
  const provider = ratingProvider(input.serviceName);
  if (!provider) return { ok: false, reason: `unknown serviceName "${String(input.serviceName ?? '')}" (TrustPilot or TrustedShop)` };
  if (provider === 'TrustPilot' && (typeof input.trustPilotSnippet !== 'string' || input.trustPilotSnippet.trim() === '')) {
    return { ok: false, provider, reason: 'trustPilotSnippet is empty' };
  }
  if (provider === 'TrustedShop' && !isTrustedShopId(input.trustedShopId)) {
    return { ok: false, provider, reason: 'trustedShopId must be letters and digits only' };
  }
  if (input.scriptUrl !== undefined && input.scriptUrl !== null && input.scriptUrl !== '') {
    const override = allowedRatingScriptUrl(input.scriptUrl);
    if (!override) {
      return { ok: false, provider, reason: `refused scriptUrl "${String(input.scriptUrl).slice(0, 60)}" (a same-origin path, or https on ${RATING_SCRIPT_HOSTS.join(' or ')})` };
    }
    return { ok: true, provider, url: override };
  }
  const url = provider === 'TrustPilot' ? TRUSTPILOT_SCRIPT_URL : trustedShopScriptUrl(input.trustedShopId as string)!;
  return { ok: true, provider, url };
}
