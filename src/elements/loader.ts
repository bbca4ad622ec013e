import { earlyModelUrl, handOff, preloader } from './bootstrap';
import type { LoaderHandoff } from '../core/loaderHandoff';
import { HYDRATE_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE, replayedControl } from './loaderMarks';

/**
 * dist/loader.js: loads each element's code the first time its tag appears in the document, so a
 * page pays only for the elements it uses, and `<brand-page>`'s when a page is there.
 *
 * It starts everything at once. It has no static import (src/elements/bootstrap.ts and ./loaderMarks.ts are built
 * into it), so it runs as soon as it arrives; then, in parallel:
 * - the root model fetch of the page's `<brand-page>`, when the page names the model URL;
 * - `<brand-page>`'s code, and `<link rel="modulepreload">` for the shared runtime chunks and the entries (with
 *   their chunks) of the elements already in the document and of those the page's model names;
 * - its own runtime (src/elements/autoload.ts), which watches for elements added later.
 * The elements can then render as soon as the model and their own small entries have arrived.
 */
const PAGE_TAG = 'brand-page';

// The build writes the map of entry → chunks in place of these strings (scripts/preloadMap.mjs): here, the part this
// start needs (<brand-page>'s, the loader's runtime's and the shared runtime's); the whole map is a module of its
// own, asked for when more is needed (a page built in the browser at once; on a server-rendered page, when code wakes).
const preload = preloader('__BRAND_PRELOAD_MAP__', import.meta.url, () =>
  import('./preloadMapFull').then(({ PRELOAD_MAP, MAP_URL }) => ({ map: PRELOAD_MAP, url: MAP_URL })),
);
const handoff: LoaderHandoff = { preload };
handOff(handoff);
// Server-rendered elements asleep: a click on one before the islands runtime listens is kept for it.
if (document.querySelector(`[${HYDRATE_ATTRIBUTE}]`)) {
  handoff.earlyClicks = [];
  document.addEventListener(
    'click',
    (event) => {
      if (!handoff.earlyClicks) return;
      const path = event.composedPath();
      handoff.earlyClicks.push(path);
      // Its default (a server form's submission) waits for the element's code too.
      if (path.some((node) => node instanceof Element && node.hasAttribute(HYDRATE_ATTRIBUTE)) && replayedControl(path[0])) event.preventDefault();
    },
    true,
  );
}

const page = document.querySelector(PAGE_TAG);
if (page && !customElements.get(PAGE_TAG)) {
  const url = earlyModelUrl(page, document);
  if (url && typeof fetch === 'function') {
    handoff.model = { url, response: fetch(url, { credentials: 'same-origin' }) };
    // <brand-page> takes the failure; until then it is not an unhandled rejection.
    handoff.model.response.catch(() => undefined);
  }
  preload(PAGE_TAG);
  // A server-rendered page needs the shared runtime (React) only for the elements that hydrate at once: their entries
  // bring it. A page built in the browser needs the code of every element its model's items name: asked for beside
  // <brand-page>'s own, from the embedded model or the fetched one (a copy read as it arrives), not once
  // <brand-page> has read the model. React DOM comes with the entries of the elements that render in it; while a
  // fetched model is on its way it is asked for at once (most pages have such elements).
  if (!page.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    preload('runtime');
    const state = document.getElementById('__INITIAL_STATE__')?.textContent;
    if (state) preload.model(state);
    else {
      preload('react');
      handoff.model?.response
        .then((response) => (response.ok ? response.clone().text() : ''))
        .then(preload.model)
        .catch(() => undefined);
    }
  }
  // A failure is shown by the runtime's own try below (loadElement's error state).
  import('./brand-page').catch(() => undefined);
}
// The elements already in the document (its custom elements not defined yet, found in one pass), except a
// server-rendered page's that wait for their policy (page/islands.ts). A tag the start's map lacks asks for the whole.
const loadsNow = `:not(:defined):is(:not([${HYDRATE_ATTRIBUTE}]), [${HYDRATE_ATTRIBUTE}="load"])`;
for (const tag of new Set(Array.from(document.querySelectorAll(loadsNow), (element) => element.localName))) if (tag.startsWith('brand-')) preload(tag);
preload('autoload');

import('./autoload').then(
  ({ startLoader }) => startLoader(),
  (error: Error) => console.error(`brand-elements: the loader could not start: ${error.message}`),
);
