import { defineElement } from './defineWithReact';
import { HealthWarning } from '../react/healthWarning/HealthWarning';

/**
 * The health warning: an optional image and HTML text (sanitized), centred in a bold black-on-white
 * box with a 3px border (6px in the alternative variant), the same in every theme, kept out of
 * search-engine snippets (`data-nosnippet`). `is-shown="false"` hides it; with neither text nor
 * image it renders nothing. Resource type: brand/components/health-warning.
 */
export const BrandHealthWarning = defineElement('brand-health-warning', HealthWarning, {
  props: {
    text: { type: 'string', editor: 'richtext', description: 'The warning text; HTML, sanitized.' },
    imageUrl: { type: 'string', editor: 'reference', description: 'Image URL (http(s), relative or a data:image placeholder).' },
    imageWidth: { type: 'string', description: 'Image width: pixels (e.g. 320) or a CSS length.' },
    imageHeight: { type: 'string', description: 'Image height: pixels (e.g. 80) or a CSS length.' },
    imageAlt: { type: 'string', description: 'Text alternative of the image (empty when it repeats the text).' },
    imageLazyLoading: { type: 'boolean', description: 'Load the image lazily.' },
    isShown: { type: 'boolean', description: 'false hides the warning (default true).' },
    variant: { type: 'string', description: 'default (3px border) or alternative (6px border).' },
    tone: { type: 'string', description: 'light (default, black on white) or dark (white on black).' },
  },
  staticContent: true,
  // The box inside carries data-nosnippet too; on the host it holds for crawlers that do not
  // flatten shadow roots.
  hostProps: (host) => {
    host.setAttribute('data-nosnippet', '');
    return {};
  },
  family: 'basic',
  budgetKiB: 93,
});
