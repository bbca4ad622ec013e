// The gallery's theme module: applies the page configuration read by elements-page.js to every
// element through pageConfig, tints the demo chrome from the theme's tokens and shows the
// measured height of each demo spacer. It is the page's only module script: importing the bundle
// here defines the elements and sets the theme in one evaluation, before React's first render
// (a separate <script type="module"> for the bundle could render them in the default theme first,
// then fade to this one).
import { pageConfig, themes } from '/dist/brand-elements.js';

const demo = window.brandDemo ?? { theme: 'zyn', rtl: false, lang: 'en' };
pageConfig.set({ theme: demo.theme, rtl: demo.rtl, lang: demo.lang });

const definition = themes[demo.theme];
if (definition) {
  const style = document.documentElement.style;
  style.setProperty('--accent', definition.primary.main);
  style.setProperty('--accent-dark', definition.primary.dark);
  style.setProperty('--ink', definition.text);
  style.setProperty('--ink-soft', definition.grey[600]);
  style.setProperty('--page', definition.grey[50]);
  style.setProperty('--line', definition.grey[300]);
  const name = document.getElementById('theme-name');
  if (name) name.textContent = definition.label;
  document.title = `The five elements in the ${definition.label} theme · brand-elements demo`;
}

// Each spacer's real height, so the spacing steps can be compared across themes and widths.
const observer = new ResizeObserver((entries) => {
  for (const entry of entries) {
    const caption = entry.target.closest('.card')?.querySelector('[data-measure]');
    if (caption) caption.textContent = `${Math.round(entry.target.getBoundingClientRect().height)} px`;
  }
});
document.querySelectorAll('.spacer-demo').forEach((frame) => observer.observe(frame));

// "Open a dialog": a button naming a <brand-dialog> opens it; the dialog closes itself.
document.addEventListener('click', (event) => {
  const opener = event.target instanceof Element ? event.target.closest('[data-opens]') : null;
  document.getElementById(opener?.getAttribute('data-opens') ?? '')?.setAttribute('is-open', '');
});
