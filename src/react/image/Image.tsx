import { useState } from 'react';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { imageSources } from '../../core/media/imageWidths';
import { cssAspectRatio, imageDimension } from '../../core/media/aspectRatio';
import { safeImageUrl } from '../../core/security/safeUrl';
import { useSafeUrl } from '../shared/useSafeUrl';
import { ZoomableImage } from './ZoomableImage';
import { useStyleClass, useThemedClass } from '../runtime/useThemedClass';

export interface ImageProps {
  src?: string;
  /** default '' (decorative) */
  alt?: string;
  linkUrl?: string;
  linkTarget?: '_self' | '_blank';
  /** 'url 390w, url 600w' */
  srcSetData?: string;
  /** [{ src, width }], { width: url }, or URLs paired with renditionWidths */
  renditions?: unknown;
  renditionWidths?: number[];
  renditionHeights?: number[];
  /** default true */
  lazyLoading?: boolean;
  width?: number | string;
  height?: number | string;
  /** true (from width and height) or a ratio such as '16/9' or '4:3' */
  aspectRatio?: boolean | string;
  /** how urgent the image is: `high` for what the first screen shows (a hero), `low`, or `auto` (default) */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** the image is a button that opens the full-screen zoom dialog (not with linkUrl: the link wins) */
  zoom?: boolean;
  /** a larger source for the zoom dialog; default the image's own */
  zoomSrc?: string;
  /** the zoom's words in the page's language: { open, close, zoomIn, zoomOut, level, dialog } */
  zoomLabels?: unknown;
}

/**
 * A responsive image: srcset from authored renditions, `sizes` from the image-width-by-viewport
 * table (core/media/imageWidths.ts), lazy by default, its box reserved (width/height or aspect
 * ratio) so the page does not jump as it loads. A failed load keeps the box, shaded.
 */
const FETCH_PRIORITIES = new Set(['high', 'low', 'auto']);

const linkStyles = (theme: Theme): CSSObject => ({ display: 'block', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } });
/** A failed load: the box kept, shaded. */
const failedStyles = (theme: Theme): CSSObject => ({ backgroundColor: theme.palette.grey[100] });

export function Image(props: ImageProps) {
  const { alt = '', linkUrl, linkTarget = '_self', lazyLoading = true } = props;
  const [failed, setFailed] = useState(false);
  const href = useSafeUrl(linkUrl);
  // Checked like src: http(s), relative or an inline raster image; anything else falls back to the image.
  const zoomUrl = safeImageUrl(props.zoomSrc) ?? undefined;
  // The same sources as the hero's preload (src/elements/page/heroPreload.ts): one download.
  const { src: fallback, srcSet, sizes } = imageSources(props);
  const width = imageDimension(props.width) ?? imageDimension(props.renditionWidths?.[0]);
  const height = imageDimension(props.height) ?? imageDimension(props.renditionHeights?.[0]);
  const ratio = cssAspectRatio(props.aspectRatio, width, height);
  const box: CSSObject = {
    display: 'block',
    width: props.width === undefined || props.width === 'auto' ? '100%' : `${width}px`,
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: ratio,
    objectFit: ratio ? 'cover' : undefined,
  };
  const boxClass = useStyleClass(failed ? { ...box, aspectRatio: ratio ?? '4 / 3' } : box);
  const failedClass = useThemedClass(failedStyles);
  const linkClass = useThemedClass(linkStyles);
  if (!fallback) return null;

  const image = failed ? (
    <div role="img" aria-label={alt || undefined} className={`${boxClass} ${failedClass}`} />
  ) : (
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={lazyLoading ? 'lazy' : 'eager'}
      fetchPriority={FETCH_PRIORITIES.has(props.fetchPriority ?? '') ? props.fetchPriority : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={boxClass}
    />
  );
  if (!href && props.zoom) {
    return (
      <ZoomableImage alt={alt} src={zoomUrl ?? fallback} fill={box.width === '100%'} labels={props.zoomLabels}>
        {image}
      </ZoomableImage>
    );
  }
  if (!href) return image;
  const newWindow = linkTarget === '_blank';
  return (
    <a href={href} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined} className={linkClass}>
      {image}
    </a>
  );
}
