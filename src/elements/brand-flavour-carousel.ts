import { defineElement } from './defineWithReact';
import { FlavourCarousel } from '../react/flavourCarousel/FlavourCarousel';
import { flavourCarouselEmptiness } from '../core/model/emptiness/flavour-carousel';

/**
 * The flavour-experience carousel: groups of flavours (tabs, each with its low / high intensity
 * labels around a bar), the group's flavours as thumbnails on a Swiper slider (toggle buttons), the
 * chosen flavour's panel (picture, vector picture, title, subtitle, description, intensity gauge,
 * aroma note, a link to its page) cross-fading in over 300 ms (none with reduced motion), previous /
 * next (disabled and, by default, hidden at the edges, named by the first / last-slide messages
 * there; hidden when the thumbnails fit), the "2 / 6" counter and an optional action that opens a
 * dialog of every flavour. An item shows only when its groupId names a group and it has a ctaLabel,
 * a url and a pagination image (an untitled item is named by its ctaAriaLabel, else its ctaLabel);
 * empty groups are dropped; items sorted by intensityValue,
 * descending (missing last). Resource type: brand/components/flavour-carousel.
 */
export const BrandFlavourCarousel = defineElement('brand-flavour-carousel', FlavourCarousel, {
  props: {
    groups: { type: 'json', description: 'The groups, in order: [{ id, title, lowLabel, highLabel }] (title defaults to the id).' },
    items: {
      type: 'json',
      description:
        'The flavours: [{ title, subtitle, description (HTML), aromaNoteLabel, intensityValue, ctaLabel, ctaAriaLabel, url, groupId, images: { pagination, detail, svg, aroma } (URLs or { src, alt }), primaryColor, secondaryColor (CSS colours: thumbnail and picture backgrounds) }].',
    },
    intensityScale: { type: 'number', description: 'The scale of the intensity gauges (e.g. 12); without it no gauge shows.' },
    sortOrder: { type: 'string', description: 'desc (default): most intense first; asc: least intense first. Items without intensity last.' },
    hideOnDisabled: { type: 'boolean', description: 'Default true: previous / next are hidden at the first / last flavour; false shows them disabled.' },
    previousLabel: { type: 'string', description: 'Accessible name of the previous button (default "Previous flavour").' },
    nextLabel: { type: 'string', description: 'Accessible name of the next button (default "Next flavour").' },
    firstSlideMessage: { type: 'string', description: 'Name of the previous button at the first flavour (default "This is the first flavour").' },
    lastSlideMessage: { type: 'string', description: 'Name of the next button at the last flavour (default "This is the last flavour").' },
    actionLabel: { type: 'string', description: 'The search-style action button\'s text; set, it shows and opens a dialog of every flavour.' },
    dialogTitle: { type: 'string', description: 'The dialog\'s title (default the action label).' },
    closeAriaLabel: { type: 'string', description: 'Accessible name of the dialog\'s close button (default "Close").' },
    accessibilityLabel: { type: 'string', description: 'The carousel\'s accessible name.' },
    groupsLabel: { type: 'string', description: 'Accessible name of the group tabs (default "Flavour groups").' },
    intensityLabel: { type: 'string', description: 'Label of the intensity gauge (default "Intensity").' },
    zoomLabels: { type: 'json', description: 'Words of the detail image zoom: { open ("Zoom image"), close, zoomIn, zoomOut, level, dialog }; the detail image opens the full-screen image zoom.' },
    aromaLabel: { type: 'string', description: 'Label of the aroma note (default "Aroma note").' },
  },
  events: {
    onSelect: { name: 'brand-flavour-select', description: 'Another flavour was chosen (thumbnail, arrows, a group tab or the dialog); detail { groupId, index, title }.' },
  },
  emptiness: flavourCarouselEmptiness,
  parts: [
    { name: 'carousel', description: 'The whole carousel.' },
    { name: 'groups', description: 'The group tabs (role tablist).' },
    { name: 'group', description: 'One group tab; also group-selected on the chosen one.' },
    { name: 'scale', description: 'The low / high labels around the intensity bar.' },
    { name: 'thumbs', description: 'The <swiper-container> of thumbnails.' },
    { name: 'thumb', description: 'One thumbnail button; also thumb-selected on the chosen one.' },
    { name: 'previous', description: 'The previous button.' },
    { name: 'next', description: 'The next button.' },
    { name: 'counter', description: 'The "current / total" counter.' },
    { name: 'action', description: 'The action button that opens the dialog.' },
    { name: 'detail', description: 'The chosen flavour\'s panel.' },
    { name: 'cta', description: 'The link to the flavour\'s page.' },
    { name: 'meter', description: 'The intensity gauge\'s ring.' },
  ],
  family: 'showcase',
  // its server markup is whole and still (slides in place, a poster): its code sets it moving, so it waits for an input
  hydrate: { policy: 'visible', afterInput: true },
  budgetKiB: 104,
});
