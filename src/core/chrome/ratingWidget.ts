/**
 * The rating widget's rules: which
 * provider, which script, and the TrustedShop badge's fixed configuration. Pure functions; the
 * one-per-page script loading is in ../async/loadScript.ts.
 */
import { safeScriptUrl } from '../async/loadScript';

export type RatingProvider = 'TrustPilot' | 'TrustedShop';

/** TrustPilot's bootstrap script: it renders every `.trustpilot-widget` it is handed. */
export const TRUSTPILOT_SCRIPT_URL = 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js';

/** The TrustedShop badge: a click-triggered card, the custom reviews variant, 50 by 50. */
export const TRUSTED_SHOP_BADGE = {
  tag: 'trustedshops-badge',
  cardTrigger: 'click',
  variant: 'custom_reviews',
  width: 50,
  height: 50,
} as const;

const SHOP_ID = /^[A-Za-z0-9]+$/;

/** The provider named by the authored `serviceName` (case and a trailing s are forgiven), or undefined. */
export function ratingProvider(serviceName: unknown): RatingProvider | undefined {
  if (typeof serviceName !== 'string') return undefined;
  const name = serviceName.trim().toLowerCase().replace(/[\s_-]/g, '');
  if (name === 'trustpilot') return 'TrustPilot';
  if (name === 'trustedshop' || name === 'trustedshops') return 'TrustedShop';
  return undefined;
}

/** A TrustedShop shop id is letters and digits only (it becomes part of a script URL). */
export function isTrustedShopId(value: unknown): value is string {
  return typeof value === 'string' && SHOP_ID.test(value);
}

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
