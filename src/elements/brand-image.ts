import { defineElement } from './defineWithReact';
import { Image } from '../react/image/Image';
import { imageEmptiness } from '../core/model/emptiness/image';

/**
 * A responsive image: srcset from srcSetData or renditions, sizes from the image-width-by-
 * viewport table, lazy loading, reserved box (width/height or aspect ratio), optional link.
 * Resource types: brand/components/image, core/wcm/components/image/v2/image and /v3/image.
 */
export const BrandImage = defineElement('brand-image', Image, {
  props: {
    src: { type: 'string', editor: 'reference', description: 'Image URL (fallback when srcset candidates exist).' },
    alt: { type: 'string', description: 'Alternative text; empty (default) marks the image decorative.' },
    linkUrl: { type: 'string', description: 'Wraps the image in a link.' },
    linkTarget: { type: 'string', description: '_self (default) or _blank.' },
    srcSetData: { type: 'string', description: "Candidates as 'url 390w, url 600w'." },
    renditions: { type: 'json', description: 'Renditions: [{ src, width }], { width: url }, or URLs paired with rendition-widths.' },
    renditionWidths: { type: 'json', description: 'Widths of the renditions, in order.' },
    renditionHeights: { type: 'json', description: 'Heights of the renditions, in order.' },
    lazyLoading: { type: 'boolean', description: 'Load when near the viewport (default true; <brand-page> makes the images of the first screen eager unless authored).' },
    fetchPriority: { type: 'string', description: 'high (the first screen\'s images, set by <brand-page>), low or auto (default).' },
    width: { type: 'string', description: 'Intrinsic width in px (default auto: the container width).' },
    height: { type: 'string', description: 'Intrinsic height in px (default auto).' },
    aspectRatio: { type: 'string', description: "true (from width and height) or a ratio such as '16/9'." },
    zoom: { type: 'boolean', description: "The image is a button ('Zoom image: <alt>') that opens a full-screen zoom dialog: pinch, double tap or double click, + / − / 0 and arrow keys, 1× to 3×. Ignored when linkUrl is set." },
    zoomSrc: { type: 'string', editor: 'reference', description: 'A larger source for the zoom dialog (default the image itself).' },
    zoomLabels: { type: 'json', description: "The zoom's words in the page's language: { open ('Zoom image'), close ('Close'), zoomIn ('Zoom in'), zoomOut ('Zoom out'), level ('Zoom'), dialog ('Zoomed image', its name without alt text) }." },
  },
  emptiness: imageEmptiness,
  staticContent: true,
  aliases: ['core/wcm/components/image/v2/image', 'core/wcm/components/image/v3/image'],
  family: 'basic',
  budgetKiB: 93,
});
