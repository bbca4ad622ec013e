import { useSafeUrl } from '../shared/useSafeUrl';
import { useSafeCss } from '../shared/useSafeCss';
import { safeImageUrl } from '../../core/security/safeUrl';
import { WarningBox, type WarningImageDimension } from './WarningBox';

export interface HealthWarningProps {
  /** the warning text, HTML (sanitized) */
  text?: string;
  imageUrl?: string;
  imageHeight?: number | string;
  imageWidth?: number | string;
  /** the image's text alternative; empty when the image repeats the text */
  imageAlt?: string;
  imageLazyLoading?: boolean;
  /** false hides the warning */
  isShown?: boolean;
  /** `alternative`: the 6px border */
  variant?: 'default' | 'alternative';
  /** light (default): black on white; dark: white on black (e.g. the header model's `healthWarning.theme`) */
  tone?: 'light' | 'dark' | string;
}

const PIXELS = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i;

/**
 * A width or height: whole pixels become the attribute, `auto` or another CSS length an inline
 * style; `length` checks (and reports) the latter.
 */
export function imageDimension(value: unknown, length: (value: unknown) => string | undefined): WarningImageDimension {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return { attribute: Math.round(value) };
  if (typeof value !== 'string') return {};
  const pixels = PIXELS.exec(value);
  if (pixels) return Number(pixels[1]) > 0 ? { attribute: Math.round(Number(pixels[1])) } : {};
  if (value.trim().toLowerCase() === 'auto') return { css: 'auto' };
  const css = length(value);
  return css ? { css } : {};
}

/**
 * The health warning: an optional image and HTML text,
 * centred in a bordered box, kept out of search-engine snippets (`data-nosnippet`). A text-only one: WarningBox.
 */
export function HealthWarning({
  text,
  imageUrl,
  imageHeight,
  imageWidth,
  imageAlt,
  imageLazyLoading = false,
  isShown = true,
  variant = 'default',
  tone = 'light',
}: HealthWarningProps) {
  const check = useSafeCss();
  // Images may also be data:image placeholders; anything else refused is reported once by useSafeUrl.
  const image = safeImageUrl(imageUrl) ?? undefined;
  const src = useSafeUrl(image ? undefined : imageUrl, 'imageUrl') ?? image;
  if (isShown === false || ((typeof text !== 'string' || !text.trim()) && !src)) return null;
  return (
    <WarningBox
      html={text}
      variant={variant}
      tone={tone}
      image={
        src
          ? {
              src,
              alt: typeof imageAlt === 'string' ? imageAlt : '',
              width: imageDimension(imageWidth, (value) => check('length', 'imageWidth', value)),
              height: imageDimension(imageHeight, (value) => check('length', 'imageHeight', value)),
              lazy: imageLazyLoading,
            }
          : undefined
      }
    />
  );
}
