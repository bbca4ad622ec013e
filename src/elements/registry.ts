/**
 * Every element this package ships, tag → loader of its module. The loader (dist/loader.js)
 * imports an element's chunk the first time its tag appears on the page; the all-in-one
 * bundle imports them all. Add a line here when you add an element.
 */
export const ELEMENT_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  'brand-text': () => import('./brand-text'),
  'brand-button': () => import('./brand-button'),
  'brand-link': () => import('./brand-link'),
  'brand-image': () => import('./brand-image'),
  'brand-spacer': () => import('./brand-spacer'),
  'brand-responsive-grid': () => import('./brand-responsive-grid'),
  'brand-container': () => import('./brand-container'),
  'brand-experience-fragment': () => import('./brand-experience-fragment'),
  'brand-age-gate': () => import('./brand-age-gate'),
  'brand-geofence': () => import('./brand-geofence'),
  'brand-visibility-gate': () => import('./brand-visibility-gate'),
  'brand-header': () => import('./brand-header'),
  'brand-simplified-header': () => import('./brand-simplified-header'),
  'brand-footer': () => import('./brand-footer'),
  'brand-simplified-footer': () => import('./brand-simplified-footer'),
  'brand-language-selector': () => import('./brand-language-selector'),
  'brand-health-warning': () => import('./brand-health-warning'),
  'brand-dialog': () => import('./brand-dialog'),
  'brand-avatar': () => import('./brand-avatar'),
  'brand-rating-widget': () => import('./brand-rating-widget'),
};

export const ELEMENT_TAGS = Object.keys(ELEMENT_MODULES);
