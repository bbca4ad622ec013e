import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { HTML_PAYLOADS, URL_HTML_PAYLOADS, keep, marked } from '../unit/server/xssPayloads';

/**
 * Authored HTML as the server renders it (dist/server.js's renderPage, in this test's Node process), loaded
 * into Chromium as a page of its own: none of our scripts, JavaScript on, so a payload that survived the
 * server's sanitizer WOULD run. Each XSS payload (PAYLOADS, below) is written into every kind of element
 * that shows authored HTML: <brand-text> as rich text and as plain text, <brand-readmore> and
 * <brand-rich-usp-list>. Nothing may run, no dialog may open, and nothing script-capable may be left
 * anywhere in the page, the declarative shadow roots included.
 * Runs in the chromium project (the ssr project runs only the journeys it lists).
 */

/**
 * The elements suite's payloads, and the URL payloads in links, posters and quotes. Not those in an image's
 * src and srcset: DOMPurify (the browser's sanitizer, and today's server's) keeps a data:text/html src on an
 * <img> and a javascript: candidate after the first in a srcset, which an image never runs; the unit test
 * (tests/unit/server/sanitize.test.ts) holds the server's own sanitizer to those too.
 */
const PAYLOADS = [...HTML_PAYLOADS, ...URL_HTML_PAYLOADS.filter((payload) => !/-img-(src|srcset)$/.test(payload.label))];

const SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server.js');
type RenderPage = (model: unknown, options?: { path?: string }) => Promise<string>;
let renderPage: RenderPage;

test.beforeAll(async () => {
  expect(existsSync(SERVER), 'dist/server.js (npm run build writes it)').toBe(true);
  ({ renderPage } = (await import(pathToFileURL(SERVER).href)) as { renderPage: RenderPage });
});

const PAGE_PATH = '/content/brand/gb/en/xss';
/** The page's own address: served by the test (page.route), so relative URLs in a payload are requests that fail. */
const ORIGIN = 'http://xss.test';

/**
 * One page with every payload in every element that shows authored HTML (items `<n>-rich`, `<n>-plain`,
 * `<n>-readmore`, `<n>-usp` for payload n): one page load for them all, each payload's script naming its
 * label if it ran, each element saying which payload it holds.
 */
const modelWith = (payloads: ReadonlyArray<{ label: string; html: string }>) => {
  const items: Record<string, unknown> = {};
  payloads.forEach((payload, index) => {
    const html = marked(payload);
    items[`${index}-rich`] = { ':type': 'brand/components/text', text: html, richText: true };
    items[`${index}-plain`] = { ':type': 'brand/components/text', text: html };
    items[`${index}-readmore`] = { ':type': 'brand/components/readmore', text: html };
    items[`${index}-usp`] = { ':type': 'brand/components/rich-usp-list', items: [{ icon: 'truck', title: 'Delivery', text: html }] };
  });
  return { ':path': PAGE_PATH, ':type': 'brand/components/page', config: { theme: 'zyn', market: 'gb' }, ':itemsOrder': Object.keys(items), ':items': items };
};
const HOSTS = ['brand-text', 'brand-readmore', 'brand-rich-usp-list'];

/**
 * Settled: every image has loaded or failed (a failing one fires onerror), then two frames and a task
 * (what those events queued has run). Not a wait for time. Lazy images, which load only near the
 * viewport, are left to the attribute check.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images: HTMLImageElement[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement && element.loading !== 'lazy') images.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A task of its own after them (a message, not a timer): what the load and error events queued has run.
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(undefined);
      };
      channel.port2.postMessage(null);
    });
  });
}

interface Inspection {
  ran: unknown;
  markup: string[];
  shadowRoots: Record<string, number>;
  /** each host's shadow root text, by its model path's last part (`<n>-rich` …) */
  shown: Record<string, string>;
}

/** What ran, what is script-capable in the page (document and open shadow roots), and what each host shows. */
function inspect(page: Page): Promise<Inspection> {
  return page.evaluate((hosts) => {
    const markup: string[] = [];
    const shadowRoots: Record<string, number> = {};
    const shown: Record<string, string> = {};
    // eslint-disable-next-line no-control-regex
    const normalized = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
    const dangerous = /^\s*(javascript|vbscript|data:text\/html)/i;
    const bad = (value: string) => dangerous.test(value) || /^(javascript:|vbscript:|data:text\/html)/.test(normalized(value));
    const visit = (root: Document | ShadowRoot, where: string) => {
      for (const element of root.querySelectorAll('*')) {
        const described = `<${element.localName}>${where}`;
        for (const attribute of element.attributes) {
          if (attribute.name.toLowerCase().startsWith('on')) markup.push(`${described} has ${attribute.name}="${attribute.value.slice(0, 80)}"`);
          if (bad(attribute.value)) markup.push(`${described} has ${attribute.name}="${attribute.value.slice(0, 80)}"`);
        }
        // The one script of the page is the model, as JSON: not run.
        if (element.localName === 'script' && element.getAttribute('type') !== 'application/json') markup.push(`${described} is a script`);
        if (element.shadowRoot) {
          if (hosts.includes(element.localName)) {
            shadowRoots[element.localName] = (shadowRoots[element.localName] ?? 0) + 1;
            shown[(element.getAttribute('data-cq-data-path') ?? '').split('/').pop()!] = element.shadowRoot.textContent ?? '';
          }
          visit(element.shadowRoot, ` in <${element.localName}>'s shadow root`);
        }
      }
    };
    visit(document, '');
    return { ran: (window as Window & { __xss?: unknown }).__xss, markup, shadowRoots, shown };
  }, HOSTS);
}

test.describe('authored HTML rendered on the server runs nothing in a browser', () => {
  test(`none of the ${PAYLOADS.length} payloads, in any of the four elements`, async ({ page }) => {
    const html = await renderPage(modelWith(PAYLOADS), { path: PAGE_PATH });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    // The page, and a failing answer for everything it asks for (images, media, links it follows).
    await page.route('**/*', (route) =>
      route.request().url() === `${ORIGIN}/`
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html><body>${html}</body></html>` })
        : route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    await settled(page);

    const found = await inspect(page);
    // A payload that ran names itself in `ran`; markup names the element and attribute.
    expect({ ran: found.ran, dialogs, markup: found.markup }, 'payload script that ran, dialogs, script-capable markup').toEqual({
      ran: undefined,
      dialogs: [],
      markup: [],
    });
    // Not vacuous: every element was rendered on the server, into its declarative shadow root, and shows
    // its payload's safe part.
    expect(found.shadowRoots).toEqual({ 'brand-text': 2 * PAYLOADS.length, 'brand-readmore': PAYLOADS.length, 'brand-rich-usp-list': PAYLOADS.length });
    PAYLOADS.forEach((payload, index) => {
      for (const kind of ['rich', 'plain', 'readmore', 'usp']) expect(found.shown[`${index}-${kind}`], `${payload.label} in ${kind}`).toContain(keep(payload.label));
    });
  });
});
