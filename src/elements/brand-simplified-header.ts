import { defineElement } from './defineWithReact';
import { SimplifiedHeader } from '../react/header/SimplifiedHeader';
import { HEADER_HOST_CSS } from '../react/header/styles';

/**
 * The simplified header for checkout and landing pages: the health warning, a skip link and a
 * sticky bar (56 / 72 px) with the logo and an optional way back; no navigation, account or
 * cart. It hides on scroll down like the full header. Resource type:
 * brand/components/simplified-header.
 */
export const BrandSimplifiedHeader = defineElement('brand-simplified-header', SimplifiedHeader, {
  props: {
    healthWarning: { type: 'json', description: '{ content (HTML), theme (light or dark), enableHealthWarning }' },
    skipToMainContentLink: { type: 'json', description: '{ linkUrl (default #main), label }' },
    logoConfig: { type: 'json', description: '{ imagePath, compactImagePath, altText, linkUrl }' },
    backLink: { type: 'json', description: '{ label, linkUrl }: an optional link back, e.g. to the shop.' },
  },
  hostCss: HEADER_HOST_CSS,
  family: 'layout',
  budgetKiB: 96,
});
