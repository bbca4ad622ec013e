import type { CSSProperties } from 'react';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { imageStyles, textStyles, warningStyles } from './styles';
import { colourSchemeOf } from '../../core/colourScheme';

/** An image's width or height: whole pixels as the attribute, anything else (a checked CSS length) as inline style. */
export interface WarningImageDimension {
  attribute?: number;
  css?: string;
}

/** The warning's image, its URL and dimensions already checked (HealthWarning). */
export interface WarningImage {
  src: string;
  alt: string;
  width: WarningImageDimension;
  height: WarningImageDimension;
  lazy: boolean;
}

/**
 * The health warning's box: the image, if any, then the HTML text (sanitized). It checks nothing authored but the
 * text: the headers show it alone, as their warning is text only, and so do not download the image's URL and
 * CSS-length checks, which HealthWarning adds. Nothing when there is neither text nor image.
 */
export function WarningBox({
  html,
  image,
  variant = 'default',
  tone = 'light',
}: {
  /** the warning text, HTML; trimmed here */
  html?: unknown;
  image?: WarningImage;
  variant?: 'default' | 'alternative';
  tone?: string;
}) {
  const boxClass = useThemedClass(warningStyles);
  const textClass = useThemedClass(textStyles);
  const imageClass = useThemedClass(imageStyles);
  const text = typeof html === 'string' ? html.trim() : '';
  if (!text && !image) return null;
  const { width, height } = image ?? {};
  const style: CSSProperties = { width: width?.css, height: height?.css };
  return (
    <div
      className={boxClass}
      data-nosnippet=""
      data-health-warning=""
      data-variant={variant === 'alternative' ? 'alternative' : 'default'}
      data-tone={colourSchemeOf(tone)}
    >
      {image && (
        <img
          className={imageClass}
          src={image.src}
          alt={image.alt}
          width={width?.attribute}
          height={height?.attribute}
          style={style.width || style.height ? style : undefined}
          loading={image.lazy ? 'lazy' : undefined}
          decoding="async"
        />
      )}
      {text && <SanitizedHtml html={text} className={textClass} />}
    </div>
  );
}
