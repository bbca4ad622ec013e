import { isRecord } from '../isRecord';
import { itemsInOrder } from '../model/items';
import type { ModelNode } from '../model/types';

/**
 * An image's CSS aspect-ratio (`16 / 9`): `true` takes it from its width and height, a string is a ratio
 * such as '16/9', '4:3' or '3x2'; anything else (or a ratio written otherwise) is none, so no authored
 * text ever reaches the CSS.
 */
export function cssAspectRatio(aspectRatio: unknown, width?: number, height?: number): string | undefined {
  if (aspectRatio === true || aspectRatio === 'true') return width && height ? `${width} / ${height}` : undefined;
  if (typeof aspectRatio !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*[/:x]\s*(\d+(?:\.\d+)?)\s*$/.exec(aspectRatio);
  return match ? `${match[1]} / ${match[2]}` : undefined;
}

/** An image's authored width or height (a number, or a numeric string such as '1200'): positive, else none. */
export function imageDimension(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The box of a slide's picture, as a CSS aspect-ratio: the slide model's first item, when it is an image
 * with a ratio (or a width and height with `aspectRatio: true`); undefined when the slide starts with
 * anything else.
 */
export function slideAspectRatio(slide: unknown): string | undefined {
  if (!isRecord(slide)) return undefined;
  const [first] = itemsInOrder(slide as ModelNode);
  if (!first) return undefined;
  const [, item] = first;
  if (typeof item[':type'] !== 'string' || !/\/image$/.test(item[':type'])) return undefined;
  return cssAspectRatio(item.aspectRatio, imageDimension(item.width), imageDimension(item.height));
}

/**
 * The least box a row of full-width slides will have: their pictures' common ratio, when every slide
 * starts with a picture of the same ratio; else undefined (a slide of another shape must not be stretched).
 * A carousel whose slides (light DOM) are still being read, as a server-rendered page is painted while it
 * loads, keeps that box, so what is under the slides does not move when they arrive.
 */
export function commonSlideRatio(slides: unknown[]): string | undefined {
  if (slides.length === 0) return undefined;
  const ratios = new Set(slides.map(slideAspectRatio));
  const [only] = ratios;
  return ratios.size === 1 ? only : undefined;
}
