import { register } from 'swiper/element';
import { FreeMode } from 'swiper/modules';

/**
 * Swiper Element, the chunk load.ts fetches for the first slider of a page (pages without one never
 * download it, and a slider paints its first slides before it arrives). Only the free-mode module
 * is used: rotation, arrows, the slide picker and the accessibility are the sliders' own (WAI-ARIA APG).
 */
register();

export const modules = { FreeMode };
