import { imageSources } from '../../core/media/imageWidths';
import type { ModelNode } from '../../core/model/types';

const requested = new Set<string>();

/**
 * Starts the download of the page's first image as soon as the model is known, before the image
 * element's code has loaded and rendered: `<link rel="preload" as="image" fetchpriority="high">`
 * with the very src, srcset and sizes the element's `<img>` gets (so the browser picks the same
 * file and downloads it once). The link goes at the end of the body, never into document.head,
 * and leaves once loaded. An image authored as lazy is left alone.
 */
export function preloadHeroImage(model: ModelNode): void {
  if (typeof document === 'undefined' || model.lazyLoading === true) return;
  const { src, srcSet, sizes } = imageSources(model as Record<string, unknown>);
  const key = srcSet ?? src;
  if (!src || !key || requested.has(key)) return;
  requested.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.imageSrcset = srcSet;
  if (sizes) link.imageSizes = sizes;
  link.fetchPriority = 'high';
  const done = () => link.remove();
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  (document.body ?? document.documentElement).append(link);
}
