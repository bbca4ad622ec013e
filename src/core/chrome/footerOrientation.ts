import { safeImageUrl, safeUrl } from '../security/safeUrl';
import { safeColor } from '../security/safeCss';
import { asRecord, dimension, isNotOff, isOn, text } from './footerValues';

/**
 * The footer's blocks that are set per orientation: the health
 * warning (shown per orientation) and the banner (shown and sticky per orientation).
 */

/** How a block behaves in one orientation. */
export type OrientationMode = 'hidden' | 'static' | 'sticky';

export interface OrientationLayout {
  portrait: OrientationMode;
  landscape: OrientationMode;
}

/**
 * Visibility per orientation (showOnPortrait / showOnLandscape): shown unless explicitly false,
 * since an author who enabled the block expects to see it. Stickiness (stickyOnPortrait /
 * stickyOnLandscape) is opt-in and only applies where the block is shown.
 */
export function orientationLayout(config: unknown): OrientationLayout {
  const record = asRecord(config);
  const mode = (show: unknown, sticky: unknown): OrientationMode => (!isNotOff(show) ? 'hidden' : isOn(sticky) ? 'sticky' : 'static');
  return {
    portrait: mode(record.showOnPortrait, record.stickyOnPortrait),
    landscape: mode(record.showOnLandscape, record.stickyOnLandscape),
  };
}

const shownSomewhere = (layout: OrientationLayout) => layout.portrait !== 'hidden' || layout.landscape !== 'hidden';

export interface FooterHealthWarning {
  /** HTML, sanitized where it is rendered */
  text?: string;
  imageUrl?: string;
  imageAlt: string;
  imageWidth?: number;
  imageHeight?: number;
  layout: OrientationLayout;
}

/** The health warning to show, or null: text needs enableText and a message, the image enableImage and a safe path. */
export function healthWarningContent(config: unknown): FooterHealthWarning | null {
  const record = asRecord(config);
  if (!isOn(record.enable)) return null;
  const message = text(record.message);
  const imageUrl = isOn(record.enableImage) ? (safeImageUrl(record.imagePath) ?? undefined) : undefined;
  const messageShown = isOn(record.enableText) && message !== '';
  if (!messageShown && !imageUrl) return null;
  const layout = orientationLayout({ showOnPortrait: record.showOnPortrait, showOnLandscape: record.showOnLandscape });
  if (!shownSomewhere(layout)) return null;
  return {
    text: messageShown ? message : undefined,
    imageUrl,
    imageAlt: text(record.imageAlt),
    imageWidth: dimension(record.imageWidth),
    imageHeight: dimension(record.imageHeight),
    layout,
  };
}

export interface FooterBanner {
  imageUrl: string;
  imageAlt: string;
  imageWidth?: number;
  imageHeight?: number;
  href?: string;
  ariaLabel?: string;
  /** a CSS colour, or undefined for the theme's primary.dark */
  background?: string;
  noIndex: boolean;
  layout: OrientationLayout;
}

/** The banner, or null: it needs `enable`, a safe image, and to be shown in at least one orientation. */
export function footerBanner(config: unknown): FooterBanner | null {
  const record = asRecord(config);
  if (!isOn(record.enable)) return null;
  const imageUrl = safeImageUrl(record.imagePath);
  if (!imageUrl) return null;
  const layout = orientationLayout(record);
  if (!shownSomewhere(layout)) return null;
  const ariaLabel = text(record.linkAriaLabel);
  return {
    imageUrl,
    imageAlt: text(record.imageAlt),
    imageWidth: dimension(record.imageWidth),
    imageHeight: dimension(record.imageHeight),
    href: safeUrl(record.linkUrl) ?? undefined,
    ...(ariaLabel ? { ariaLabel } : {}),
    background: safeColor(record.background),
    noIndex: isOn(record.noIndex),
    layout,
  };
}
