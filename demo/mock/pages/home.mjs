// The storefront's home page: headline, hero carousel and the call to shop.
import { column } from './index.mjs';
import { uspStrip } from './usp.mjs';
import { promoCode } from './promo.mjs';
import { faqItems } from './faq.mjs';
import { limitedEdition } from './countdown.mjs';
import { shopNowBar, zoomIn } from './motion.mjs';
import { videoBanner, videoParallax } from './video.mjs';
import { flavourCards, heroCarousel } from './carousels.mjs';
import { zoomTin } from './zoom.mjs';

export function homePage({ t, lang, brand, link }) {
  const usp = zoomIn('uspZoom', uspStrip(lang));
  const shopBar = shopNowBar({ lang, link });
  const promo = promoCode(lang);
  const faq = faqItems({ lang, link });
  const limited = limitedEdition({ lang, link });
  const banner = videoBanner({ lang, link });
  const parallax = videoParallax({ lang, link });
  const cards = flavourCards({ lang, link });
  const tin = zoomTin({ lang, brand });
  return {
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      headline: { ':type': 'brand/components/text', richText: true, text: t.headline },
      hero: heroCarousel({ lang }),
      cta: { ':type': 'brand/components/button', label: t.shopNow, linkUrl: link('shop'), icon: 'arrow-right', iconPosition: 'right' },
      ...banner.items,
      uspSpacer: { ':type': 'brand/components/spacer', height: '6' },
      ...usp.items,
      promoSpacer: { ':type': 'brand/components/spacer', height: '6' },
      ...promo.items,
      cardsSpacer: { ':type': 'brand/components/spacer', height: '6' },
      ...cards.items,
      limitedSpacer: { ':type': 'brand/components/spacer', height: '6' },
      ...limited.items,
      ...tin.items,
      ...parallax.items,
      aboutSpacer: { ':type': 'brand/components/spacer', height: '5' },
      ...faq,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
      ...shopBar.items,
    },
    columns: {
      headline: column(6),
      hero: column(6),
      cta: column(12),
      ...banner.columns,
      uspSpacer: column(12),
      ...usp.columns,
      promoSpacer: column(12),
      ...promo.columns,
      cardsSpacer: column(12),
      ...cards.columns,
      limitedSpacer: column(12),
      ...limited.columns,
      ...tin.columns,
      ...parallax.columns,
      aboutSpacer: column(12),
      about: column(8),
      faqSpacer: column(12),
      faqTitle: column(8),
      faq: column(8),
      spacer: column(12),
      ...shopBar.columns,
    },
  };
}
