import type { Browser, Page } from '@playwright/test';
import { PAGES, ACCOUNT_PAGES } from '../../demo/mock/pages/index.mjs';
import { become, expect, test, waitForElements } from './fixtures';

/**
 * The server-rendered start ends where the browser-rendered one does. Once every element of a `?ssr=1` page has
 * woken and hydrated (every element shows what it was given), its whole composed DOM (light and shadow trees, attributes
 * and text) is the DOM of the same page built in the browser. A journey that starts after that point
 * (`waitForElements`) therefore sees the same page either way: this is why the `ssr` project
 * (playwright.config.mjs) runs only the journeys whose server-rendered start differs, and this spec proves
 * the rest equal once, page by page: every page of the demo storefront (its `?page=` list, so a new page
 * is covered as it is added), the account area as a member, the other <brand-page> demo pages, in a
 * right-to-left and a Khmer page and another theme.
 */

interface Case {
  path: string;
  persona?: string;
}

const STOREFRONT_PAGES: Case[] = (PAGES as string[]).map((name) => ({
  path: `/storefront.html?theme=zyn&lang=en&page=${name}${name === 'product' ? '&product=ZYN-COOLMINT-6MG' : ''}`,
  // the account area and the checkout are a member's: an anonymous visitor is sent to log in
  persona: (ACCOUNT_PAGES as string[]).includes(name) || name === 'checkout' ? 'demo-dev' : undefined,
}));

const CASES: Case[] = [
  ...STOREFRONT_PAGES,
  { path: '/storefront.html?theme=iqos&lang=ar&page=home' },
  { path: '/storefront.html?theme=thunder&lang=km&page=shop' },
  { path: '/storefront.html?theme=zyn&lang=en&page=home', persona: 'demo-lau' },
  { path: '/accordion.html' },
  { path: '/carousel.html' },
  { path: '/gates.html', persona: 'demo-hav' },
  { path: '/visitors.html', persona: 'demo-dev' },
];

/**
 * The page's composed tree, one line a node: tag and sorted attributes, then its shadow tree, then its
 * children; text trimmed. Left out: what is not the page's content (style and script elements, templates),
 * an empty portal container, the marker of a page that came from the server, and the
 * values that are not the same twice in any two loads of one page (ids React's useId makes, which become
 * sequence numbers in order of appearance; the page's clock is frozen instead).
 */
async function composedTree(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    // React's useId: «r1», :r1:, _r_1_ (React 19.1+; R for ids a server render made, which hydration keeps), alone or inside a longer id.
    // Numbered in order of appearance within each shadow root: ids only have to be unique there, and a hydrated element
    // keeps the ids of its own server render (each element is a render of its own), where the shared root's run on.
    let ids = new Map<string, string>();
    const normalize = (value: string) => value.replace(/«[^»]+»|:[rR][0-9a-zA-Z]+:|_[rR]_[0-9a-zA-Z]+_/g, (id) => ids.get(id) ?? (ids.set(id, `#id${ids.size}`), ids.get(id)!));
    const walk = (node: Node, depth: number) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          const text = child.textContent!.replace(/\s+/g, ' ').trim();
          if (text) lines.push(`${'  '.repeat(depth)}"${normalize(text)}"`);
          continue;
        }
        if (child.nodeType !== Node.ELEMENT_NODE) continue;
        const element = child as Element;
        if (['style', 'script', 'template', 'link', 'noscript'].includes(element.localName)) continue;
        // The demo's persona pill, its room and bar: demo chrome, not the page, added once the page is idle (its room's
        // height a frame later), which may come after the reading of one load and before the other's.
        if (element.matches('[data-persona-pill], [data-persona-pill-room], [data-persona-switcher]')) continue;
        // An element's portal container (where its dialogs open) is made when React first renders it: an
        // element the page showed without React has none until then. Empty, it shows nothing.
        if (element.hasAttribute('data-brand-portal') && !element.hasChildNodes()) continue;
        const attributes = [...element.attributes]
          // A video's `muted` and an option's `selected`: React writes them as attributes on the server and sets the
          // properties in the browser; hydration leaves the attributes (the properties are the same).
          // Swiper's wrapper at rest: it writes its identity transform (translate3d(0px, 0px, 0px), the same as none) at
          // its start, in a frame that may come after the comparison on a busy machine.
          .filter(({ name, value }) => !(name === 'style' && element.classList.contains('swiper-wrapper') && /^transform: translate3d\(0px, 0px, 0px\);?$/.test(value.trim())))
          .filter(({ name }) => name !== 'data-brand-server-rendered' && !(name === 'muted' && element.localName === 'video') && !(name === 'selected' && element.localName === 'option'))
          .map((attribute) => `${attribute.name}="${normalize(attribute.value)}"`)
          .sort();
        lines.push(`${'  '.repeat(depth)}<${element.localName}${attributes.length ? ' ' : ''}${attributes.join(' ')}>`);
        // Content meant for another visitor type: the browser builds none, a server-rendered page has it hidden (README
        // "Server rendering", Visitors). What it would show is compared on the page of a visitor it is meant for.
        if (element.hasAttribute('data-brand-invisible')) continue;
        if (element.shadowRoot) {
          lines.push(`${'  '.repeat(depth + 1)}#shadow-root`);
          const outer = ids;
          ids = new Map();
          walk(element.shadowRoot, depth + 2);
          ids = outer;
        }
        walk(element, depth + 1);
      }
    };
    walk(document.body, 0);
    return lines;
  });
}

/**
 * Waits until what the page still does after its elements rendered has ended, in both starts alike: no
 * part of it busy (a list loading its data), no card still a skeleton (a product list shows its cards as each
 * arrives, and is no longer busy once one has), and every slider's Swiper started (it starts once its slides are
 * on screen).
 */
async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const all: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return !all.some(
      (element) =>
        element.getAttribute('aria-busy') === 'true' ||
        (element.localName === 'li' && element.getAttribute('aria-hidden') === 'true' && element.querySelector('.bone') !== null) ||
        (element.localName === 'swiper-container' && !element.hasAttribute('data-ready')) ||
        // (the footer's rating until its code is here: fetched once the page is idle)
        (element.hasAttribute('data-rating-widget') && element.getAttribute('data-status') === 'pending'),
    );
  });
}

/**
 * Opens `path` (as `persona`) in a fresh context on a frozen clock and reduced motion, and reads its tree
 * once taken over. The server renders it when the demo's cookie asks (demo_ssr=1): the page keeps its own
 * address, so nothing that reads the address (the current link, the return address) differs.
 */
async function treeOf(browser: Browser, baseURL: string, { path, persona }: Case, ssr: boolean): Promise<string[]> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(['sag_gb', 'sag_default', ...(ssr ? ['demo_ssr'] : [])].map((name) => ({ name, value: name === 'demo_ssr' ? '1' : 'granted', url: baseURL })));
    const page = await context.newPage();
    // Date reads one instant (a countdown's digits, today's opening hours); timers still run.
    await page.clock.setFixedTime(new Date('2026-06-15T10:00:00Z'));
    if (persona) await become(page, persona, path);
    else await page.goto(path);
    const fromServer = await page.evaluate(() => document.querySelector('brand-page')?.hasAttribute('data-brand-server-rendered') ?? false);
    expect(fromServer, `${path} is ${ssr ? '' : 'not '}server-rendered`).toBe(ssr);
    if (ssr) {
      // Every element woken (README "Islands": most keep the server's markup until something needs their
      // code) and hydrated: what the page is once it has all been used is the browser-rendered page.
      await waitForElements(page);
      await page.evaluate(async () => {
        const asleep = [...document.querySelectorAll('[data-brand-hydrate]')];
        // (as the page runtime wakes one: its wake conditions go with its policy)
        for (const host of asleep) {
          host.removeAttribute('data-brand-wake-on');
          host.removeAttribute('data-brand-holds');
          host.removeAttribute('data-brand-as-one');
          host.removeAttribute('data-brand-after-input');
          host.removeAttribute('data-brand-hydrate');
        }
        await Promise.all([...new Set(asleep.map((host) => host.localName))].map((tag) => import(`/dist/elements/${tag}.js`)));
      });
    }
    await waitForElements(page);
    await pageSettled(page);
    return await composedTree(page);
  } finally {
    await context.close();
  }
}

test.describe('a server-rendered page, once every element has hydrated, is the browser-rendered page', () => {
  for (const item of CASES) {
    test(`${item.path}${item.persona ? ` as ${item.persona}` : ''}`, async ({ browser, baseURL }) => {
      const [browserRendered, serverRenderedTree] = await Promise.all([treeOf(browser, baseURL!, item, false), treeOf(browser, baseURL!, item, true)]);
      expect(browserRendered.length, 'the page has content').toBeGreaterThan(50);
      // The first difference, with its surroundings, is what a failure should show.
      const first = browserRendered.findIndex((line, index) => line !== serverRenderedTree[index]);
      const at = first === -1 ? browserRendered.length : first;
      expect(serverRenderedTree.slice(Math.max(0, at - 3), at + 8).join('\n'), `the first difference at line ${at}`).toBe(browserRendered.slice(Math.max(0, at - 3), at + 8).join('\n'));
      expect(serverRenderedTree.length).toBe(browserRendered.length);
    });
  }
});
