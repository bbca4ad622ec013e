// The home page's motion: the USP strip zooms in as it scrolls into view (brand-zoom-container),
// and on phones a "Shop now" bar sticks to the bottom once the hero's own button has scrolled
// away (brand-sticky-container, mobile only), in English, Arabic and Khmer.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: { shopNow: 'Shop now' },
  ar: { shopNow: 'تسوّق الآن' },
  km: { shopNow: 'ទិញឥឡូវនេះ' },
};

/** Below this scroll position (px) the bar stays hidden: the hero's own "Shop now" is still in view. */
export const SHOP_BAR_OFFSET = 480;

/** `{ items, columns }`: the given block's items inside one zoom container, full width. */
export function zoomIn(key, block) {
  return {
    items: {
      [key]: {
        ':type': 'brand/components/zoom-container',
        scale: 0.85,
        opacity: 0,
        ':itemsOrder': Object.keys(block.items),
        ':items': block.items,
      },
    },
    columns: { [key]: column(12) },
  };
}

/** `{ items, columns }`: the sticky "Shop now" bar, last in the page's content. */
export function shopNowBar({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      shopBar: {
        ':type': 'brand/components/sticky-container',
        position: 'bottom',
        showOn: 'always',
        offset: SHOP_BAR_OFFSET,
        mobileOnly: true,
        ':itemsOrder': ['shopBarButton'],
        ':items': {
          shopBarButton: { ':type': 'brand/components/button', label: c.shopNow, linkUrl: link('shop'), icon: 'arrow-right', iconPosition: 'right', size: 'large', fullWidth: true },
        },
      },
    },
    columns: { shopBar: column(12) },
  };
}
