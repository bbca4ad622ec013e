import { defineElement } from './defineWithReact';
import { InfoCardsSlider } from '../react/infoCardsSlider/InfoCardsSlider';

/**
 * The info cards slider: a row of cards on
 * Swiper Element (loaded on first use) with previous / next, each card an image, an HTML title and
 * one button named by the title, stretched over the card. A card with a videoUrl opens the video
 * dialog (a <video controls> with optional captions, loaded on first open); any other opens a dialog
 * with its dialogXFContent (max width small, full width). Closing returns focus to the card. Live,
 * invalid items are left out; in the editor an invalid item shows a configuration error.
 * Resource type: brand/components/info-cards-slider; the "Highlights slider" component (theme,
 * borderColor, items, onItem) is this element, so brand/components/highlights-slider maps here too.
 */
export const BrandInfoCardsSlider = defineElement('brand-info-cards-slider', InfoCardsSlider, {
  props: {
    items: {
      type: 'json',
      description:
        'The cards: [{ title (HTML), image: { src, assetFileReference, alt } or a URL, videoUrl, captionsUrl, captionsLang, captionsLabel, dialog: { title, closeAriaLabel }, dialogXFContent (HTML) }]; each needs a title, an image and a videoUrl or dialogXFContent with a dialog title (AEM\'s flat dialogTitle is read too).',
    },
    sliderTheme: { type: 'string', description: 'light (default) or dark cards. The catalogue\'s own name, theme, works too: theme light or dark is read as this, never as a brand theme.' },
    borderColor: { type: 'string', description: 'The cards\' border colour (a CSS colour; default the theme\'s divider).' },
    accessibilityLabel: { type: 'string', description: 'The slider\'s accessible name (e.g. its heading).' },
    previousLabel: { type: 'string', description: 'Name of the previous button (default "Previous").' },
    nextLabel: { type: 'string', description: 'Name of the next button (default "Next").' },
    playLabel: { type: 'string', description: 'The accessible description of a video card\'s button, telling it from a dialog card (default "Play video").' },
    openLabel: { type: 'string', description: 'The accessible description of a dialog card\'s button (default "Open details").' },
  },
  events: {
    onItem: { name: 'brand-info-card', description: 'A card was chosen and its video or dialog opens; detail { index, type (video | dialog), title }.' },
  },
  aliases: ['brand/components/highlights-slider'],
  parts: [
    { name: 'slider', description: 'The slider (aria-roledescription carousel).' },
    { name: 'slides', description: 'The <swiper-container>.' },
    { name: 'card', description: 'One card.' },
    { name: 'controls', description: 'The bar with previous and next.' },
    { name: 'previous', description: 'The previous button.' },
    { name: 'next', description: 'The next button.' },
    { name: 'video-dialog', description: 'The video dialog (role dialog).' },
    { name: 'paper', description: 'A dialog card\'s dialog (role dialog).' },
  ],
  family: 'showcase',
  // its server markup is whole and still (slides in place, a poster): its code sets it moving, so it waits for an input
  hydrate: { policy: 'visible', afterInput: true },
  budgetKiB: 99,
});
