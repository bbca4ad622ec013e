import { safeUrl } from '../security/safeUrl';

/**
 * Motion rules of the media elements (brand-video-banner, brand-video-parallax), pure so they can be
 * tested and run on a server. WCAG 2.2.2 and 2.3.3: nothing moves on its own for a visitor who asked
 * for reduced motion, and a video is not fetched on a metered connection (Save-Data).
 */
export interface MotionPreferences {
  /** `prefers-reduced-motion: reduce` matches */
  reducedMotion?: boolean;
  /** `navigator.connection.saveData` */
  saveData?: boolean;
}

/** A muted video may start on its own only when the visitor asked neither for reduced motion nor to save data. */
export function mayAutoplay({ reducedMotion, saveData }: MotionPreferences): boolean {
  return reducedMotion !== true && saveData !== true;
}

/** The background follows the scroll only without reduced motion (Save-Data does not matter: no bytes). */
export function mayParallax({ reducedMotion }: MotionPreferences): boolean {
  return reducedMotion !== true;
}

/** Default share of the scroll the background lags behind by (0 = moves with the page, 1 = fixed). */
export const DEFAULT_PARALLAX_RATE = 0.3;
/** How far the background reaches past each edge of its section, as a share of the section's height. */
export const PARALLAX_OVERSCAN = 0.25;

/** An authored rate (number or numeric string) clamped to 0..0.9; anything else gives the default. */
export function parallaxRate(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return DEFAULT_PARALLAX_RATE;
  return Math.min(0.9, Math.max(0, n));
}

export interface ParallaxGeometry {
  /** the section's top relative to the viewport (getBoundingClientRect().top), px */
  top: number;
  /** the section's height, px */
  height: number;
  /** the viewport's height, px */
  viewportHeight: number;
  /** from parallaxRate */
  rate: number;
}

/**
 * The background's translateY in px: zero when the section's centre is at the viewport's centre,
 * moving against the scroll by `rate` of it, so the background travels slower than the content.
 * Clamped to the overscan, so an edge of the background never shows; whole pixels only.
 */
export function parallaxOffset({ top, height, viewportHeight, rate }: ParallaxGeometry): number {
  if (!(height > 0) || !(viewportHeight > 0) || !(rate > 0)) return 0;
  const fromCentre = top + height / 2 - viewportHeight / 2;
  const limit = height * PARALLAX_OVERSCAN;
  const offset = Math.max(-limit, Math.min(limit, -fromCentre * rate));
  return Math.round(offset) || 0;
}

/** A media source (video, poster, captions): http(s) or relative only; mailto:, tel:, data: and the rest are refused. */
export function safeMediaUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  if (!url) return undefined;
  return /^(mailto|tel):/i.test(url) ? undefined : url;
}
