import { defineElement } from './defineWithReact';
import { Footer } from '../react/footer/Footer';

/**
 * The page footer in a `<footer>`
 * landmark: up to six optional sections, in this order, each only when its `enable` is on: the
 * health warning (text and/or image, per orientation), the breadcrumb (more than one item; the
 * current page marked), the first navigation (three titled link lists and the language switcher,
 * shown with more than one language), the logos (two logo lists and the TrustPilot / TrustedShop
 * rating widget), the second navigation (copyright and links) and the banner (an image with an
 * optional link, shown and sticky per orientation, pinned to the bottom at z-index 800). Links and
 * logos honour `visibleTo`; every link click pushes `footerNavigationClick` with
 * `{ linkLabel, linkUrl, section, listTitle }`. A section that fails shows a config error label in
 * the editor and the hidden error text live; the others still render. Resource type:
 * brand/components/footer.
 */
export const BrandFooter = defineElement('brand-footer', Footer, {
  // Its links follow the visitor type (their visibleTo), which the server cannot know: it wakes as it nears the screen.
  hydrate: 'visible',
  props: {
    healthWarning: {
      type: 'json',
      description:
        '{ enable, enableText, message (HTML), enableImage, imagePath, imageWidth, imageHeight, imageAlt, showOnPortrait, showOnLandscape }.',
    },
    breadCrumb: { type: 'json', description: '{ enable, hideInNav, items: [{ title, link }], ariaLabel } (default label "Breadcrumb").' },
    firstNav: {
      type: 'json',
      description:
        '{ enable, languageSwitcherTitle, list1, list2, list3 }, each list { enable, listTitle, items: [{ linkLabel, linkUrl, target, ariaLabel, additionalClasses, visibleTo }] }.',
    },
    logos: {
      type: 'json',
      description:
        '{ enable, list1, list2, rateReview }: lists { listTitle, items: [{ imageAlt, imagePath, imageHeight, imageWidth, visibleTo }] }, rateReview { enable, label, service (TrustPilot or TrustedShop), trustPilotSnippet, trustedShopId, scriptUrl (a same-origin path or https on the provider host) }.',
    },
    secondNav: { type: 'json', description: '{ enable, copyrightText (HTML), list1 } with list1 { listTitle, links | items } or an array of links.' },
    banner: {
      type: 'json',
      description:
        '{ enable, background, imagePath, imageHeight, imageWidth, imageAlt, linkUrl, linkAriaLabel, noIndex, stickyOnPortrait, stickyOnLandscape, showOnPortrait, showOnLandscape }.',
    },
    pageTitle: { type: 'string', description: "Replaces the last breadcrumb item's title (the current page)." },
    languageSwitcher: {
      type: 'json',
      description: "Language links [{ title, link }] or [{ label, linkUrl, target }]; default: the page's languageSwitcher.",
    },
  },
  display: 'block',
  parts: [{ name: 'footer', description: 'The <footer> landmark holding every section.' }],
  family: 'layout',
  budgetKiB: 103,
});
