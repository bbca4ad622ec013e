import { register } from 'swiper/element';
import { FreeMode } from 'swiper/modules';

/**
 * Swiper Element, loaded on demand by the first carousel of a page (its own chunk: pages without a
 * carousel never download it, and a carousel paints its first slide before it arrives). Only the
 * free-mode module is used: rotation, arrows, the slide picker and the accessibility are the
 * carousel's own (WAI-ARIA APG).
 */
register();

export const modules = { FreeMode };
