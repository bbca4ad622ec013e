// dist/server.js's renderPage (CONTRACT.md "Server rendering"), as a renderer in Node calls it.
// npm test builds dist/ before the unit tests; alone, run npm run build first.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { bigModel, NODE_COUNT } from '../../../scripts/bench/page.mjs';
import { page, text } from './models';

const SERVER = join(__dirname, '../../../dist/server.js');
type RenderPage = (model: unknown, options?: Record<string, unknown>) => Promise<string>;
let renderPage: RenderPage;
let styleHashes: (html: string) => Promise<string[]>;
let scriptHashes: (html: string) => Promise<string[]>;
// Imported once the file is known to be there, so a missing build fails with its own message.
beforeAll(async () => {
  if (existsSync(SERVER)) ({ renderPage, styleHashes, scriptHashes } = (await import(pathToFileURL(SERVER).href)) as { renderPage: RenderPage; styleHashes: typeof styleHashes; scriptHashes: typeof scriptHashes });
});

/** The HTML parsed as a browser would, declarative shadow roots included. */
function parse(html: string): Document {
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`);
  return window.document;
}
/** The declarative shadow root's template of a host. */
const templateOf = (host: Element | null) => host?.querySelector(':scope > template[shadowrootmode="open"]') as HTMLTemplateElement | null;
/** Every rule of a shadow root's <style> elements, in order. */
const cssOf = (content: DocumentFragment) => [...content.children].filter((child) => child.localName === 'style').map((style) => style.textContent).join('');


describe('renderPage', () => {
  it('dist/server.js exists (npm test builds it first; alone, run npm run build)', () => {
    expect(existsSync(SERVER)).toBe(true);
  });

  it('writes every element as its host with a declarative shadow root holding its styles and content, children in the light DOM', async () => {
    const model = page({
      grid: {
        ':type': 'wcm/foundation/components/responsivegrid',
        columnClassNames: { intro: 'aem-GridColumn aem-GridColumn--default--12' },
        ':itemsOrder': ['intro', 'more'],
        ':items': { more: text('Second'), intro: text('First', { id: 'intro-text' }) },
      },
    });
    const doc = parse(await renderPage(model));
    const root = doc.querySelector('brand-page[data-brand-server-rendered]')!;
    expect(root).not.toBeNull();
    const grid = root.querySelector(':scope > brand-responsive-grid')!;
    expect(grid.getAttribute('data-cq-data-path')).toBe('/content/brand/gb/en/home/jcr:content/grid');
    // Children keep :itemsOrder, with their paths, column classes and model ids, in the grid's light DOM.
    const texts = [...grid.querySelectorAll(':scope > brand-text')];
    expect(texts.map((element) => element.getAttribute('data-cq-data-path'))).toEqual([
      '/content/brand/gb/en/home/jcr:content/grid/intro',
      '/content/brand/gb/en/home/jcr:content/grid/more',
    ]);
    expect(texts[0]!.id).toBe('intro-text');
    expect(texts[0]!.className).toBe('aem-GridColumn aem-GridColumn--default--12');
    const template = templateOf(texts[0]!)!;
    const content = template.content;
    expect(content.querySelector('p')?.textContent).toBe('First');
    const css = cssOf(content);
    expect(css).toContain(':host{display:block}');
    // The Emotion rule of the paragraph's class is in its own root's styles.
    const className = content.querySelector('p')!.className;
    expect(className).toMatch(/^be-/);
    expect(css).toContain(`.${className}{`);
    expect(templateOf(texts[1]!)!.content.querySelector('p')?.textContent).toBe('Second');
  });

  it('embeds the model as __INITIAL_STATE__, escaped so that no authored text can end the script', async () => {
    const model = page({ a: text('</script><script>alert(1)</script>') });
    const html = await renderPage(model);
    expect(html).not.toContain('</script><script>alert(1)');
    const state = parse(html).getElementById('__INITIAL_STATE__')!;
    expect(state.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(state.textContent!)).toEqual(model);
  });

  it('writes the model after the elements: the first screen comes first in the HTML', async () => {
    const html = await renderPage(page({ a: text('First screen'), b: text('Below') }));
    const page_ = parse(html).querySelector('brand-page')!;
    // The state is the page's last child, after every element and every byte of their markup.
    expect(page_.lastElementChild?.id).toBe('__INITIAL_STATE__');
    expect(html.indexOf('First screen')).toBeLessThan(html.indexOf('id="__INITIAL_STATE__"'));
    expect(html.indexOf('Below')).toBeLessThan(html.indexOf('id="__INITIAL_STATE__"'));
  });

  it('sanitizes authored HTML with DOMPurify on the server too', async () => {
    const doc = parse(await renderPage(page({ a: text('<p>Hi <a href="https://example.com" target="_blank">there</a><img src=x onerror="alert(1)"></p><script>alert(2)</script>', { richText: true }) })));
    const content = templateOf(doc.querySelector('brand-text'))!.content;
    expect(content.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(content.querySelector('script')).toBeNull();
    expect(content.textContent).toContain('Hi there');
  });

  it('writes content meant for some visitor types hidden: the host carries data-brand-invisible, which its own styles hide', async () => {
    const doc = parse(await renderPage(page({ a: text('Members only', { visibleTo: ['LAU'] }), b: text('Everyone') })));
    const [restricted, open] = [...doc.querySelectorAll('brand-text')];
    expect(restricted!.hasAttribute('data-brand-invisible')).toBe(true);
    // Rendered, so the page runtime shows it without the element's code once the visitor is known (src/elements/page/islands.ts).
    expect(templateOf(restricted!)!.content.textContent).toContain('Members only');
    expect(cssOf(templateOf(restricted!)!.content)).toContain(':host([hidden]),:host([data-brand-invisible]){display:none!important}');
    expect(open!.hasAttribute('data-brand-invisible')).toBe(false);
  });

  it('writes the children of a host for some visitor types inside it, hidden with it', async () => {
    const members = { ':type': 'brand/components/container', visibleTo: ['LAU'], ':itemsOrder': ['price'], ':items': { price: text('MEMBERS ONLY PRICE') } };
    const doc = parse(await renderPage(page({ members })));
    const host = doc.querySelector('brand-container')!;
    expect(host.hasAttribute('data-brand-invisible')).toBe(true);
    expect(templateOf(host.querySelector('brand-text')!)!.content.textContent).toContain('MEMBERS ONLY PRICE');
    // (The model itself, as the browser would fetch it, is in the state script: visibleTo hides, it does not protect.)
  });

  it("writes each host's hydration policy: derived, named, or final with its field set", async () => {
    const button = (fields: Record<string, unknown>) => ({ ':type': 'brand/components/button', label: 'Go', ...fields });
    const doc = parse(await renderPage(page({ a: text('Static'), b: { ':type': 'brand/components/accordion' }, c: button({ linkUrl: '/shop' }), d: button({}), e: { ':type': 'brand/components/carousel' } })));
    const policies = [...doc.querySelectorAll('brand-page > [data-cq-data-path]')].map((host) => [host.localName, host.getAttribute('data-brand-hydrate')]);
    expect(policies).toEqual([
      ['brand-text', 'never'],
      ['brand-accordion', 'interaction'],
      ['brand-button', 'never'],
      ['brand-button', 'interaction'],
      ['brand-carousel', 'visible'],
    ]);
  });

  it('an empty element renders nothing live and the editor placeholder in edit mode', async () => {
    const model = page({ a: text('') });
    const live = templateOf(parse(await renderPage(model)).querySelector('brand-text'))!.content;
    expect(live.querySelector('p, [data-brand-placeholder]')).toBeNull();
    const edit = templateOf(parse(await renderPage(model, { wcmMode: 'edit' })).querySelector('brand-text'))!.content;
    expect(edit.querySelector('[data-brand-placeholder]')).not.toBeNull();
  });

  it('skips a type no element renders, and picks the page of a root model with :children by the path', async () => {
    const child = page({ only: text('The child page') }, { ':path': '/content/brand/gb/en/child' });
    const model = page({ unknown: { ':type': 'acme/components/nothing' }, a: text('Root') }, { ':children': { '/content/brand/gb/en/child': child } });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const root = parse(await renderPage(model, { path: '/content/brand/gb/en/home.html' }));
      expect([...root.querySelectorAll('brand-page > *[data-cq-data-path]')].map((element) => element.localName)).toEqual(['brand-text']);
      expect(errors.join('\n')).toContain('acme/components/nothing');
      const childPage = parse(await renderPage(model, { path: '/content/brand/gb/en/child.html' }));
      const only = childPage.querySelector('brand-text')!;
      expect(only.getAttribute('data-cq-data-path')).toBe('/content/brand/gb/en/child/jcr:content/only');
    } finally {
      console.error = original;
    }
  });

  it('the first image of the page loads eagerly with high priority', async () => {
    const image = (src: string) => ({ ':type': 'brand/components/image', src, alt: 'A tin' });
    const doc = parse(await renderPage(page({ hero: image('/hero.jpg'), later: image('/later.jpg') })));
    const [hero, later] = [...doc.querySelectorAll('brand-image')].map((host) => templateOf(host)!.content.querySelector('img')!);
    expect(hero!.getAttribute('loading')).not.toBe('lazy');
    expect(hero!.getAttribute('fetchpriority')).toBe('high');
    expect(later!.getAttribute('loading')).toBe('lazy');
  });

  it('gives every <style> and the state script the nonce, and mirrors a right-to-left market', async () => {
    const html = await renderPage(page({ a: text('مرحبا') }, { config: { theme: 'zyn', market: 'ae', rtl: true, lang: 'ar' } }), { nonce: 'abc123' });
    const doc = parse(html);
    const styles = [...doc.querySelectorAll('style'), ...[...doc.querySelectorAll('template')].flatMap((t) => [...t.content.querySelectorAll('style')])];
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.every((style) => style.getAttribute('nonce') === 'abc123')).toBe(true);
    expect(doc.getElementById('__INITIAL_STATE__')!.getAttribute('nonce')).toBe('abc123');
    const css = cssOf(templateOf(doc.querySelector('brand-text'))!.content);
    expect(css).toContain(':host{direction:rtl}');
    expect(css).toMatch(/\.ber-/);
    // The Arabic face is declared for the page (faces cannot live in a shadow root).
    expect(doc.querySelector('brand-page > style')!.textContent).toMatch(/@font-face\{font-family:"Noto Sans Arabic[^"]*";src:url\("\/dist\/fonts\//);
  });

  it("writes each element's fixed rules and the theme's base as sheets of their own, the same text in every root, in the browser's order", async () => {
    const doc = parse(await renderPage(page({ a: text('One'), b: text('Two'), cta: { ':type': 'brand/components/button', label: 'Go', link: '/go' } })));
    const sheets = (host: Element | null) => [...templateOf(host)!.content.children].filter((child) => child.localName === 'style').map((style) => style.textContent!);
    const [one, two] = [...doc.querySelectorAll('brand-text')].map(sheets);
    const button = sheets(doc.querySelector('brand-button'));
    // Host rules (display, the common rules), the theme's base, then the element's own Emotion rules.
    expect(one![0]).toBe(':host{display:block}:host([hidden]),:host([data-brand-invisible]){display:none!important}*,*::before,*::after{box-sizing:border-box}');
    expect(one![1]).toMatch(/^:host\{font-family:[^}]*ZYN/);
    expect(one![2]).toMatch(/^\.be-/);
    expect(two!.slice(0, 2)).toEqual(one!.slice(0, 2));
    expect(button[1]).toBe(one![1]);
    expect(button[0]).toBe(':host{display:inline-block;vertical-align:middle}:host([hidden]),:host([data-brand-invisible]){display:none!important}*,*::before,*::after{box-sizing:border-box}');
  });

  it('writes no style attribute (a strict CSP blocks them): inline styles become rules of the element\'s own styles', async () => {
    const html = await renderPage(page({ cta: { ':type': 'brand/components/button', label: 'Shop now', link: '/shop' } }));
    expect(html).not.toMatch(/ style="/);
    const content = templateOf(parse(html).querySelector('brand-button'))!.content;
    const marked = content.querySelector('[data-brand-style]')!;
    expect(marked).not.toBeNull();
    const id = marked.getAttribute('data-brand-style');
    expect(cssOf(content)).toContain(`[data-brand-style="${id}"]{display:contents!important}`);
  });

  it('a carousel shows its slides from the model: each slide in its own slot, those for some visitor types left out', async () => {
    const slide = (title: string, extra: Record<string, unknown> = {}) => ({ ':type': 'brand/components/slide', title, ...extra });
    const carousel = {
      ':type': 'brand/components/carousel',
      variant: 'a',
      ':itemsOrder': ['two', 'members', 'one'],
      ':items': { one: slide('One'), members: slide('Members', { visibleTo: ['LAU'] }), two: slide('Two') },
    };
    const doc = parse(await renderPage(page({ hero: carousel })));
    const host = doc.querySelector('brand-carousel')!;
    const slides = [...host.querySelectorAll(':scope > brand-slide')];
    expect(slides.map((element) => [element.getAttribute('data-cq-data-path')!.split('/').pop(), element.getAttribute('slot')])).toEqual([
      ['two', 'item-0'],
      ['members', null],
      ['one', 'item-1'],
    ]);
    const content = templateOf(host)!.content;
    expect([...content.querySelectorAll('be-static-swiper-slide slot')].map((slot) => slot.getAttribute('name'))).toEqual(['item-0', 'item-1']);
    expect(content.querySelector('be-static-swiper-slide[data-active]')?.getAttribute('aria-label')).toContain('Two');
  });

  it("writes the header's two layouts whole: the desktop navigation and language selector, which the browser loads apart, and an authored icon", async () => {
    const header = {
      ':type': 'brand/components/header',
      mainNav: {
        firstNavigation: [{ firstLabel: 'Shop', subNav: [{ firstLabel: 'Pouches', linkUrl: '/pouches' }] }, { firstLabel: 'Help', linkUrl: '/help' }],
        userConfig: { enableUserItem: true, userLogout: { icon: 'pmi-icon-wallet', linkList: [{ label: 'Log in', linkUrl: '/login' }] } },
      },
      languageSwitcher: [
        { title: 'English', link: '/en' },
        { title: 'Français', link: '/fr' },
      ],
    };
    const content = templateOf(parse(await renderPage(page({ header }))).querySelector('brand-header'))!.content;
    expect([...content.querySelectorAll('[data-layout-only="desktop"] [data-desktop-nav] [data-top-item]')].map((item) => item.textContent)).toEqual(['Shop', 'Help']);
    expect(content.querySelector('[data-layout-only="desktop"] [data-language-selector]')?.textContent).toContain('Français');
    expect(content.querySelector('[data-layout-only="mobile"] [data-hamburger]')).not.toBeNull();
    // The theme's wallet icon (src/react/icons), not the header's own account icon.
    expect(content.querySelector('[data-user-item="login"] path')?.getAttribute('d')).toMatch(/^M21 18v1c0 1\.1/);
  });

  it("names Swiper's elements so that they do not upgrade in the server's markup, in its tags and its rules, never in authored text", async () => {
    const carousel = { ':type': 'brand/components/carousel', variant: 'a', ':itemsOrder': ['one'], ':items': { one: { ':type': 'brand/components/slide', title: 'One' } } };
    const doc = parse(await renderPage(page({ hero: carousel, note: text('<p>A swiper-slide and <swiper-container> in the copy</p>', { richText: true }) })));
    const content = templateOf(doc.querySelector('brand-carousel'))!.content;
    // Defined in the browser, swiper-container would attach an empty shadow root and hide its slides.
    expect(content.querySelector('swiper-container, swiper-slide')).toBeNull();
    expect(content.querySelectorAll('be-static-swiper-container > be-static-swiper-slide')).toHaveLength(1);
    const css = cssOf(content);
    expect(css).toMatch(/be-static-swiper-container:not\(\[data-ready\]\)/);
    expect(css).not.toMatch(/(?<![\w-])swiper-(container|slide)(?![\w-])/);
    // Authored copy is left as written.
    expect(templateOf(doc.querySelector('brand-text'))!.content.querySelector('p')!.textContent).toBe('A swiper-slide and  in the copy');
  });

  it('authored text that reads like a style attribute stays text and styles nothing', async () => {
    const copy = 'say style="}:host{display:none}*{background:url(/x)" ok';
    const doc = parse(await renderPage(page({ a: text(`<p>${copy}</p>`, { richText: true }), cta: { ':type': 'brand/components/button', label: 'Go', link: '/go' } })));
    const content = templateOf(doc.querySelector('brand-text'))!.content;
    expect(content.querySelector('p')!.textContent).toBe(copy);
    for (const template of doc.querySelectorAll('template')) {
      expect(cssOf(template.content)).not.toContain(':host{display:none}');
    }
  });

  it('writes its forms to post: one sent before its code (or with none) never puts what was typed in the address', async () => {
    const doc = parse(await renderPage(page({ login: { ':type': 'brand/components/login', title: 'Log in', submitLabel: 'Log in', emailLabel: 'Email', passwordLabel: 'Password' } })));
    const forms = [...doc.querySelectorAll('brand-login')].flatMap((host) => [...templateOf(host)!.content.querySelectorAll('form')]);
    expect(forms.length).toBe(1);
    expect(forms.map((form) => form.getAttribute('method'))).toEqual(['post']);
    expect(forms[0]!.querySelector('input[type="password"]')).not.toBeNull();
  });

  it('refuses a model that is not an object', async () => {
    await expect(renderPage('nope')).rejects.toThrow(TypeError);
    await expect(renderPage(null)).rejects.toThrow(TypeError);
  });

  it(`renders the ${NODE_COUNT}-node model in under a second`, async () => {
    const model = bigModel();
    await renderPage(model); // the first render builds the themes and caches
    const started = performance.now();
    const html = await renderPage(model);
    const elapsed = performance.now() - started;
    expect(parse(html).querySelectorAll('[data-cq-data-path]').length).toBe(NODE_COUNT);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe("renderPage: a first visit's age gate (ageGateContent)", () => {
  const gateContent = { title: 'Are you 18 or older?', message: '<p>Adults only.</p>', yesLabel: 'Yes, I am 18+', noLabel: 'No', errorMessage: '<p>Sorry.</p>' };
  const sagConfig = { simplifiedContentPath: '/content/brand/gb/en/age-gate/simplified', sagVersion: 'simplified' };
  const gatePage = (config: Record<string, unknown> = {}) => page({ a: text('<p>Behind the gate</p>', { richText: true }) }, { config: { theme: 'zyn', market: 'gb', sagConfig, ...config } });

  it("writes the gate, rendered asking, as a template first in the page, and the script that shows it after it", async () => {
    const html = await renderPage(gatePage(), { ageGateContent: gateContent, nonce: 'n0nce' });
    const doc = parse(html);
    const children = [...doc.querySelector('brand-page')!.children].map((child) => child.localName);
    expect(children.slice(0, 4)).toEqual(['style', 'template', 'script', 'brand-text']);
    const template = doc.querySelector('brand-page > template') as HTMLTemplateElement;
    expect(template.getAttribute('data-brand-age-gate')).toBe('sag_gb');
    const gate = template.content.querySelector('brand-age-gate')!;
    expect(gate.getAttribute('data-brand-hydrate')).toBe('interaction');
    // The parser inside a template keeps the declarative shadow root as a template (jsdom): clonable, holding the dialog.
    const shadow = templateOf(gate)!;
    expect(shadow.hasAttribute('shadowrootclonable')).toBe(true);
    const dialog = shadow.content.querySelector('[role="dialog"][aria-modal="true"]')!;
    expect(dialog.textContent).toContain('Are you 18 or older?');
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Yes, I am 18+', 'No']);
    // Its model in attributes (a <script> cloned into the page is refused under Trusted Types): what <brand-page> would give it.
    expect(gate.querySelector('script')).toBeNull();
    const model = { market: gate.getAttribute('market'), sagConfig: JSON.parse(gate.getAttribute('sag-config')!), content: JSON.parse(gate.getAttribute('content')!), theme: gate.getAttribute('theme') };
    expect(model).toEqual({ market: 'gb', sagConfig, content: gateContent, theme: 'zyn' });
    const script = doc.querySelector('brand-page > template + script')!;
    expect(script.getAttribute('nonce')).toBe('n0nce');
    expect(script.textContent).toMatch(/^\{const t=document\.currentScript/);
  });

  it('writes it with the direction and language of a right-to-left market on its host', async () => {
    const html = await renderPage(gatePage({ rtl: true, lang: 'ar', market: 'ae' }), { ageGateContent: gateContent });
    const gate = (parse(html).querySelector('brand-page > template') as HTMLTemplateElement).content.querySelector('brand-age-gate')!;
    expect([gate.getAttribute('dir'), gate.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    expect(cssOf(templateOf(gate)!.content)).toContain(':host{direction:rtl}');
  });

  it('writes none without content, in the editor, for an address that chooses the version, or content of the other version', async () => {
    const none = async (model: unknown, options: Record<string, unknown>) => expect(await renderPage(model, options)).not.toContain('data-brand-age-gate');
    await none(gatePage(), {});
    await none(gatePage(), { ageGateContent: gateContent, wcmMode: 'edit' });
    await none(gatePage(), { ageGateContent: gateContent, path: '/content/brand/gb/en/home.html?sagVersion=bypass' });
    await none(gatePage({ sagConfig: { ...sagConfig, sagVersion: 'dob' } }), { ageGateContent: gateContent });
    await none(gatePage(), { ageGateContent: 'not content' });
  });

  it('scriptHashes gives the one hash of the script, the same on every page; JSON data blocks are not scripts', async () => {
    const first = await renderPage(gatePage(), { ageGateContent: gateContent });
    const other = await renderPage(gatePage({ market: 'de', theme: 'velo' }), { ageGateContent: { ...gateContent, title: 'Bist du 18?' } });
    const hashes = await scriptHashes(first);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(await scriptHashes(other)).toEqual(hashes);
    expect(await scriptHashes(await renderPage(gatePage()))).toEqual([]);
    expect(await scriptHashes('<script src="/a.js"></script><script type="module">x()</script><script type="importmap">{}</script>')).toEqual([`'sha256-${createHash('sha256').update('x()').digest('base64')}'`]);
  });
});

describe('styleHashes', () => {
  /** The CSP source of a text, worked out here with Node's crypto (what the browser compares). */
  const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('hashes the text of each <style> element, once per distinct text, in order', async () => {
    // SHA-256 of nothing, in base64, as CSP writes it.
    expect(await styleHashes('<style></style>')).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    const html = '<style>a{color:red}</style><template shadowrootmode="open"><STYLE nonce="n">b{}</STYLE><style>a{color:red}</style></template><p>style</p>';
    expect(await styleHashes(html)).toEqual([source('a{color:red}'), source('b{}')]);
    expect(await styleHashes('<p>no styles</p>')).toEqual([]);
  });

  it('hashes what the parser hands over: line breaks normalised, non-ASCII as UTF-8, an escaped end tag kept', async () => {
    expect(await styleHashes('<style>a{}\r\nb{}\rc{}</style>')).toEqual([source('a{}\nb{}\nc{}')]);
    expect(await styleHashes('<style>p::before{content:"مرحبا"}</style>')).toEqual([source('p::before{content:"مرحبا"}')]);
    // Not an end tag: `</styles` and `<\/style` do not close the element.
    expect(await styleHashes('<style>a{content:"</styles"} b{content:"<\\/style"}</style>')).toEqual([source('a{content:"</styles"} b{content:"<\\/style"}')]);
  });

  it('lists every style text of a rendered page, as a browser parses it', async () => {
    const html = await renderPage(page({ a: text('<p>Hello</p>', { richText: true }), cta: { ':type': 'brand/components/button', label: 'Go', link: '/go' } }, { config: { theme: 'iqos', market: 'ae', rtl: true, lang: 'ar' } }));
    const doc = parse(html);
    const texts = [...doc.querySelectorAll('brand-page > style')].map((style) => style.textContent!);
    for (const template of doc.querySelectorAll('template')) for (const style of template.content.querySelectorAll('style')) texts.push(style.textContent!);
    expect(texts.length).toBeGreaterThan(3);
    expect(new Set(await styleHashes(html))).toEqual(new Set(texts.map(source)));
  });
});
