/** The rating widget's providers and their fixed configuration: what the footer's rules check, without the script's. */

export type RatingProvider = 'TrustPilot' | 'TrustedShop';

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
