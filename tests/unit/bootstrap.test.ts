import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, earlyModelUrl, handOff, preloader } from '../../src/elements/bootstrap';
import { loaderHandoff } from '../../src/core/loaderHandoff';
import { takePrefetchedModel } from '../../src/core/model/prefetch';
import { ModelClient } from '../../src/core/model/client';
import { ModelManager } from '../../src/core/model/manager';
import { preloadMap, START_KEYS, typeAliases } from '../../scripts/preloadMap.mjs';
import { withWideParts } from '../../src/elements/preloadMapFull';
import { fakeDocument, fakeFetch, pageModel, response } from './model/fakes';

/** A `<brand-page>` with these attributes. */
const pageWith = (attrs: Record<string, string>) => ({ getAttribute: (name: string) => attrs[name] ?? null }) as unknown as Element;
const asDocument = (doc: ReturnType<typeof fakeDocument>) => doc as unknown as Document;

afterEach(() => {
  handOff({});
  vi.unstubAllGlobals();
});

describe('the loader asks for the very model <brand-page> will ask for', () => {
  const HOME = '/content/brand/gb/en/home';
  const cases: Array<{ name: string; attrs: Record<string, string>; meta?: Record<string, string> }> = [
    { name: 'model-url', attrs: { 'model-url': `${HOME}.model.json` } },
    { name: 'model-url with a query', attrs: { 'model-url': `${HOME}.model.json?theme=zyn` } },
    { name: 'model-url after api-host', attrs: { 'model-url': `${HOME}.model.json`, 'api-host': 'https://author.example.com' } },
    { name: 'an absolute model-url ignores api-host', attrs: { 'model-url': `https://cdn.example.com${HOME}.model.json`, 'api-host': 'https://author.example.com' } },
    { name: 'the meta tag', attrs: {}, meta: { 'cq:pagemodel_root_url': `${HOME}.model.json` } },
    { name: 'model-url over the meta tag', attrs: { 'model-url': '/other.model.json' }, meta: { 'cq:pagemodel_root_url': `${HOME}.model.json` } },
  ];
  for (const { name, attrs, meta } of cases) {
    it(name, async () => {
      const doc = fakeDocument({ meta });
      const early = earlyModelUrl(pageWith(attrs), asDocument(doc));
      // What the manager and the client fetch with the same inputs (as <brand-page> passes them).
      const fetch = fakeFetch();
      const manager = new ModelManager();
      await manager
        .initialize({ modelUrl: attrs['model-url'], apiHost: attrs['api-host'], document: doc, location: { pathname: '/elsewhere.html' }, fetch })
        .catch(() => undefined);
      expect(early).toBe(fetch.calls[0]?.url);
    });
  }

  it('leaves the current path to <brand-page>, and fetches nothing for an embedded model', () => {
    expect(earlyModelUrl(pageWith({}), asDocument(fakeDocument()))).toBeUndefined();
    const embedded = fakeDocument({ initialState: JSON.stringify(pageModel('/content/x')) });
    expect(earlyModelUrl(pageWith({ 'model-url': '/x.model.json' }), asDocument(embedded))).toBeUndefined();
  });

  it('fetches nothing for a server-rendered page whose state the parser has not reached yet', () => {
    // renderPage writes the state after the elements; a loader run early sees the page without it.
    const page = pageWith({ 'model-url': '/x.model.json', 'data-brand-server-rendered': '' });
    expect(earlyModelUrl(page, asDocument(fakeDocument()))).toBeUndefined();
  });
});

describe('the hand-off from the loader', () => {
  it('reaches the modules loaded after it', () => {
    const preload = () => {};
    handOff({ preload });
    expect(loaderHandoff()?.preload).toBe(preload);
  });

  it('gives the early model response once, and only for its URL', () => {
    const early = Promise.resolve(new Response('{}'));
    handOff({ model: { url: '/a.model.json', response: early } });
    expect(takePrefetchedModel('/b.model.json')).toBeUndefined();
    expect(takePrefetchedModel('/a.model.json')).toBe(early);
    expect(takePrefetchedModel('/a.model.json')).toBeUndefined();
  });

  it('the model client uses the early response instead of fetching again', async () => {
    const network = vi.fn(async () => new Response(JSON.stringify({ title: 'late' })));
    vi.stubGlobal('fetch', network);
    handOff({ model: { url: 'https://author.example.com/a.model.json', response: Promise.resolve(new Response(JSON.stringify({ title: 'early' }))) } });
    const client = new ModelClient({ apiHost: 'https://author.example.com' });
    expect((await client.fetch('/a.model.json')).title).toBe('early');
    expect(network).not.toHaveBeenCalled();
    // A second fetch (a reload) asks the network.
    expect((await client.fetch('/a.model.json')).title).toBe('late');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('an early request that failed fails the model load as a fetch would', async () => {
    handOff({ model: { url: '/a.model.json', response: Promise.reject(new TypeError('offline')) } });
    loaderHandoff()!.model!.response.catch(() => undefined);
    await expect(new ModelClient().fetch('/a.model.json')).rejects.toThrow(/offline/);
  });
});

/** A stand-in document that records each insertion of preload links (the paths of its links); unstubbed after each test. */
function recordPreloadLinks(): string[][] {
  const insertions: string[][] = [];
  vi.stubGlobal('document', {
    createDocumentFragment: () => {
      const children: { href: string }[] = [];
      return { append: (link: { href: string }) => children.push(link), get firstChild() { return children[0] ?? null; }, children };
    },
    createElement: () => ({ rel: '', href: '', addEventListener() {}, remove() {} }),
    body: { append: (fragment: { children: { href: string }[] }) => insertions.push(fragment.children.map((link) => new URL(link.href).pathname)) },
  });
  return insertions;
}

describe('the build-time preload map', () => {
  const chunk = (fileName: string, extra: Partial<{ name: string; isEntry: boolean; isDynamicEntry: boolean; imports: string[]; moduleIds: string[]; facadeModuleId: string | null }> = {}) => ({
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: false,
    isDynamicEntry: false,
    imports: [],
    moduleIds: [],
    facadeModuleId: null,
    ...extra,
  });
  const chunks = {
    'loader.js': chunk('loader.js', { isEntry: true, facadeModuleId: '/p/src/elements/loader.ts' }),
    'elements/brand-text.js': chunk('elements/brand-text.js', {
      name: 'elements/brand-text',
      isEntry: true,
      imports: ['chunks/define-H1.js', 'chunks/html-H2.js'],
      facadeModuleId: '/p/src/elements/brand-text.ts',
    }),
    'chunks/define-H1.js': chunk('chunks/define-H1.js', { imports: ['chunks/tiny-H3.js'], moduleIds: ['/p/src/elements/define.ts', '/p/node_modules/react/index.js'] }),
    'chunks/renderer-H5.js': chunk('chunks/renderer-H5.js', { imports: ['chunks/define-H1.js'], moduleIds: ['/p/src/react/runtime/reactRenderer.tsx', '/p/node_modules/react-dom/client.js'] }),
    'chunks/html-H2.js': chunk('chunks/html-H2.js', { imports: ['chunks/define-H1.js'] }),
    'chunks/tiny-H3.js': chunk('chunks/tiny-H3.js'),
    'chunks/autoload-H4.js': chunk('chunks/autoload-H4.js', { isDynamicEntry: true, imports: ['chunks/tiny-H3.js'], facadeModuleId: '/p/src/elements/autoload.ts' }),
  };

  it('lists each entry with every chunk it imports, transitively, once', () => {
    const map = preloadMap(chunks, 'loader.js');
    const files = (key: string) => map.entries[key]!.map((index: number) => map.files[index]);
    expect(map.base).toBe('./');
    expect(files('brand-text')).toEqual(['elements/brand-text.js', 'chunks/define-H1.js', 'chunks/tiny-H3.js', 'chunks/html-H2.js']);
    expect(files('runtime')).toEqual(['chunks/define-H1.js', 'chunks/tiny-H3.js']);
    expect(files('react'), 'React DOM with what it imports, not in "runtime"').toEqual(['chunks/renderer-H5.js', 'chunks/define-H1.js', 'chunks/tiny-H3.js']);
    expect(files('autoload')).toEqual(['chunks/autoload-H4.js', 'chunks/tiny-H3.js']);
    expect(Object.keys(map.entries)).not.toContain('loader');
    expect(preloadMap(chunks, 'chunks/x.js').base).toBe('../');
  });

  it('inserts at most PRELOADS_PER_TASK links per task, the rest in the next tasks, in the order asked for, each file once', async () => {
    // A map of 40 entries of one file each, plus one entry of 3 files, and a document that records each insertion.
    const files = Array.from({ length: 40 }, (_, index) => `elements/e${index}.js`).concat(['chunks/a.js', 'chunks/b.js', 'chunks/c.js']);
    const entries: Record<string, number[]> = Object.fromEntries(files.slice(0, 40).map((_, index) => [`e${index}`, [index]]));
    entries.big = [40, 41, 42, 0];
    const insertions = recordPreloadLinks();
    try {
      const preload = preloader(JSON.stringify({ base: './', files, entries }), 'https://cdn.example.com/dist/loader.js');
      preload('big');
      for (let index = 0; index < 40; index++) preload(`e${index}`);
      preload('big');
      // This task: the first PRELOADS_PER_TASK, asked for first.
      expect(insertions.flat()).toHaveLength(PRELOADS_PER_TASK);
      expect(insertions.flat().slice(0, 4)).toEqual(['/dist/chunks/a.js', '/dist/chunks/b.js', '/dist/chunks/c.js', '/dist/elements/e0.js']);
      // The next tasks: the rest, PRELOADS_PER_TASK at a time (an insertion per task).
      await vi.waitFor(() => expect(insertions.flat()).toHaveLength(43));
      // This task: 4 links for 'big', then one per entry until the budget is spent; then 16 and 11.
      expect(insertions.map((links) => links.length)).toEqual([4, ...Array(PRELOADS_PER_TASK - 4).fill(1), 16, 11]);
      expect(insertions.flat()).toEqual(['/dist/chunks/a.js', '/dist/chunks/b.js', '/dist/chunks/c.js', ...files.slice(0, 40).map((file) => `/dist/${file}`)]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives an element's parts for a wide screen (its first render's needs there) a key of their own, with every chunk they import", () => {
    const withHeader = {
      ...chunks,
      'elements/brand-header.js': chunk('elements/brand-header.js', { isEntry: true, imports: ['chunks/define-H1.js'], facadeModuleId: '/p/src/elements/brand-header.ts' }),
      'chunks/DesktopParts-H6.js': chunk('chunks/DesktopParts-H6.js', {
        isDynamicEntry: true,
        imports: ['chunks/selector-H7.js', 'chunks/define-H1.js'],
        moduleIds: ['/p/src/react/header/DesktopMenu.tsx', '/p/src/react/header/DesktopParts.tsx'],
        facadeModuleId: '/p/src/react/header/DesktopParts.tsx',
      }),
      'chunks/selector-H7.js': chunk('chunks/selector-H7.js'),
    };
    const map = preloadMap(withHeader, 'loader.js');
    const files = (key: string) => map.entries[key]!.map((index: number) => map.files[index]);
    expect(files('brand-header')).toEqual(['elements/brand-header.js', 'chunks/define-H1.js', 'chunks/tiny-H3.js']);
    expect(files('brand-header@wide')).toEqual(['chunks/DesktopParts-H6.js', 'chunks/selector-H7.js', 'chunks/define-H1.js', 'chunks/tiny-H3.js']);
    expect(Object.keys(map.entries).filter((key) => key.endsWith('@wide'))).toEqual(['brand-header@wide']);
    // Only in the whole map: the loader's part has its start's keys, and asks for the whole for any other.
    const part = preloadMap(withHeader, 'loader.js', {}, { only: START_KEYS });
    expect(Object.keys(part.entries).sort()).toEqual(['autoload', 'react', 'runtime']);
    expect(part.partial).toBe(true);
  });

  it("puts those parts among the element's own modules on a wide screen, or where a server-rendered one will hydrate, and not on a phone (the whole map, as it loads)", () => {
    const raw = JSON.stringify({ base: './', files: ['elements/brand-header.js', 'chunks/shared.js', 'chunks/DesktopParts.js'], entries: { 'brand-header': [0, 1], 'brand-header@wide': [2, 1] } });
    const entries = (width: number, serverRendered = false) => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) }));
      vi.stubGlobal('document', { querySelector: (selector: string) => (serverRendered && selector === 'brand-header[data-brand-hydrate]' ? {} : null) });
      const map = JSON.parse(withWideParts(raw)) as { entries: Record<string, number[]> };
      vi.unstubAllGlobals();
      return map.entries;
    };
    expect(entries(390)).toEqual({ 'brand-header': [0, 1] });
    expect(entries(899)).toEqual({ 'brand-header': [0, 1] });
    expect(entries(900)).toEqual({ 'brand-header': [0, 1, 2] });
    expect(entries(390, true)).toEqual({ 'brand-header': [0, 1, 2] });
    // The placeholder of a build that did not write the map stays as it is.
    expect(withWideParts('__BRAND_FULL_PRELOAD_MAP__')).toBe('__BRAND_FULL_PRELOAD_MAP__');
  });

  it("the build's whole map runs as it loads and gives the header its desktop parts on a wide screen", async () => {
    const { readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const chunksDir = join(__dirname, '../../dist/chunks');
    const file = readdirSync(chunksDir).find((name) => /^preloadMap-[^.]+\.js$/.test(name));
    expect(file, 'dist/chunks/preloadMap-*.js (npm test builds it first)').toBeDefined();
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    vi.stubGlobal('document', { querySelector: () => null });
    const { PRELOAD_MAP } = (await import(pathToFileURL(join(chunksDir, file!)).href)) as { PRELOAD_MAP: string };
    vi.unstubAllGlobals();
    const map = JSON.parse(PRELOAD_MAP) as { files: string[]; entries: Record<string, number[]> };
    expect(Object.keys(map.entries).filter((key) => key.includes('@'))).toEqual([]);
    expect(map.entries['brand-header']!.map((index) => map.files[index]).some((path) => /^chunks\/DesktopParts-/.test(path!))).toBe(true);
  });

  it('carries the resource types other than brand/components/<name>, and only those', () => {
    const types = typeAliases({
      'brand/components/text': { tag: 'brand-text' },
      'core/wcm/components/text/v2/text': { tag: 'brand-text' },
      'wcm/foundation/components/responsivegrid': { tag: 'brand-responsive-grid' },
      'brand/components/responsive-grid': { tag: 'brand-responsive-grid' },
    });
    expect(types).toEqual({ 'core/wcm/components/text/v2/text': 'brand-text', 'wcm/foundation/components/responsivegrid': 'brand-responsive-grid' });
    expect(preloadMap(chunks, 'loader.js', types).types).toEqual(types);
    // The package's own: Adobe's responsive grid and the carousel's variants among them, never an element's own type.
    const own = typeAliases();
    expect(own['wcm/foundation/components/responsivegrid']).toBe('brand-responsive-grid');
    expect(own['brand/components/carousel-a']).toBe('brand-carousel');
    expect(Object.entries(own).filter(([type, tag]) => type === `brand/components/${tag.slice('brand-'.length)}`)).toEqual([]);
  });

  it("preloads the code of the elements a model's items name, by their own type or an alias; unknown types, names of Object's members and other pages preload nothing", () => {
    const insertions = recordPreloadLinks();
    try {
      const files = ['elements/brand-text.js', 'elements/brand-responsive-grid.js', 'elements/brand-spacer.js', 'chunks/shared.js'];
      const entries = { 'brand-text': [0, 3], 'brand-responsive-grid': [1, 3], 'brand-spacer': [2, 3] };
      const types = { 'wcm/foundation/components/responsivegrid': 'brand-responsive-grid' };
      const preload = preloader(JSON.stringify({ base: './', files, entries, types }), 'https://cdn.example.com/dist/loader.js');
      const model = {
        ':type': 'brand/components/page',
        ':items': {
          root: { ':type': 'wcm/foundation/components/responsivegrid', ':items': { a: { ':type': 'brand/components/text' }, b: { ':type': 'brand/components/text' } } },
          odd: { ':type': 'brand/components/no-such-element' },
          proto: { ':type': 'constructor' },
          own: { ':type': 'brand/components/constructor' },
          quoted: { text: '":type": "brand/components/spacer" in a string is text' },
        },
        // Other pages of the site's model: their elements load when they are visited.
        ':children': { '/content/other': { ':type': 'brand/components/page', ':items': { s: { ':type': 'brand/components/spacer' } } } },
      };
      preload.model(JSON.stringify(model, null, 1));
      preload.model('{ not json');
      expect(insertions.flat()).toEqual(['/dist/elements/brand-responsive-grid.js', '/dist/chunks/shared.js', '/dist/elements/brand-text.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("the loader's own map is its start's part (<brand-page>, its runtime, the shared runtime and React DOM), marked partial; the whole map is a module of its own", () => {
    const withPage = {
      ...chunks,
      'elements/brand-page.js': chunk('elements/brand-page.js', { isEntry: true, imports: ['chunks/tiny-H3.js'], facadeModuleId: '/p/src/elements/brand-page.ts' }),
    };
    const part = preloadMap(withPage, 'loader.js', { 'x/y': 'brand-text' }, { only: START_KEYS });
    expect(START_KEYS).toEqual(['brand-page', 'autoload', 'runtime', 'react']);
    expect(Object.keys(part.entries).sort()).toEqual(['autoload', 'brand-page', 'react', 'runtime']);
    expect(part.entries['brand-page']!.map((index: number) => part.files[index])).toEqual(['elements/brand-page.js', 'chunks/tiny-H3.js']);
    expect(part.entries.autoload!.map((index: number) => part.files[index])).toEqual(['chunks/autoload-H4.js', 'chunks/tiny-H3.js']);
    // (asked for at once by a page built in the browser, before its model: no wait for the whole map)
    expect(part.entries.runtime!.map((index: number) => part.files[index])).toEqual(['chunks/define-H1.js', 'chunks/tiny-H3.js']);
    expect(part.entries.react!.map((index: number) => part.files[index])).toEqual(['chunks/renderer-H5.js', 'chunks/define-H1.js', 'chunks/tiny-H3.js']);
    expect(part.files).toHaveLength(5);
    expect(part.types, 'the aliases are for reading a model: the whole map carries them').toEqual({});
    // (no list of the other keys: any key it lacks asks for the whole map)
    expect(part.partial).toBe(true);
    expect(JSON.stringify(part)).not.toContain('brand-text');
    const whole = preloadMap(withPage, 'chunks/preloadMapFull-H9.js', { 'x/y': 'brand-text' });
    expect(whole.base).toBe('../');
    expect(whole.partial).toBeUndefined();
    expect(Object.keys(whole.entries).sort()).toEqual(['autoload', 'brand-page', 'brand-text', 'react', 'runtime']);
  });

  it('a part of the map asks for the whole once, when a key it lacks or a model is asked for, and serves them when it arrives', async () => {
    const insertions = recordPreloadLinks();
    const part = { base: './', files: ['elements/brand-page.js', 'chunks/a.js'], entries: { 'brand-page': [0, 1] }, partial: true };
    const whole = { base: '../', files: ['elements/brand-page.js', 'chunks/a.js', 'elements/brand-text.js'], entries: { 'brand-page': [0, 1], 'brand-text': [2, 1] }, types: { 'x/text': 'brand-text' } };
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const loadFull = vi.fn(async () => {
      await arrived;
      return { map: JSON.stringify(whole), url: 'https://cdn.example.com/dist/chunks/preloadMapFull-H9.js' };
    });
    const preload = preloader(JSON.stringify(part), 'https://cdn.example.com/dist/loader.js', loadFull);
    // The start's own key: at once, and nothing more is asked for.
    preload('brand-page');
    expect(insertions.flat()).toEqual(['/dist/elements/brand-page.js', '/dist/chunks/a.js']);
    expect(loadFull).not.toHaveBeenCalled();
    // A key it lacks, and a model: the whole map, asked for once; nothing until it is here.
    preload('brand-text');
    preload.model(JSON.stringify({ ':items': { a: { ':type': 'x/text' } } }));
    expect(loadFull).toHaveBeenCalledTimes(1);
    expect(insertions.flat()).toHaveLength(2);
    release();
    await vi.waitFor(() => expect(insertions.flat()).toEqual(['/dist/elements/brand-page.js', '/dist/chunks/a.js', '/dist/elements/brand-text.js']));
    expect(preload.urls('brand-text')).toEqual(['https://cdn.example.com/dist/elements/brand-text.js', 'https://cdn.example.com/dist/chunks/a.js']);
    expect(loadFull).toHaveBeenCalledTimes(1);
  });

  it('a whole map that cannot be loaded leaves the part, and asks no more', async () => {
    const insertions = recordPreloadLinks();
    const loadFull = vi.fn(async (): Promise<{ map: string; url: string }> => {
      throw new Error('offline');
    });
    const part = { base: './', files: ['elements/brand-page.js'], entries: { 'brand-page': [0] }, partial: true };
    const preload = preloader(JSON.stringify(part), 'https://cdn.example.com/dist/loader.js', loadFull);
    preload('brand-text');
    await vi.waitFor(() => expect(loadFull).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    preload('brand-spacer');
    preload('brand-page');
    expect(loadFull).toHaveBeenCalledTimes(1);
    expect(insertions.flat()).toEqual(['/dist/elements/brand-page.js']);
  });

  it('resolves the files from the module it was written into', () => {
    const map = preloadMap(chunks, 'loader.js');
    const preload = preloader(JSON.stringify(map), 'https://cdn.example.com/dist/loader.js');
    expect(preload.urls('brand-text')[0]).toBe('https://cdn.example.com/dist/elements/brand-text.js');
    expect(preload.urls('runtime')).toEqual(['https://cdn.example.com/dist/chunks/define-H1.js', 'https://cdn.example.com/dist/chunks/tiny-H3.js']);
    expect(preload.urls('brand-unknown')).toEqual([]);
    // Unbuilt source: the placeholder is not JSON, and nothing is preloaded.
    const unbuilt = preloader('__BRAND_PRELOAD_MAP__', 'https://cdn.example.com/dist/loader.js');
    expect(unbuilt.urls('brand-page')).toEqual([]);
    expect(unbuilt.urls('runtime')).toEqual([]);
  });
});

describe('dist/loader.js runs the moment it arrives', () => {
  it('imports no chunk statically (one would be a round trip before the model, <brand-page> and the code are asked for)', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { staticImports } = await import('../../scripts/bench/sizes.mjs');
    const loader = readFileSync(join(__dirname, '../../dist/loader.js'), 'utf8');
    expect(staticImports(loader)).toEqual([]);
    // (the check itself: a static import is found)
    expect(staticImports('import{a as b}from"./chunks/dom-x.js";b()')).toEqual(['./chunks/dom-x.js']);
  });

  it('its copies (and the whole map\'s) of what it reads of a server-rendered page are the package\'s own', async () => {
    const marks = await import('../../src/elements/loaderMarks');
    const hydration = await import('../../src/core/model/hydration');
    const dom = await import('../../src/core/model/dom');
    expect(marks.HYDRATE_ATTRIBUTE).toBe(hydration.HYDRATE_ATTRIBUTE);
    expect(marks.SERVER_RENDERED_ATTRIBUTE).toBe(dom.SERVER_RENDERED_ATTRIBUTE);
    expect(marks.REPLAYED).toBe(hydration.REPLAYED);
    const { BREAKPOINTS } = await import('../../src/themes/tokens');
    const full = await import('../../src/elements/preloadMapFull');
    expect(full.WIDE_SCREEN_PX).toBe(BREAKPOINTS.md);
    expect(full.HYDRATE_ATTRIBUTE).toBe(hydration.HYDRATE_ATTRIBUTE);
    expect(marks.replayedControl.toString()).toBe(hydration.replayedControl.toString());
  });
});
