import { defineElement } from './defineWithReact';
import { provideFragmentElement } from '../react/gates/fragmentElement';
import { SimplifiedFooter } from '../react/footer/SimplifiedFooter';
import { simplifiedFooterEmptiness } from '../core/model/emptiness/simplified-footer';

/**
 * A footer made of one experience fragment: the fragment at `xf-path` rendered inside a
 * `<footer>` landmark. Without `xfPath` the editor shows "Simplified footer: choose an experience
 * fragment" and the live page nothing. Resource type: brand/components/simplified-footer.
 */
// The footer renders its fragment as <brand-experience-fragment>, whose element (with the page-model renderer) it
// loads when it has a fragment to show (src/react never imports the element layer).
provideFragmentElement(() => import('./brand-experience-fragment'));

export const BrandSimplifiedFooter = defineElement('brand-simplified-footer', SimplifiedFooter, {
  props: {
    xfPath: { type: 'string', editor: 'aem-content', description: 'Content path of the experience fragment holding the footer.' },
  },
  display: 'block',
  emptiness: simplifiedFooterEmptiness,
  parts: [{ name: 'footer', description: 'The <footer> landmark holding the fragment.' }],
  family: 'layout',
  budgetKiB: 90,
});
