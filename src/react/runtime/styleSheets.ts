import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Emotion styles for elements in shadow roots.
 *
 * Default ("shared"): one document-wide Emotion cache per direction whose sheet inserts every
 * rule into constructable CSSStyleSheets (one per frame, AdoptedStyleSheet), adopted by every
 * element's shadow root. Each rule exists once however many elements there are, nothing lands in
 * document.head, no <style> tag needs a CSP nonce, and adopted sheets survive the host being moved.
 *
 * "per-root" (one cache with <style> tags per shadow root) exists only so `npm run bench`
 * can measure the alternative in the same run; set `globalThis.__brandStyleStrategy =
 * 'per-root'` before the first element mounts.
 */

interface SheetOptions {
  key: string;
  nonce?: string;
  container?: unknown;
  speedy?: boolean;
}

/** Every constructable sheet the Emotion caches write to, oldest first, adopted by every mounted shadow root. */
const emotionSheets: CSSStyleSheet[] = [];
const shadowRoots = new Set<ShadowRoot>();

function adoptEverywhere(sheet: CSSStyleSheet): void {
  emotionSheets.push(sheet);
  for (const root of shadowRoots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The most sheets one cache writes to (the demo's storefront, loaded, has 14 to 17). */
export const MAX_SHEETS_PER_CACHE = 32;

/** Runs `then` at the next frame (or soon, where there are no frames). */
const nextFrame = (then: () => void): void => void (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => then()) : setTimeout(then, 16));

/**
 * Stands in for Emotion's StyleSheet (same fields and methods), writing to constructable sheets.
 *
 * One sheet per frame: the rules inserted before a frame go into a sheet of their own, appended to every shadow
 * root's. A rule inserted into a sheet makes the browser go over that whole sheet again in every shadow root that
 * adopts it. With one sheet for the page, that was every rule of the page (about 500 on the demo's storefront) in
 * each of its 74 shadow roots, for each frame in which an element rendered something new: 6.6 ms for one rule on the
 * development machine, against 1.9 ms for a rule in a sheet of its own. Later sheets come later in each root's
 * list, so rules keep Emotion's order. Past MAX_SHEETS_PER_CACHE sheets, the last one stays open: a root's list
 * stays short however long the page lives.
 */
class AdoptedStyleSheet {
  readonly key: string;
  readonly nonce: string | undefined;
  readonly container: unknown;
  readonly isSpeedy = true;
  ctr = 0;
  before: Element | null = null;
  /** every sheet this cache has written to, oldest first */
  readonly sheets: CSSStyleSheet[] = [];
  /** the one this frame's rules go to */
  private open: CSSStyleSheet | undefined;

  constructor(options: SheetOptions) {
    this.key = options.key;
    this.nonce = options.nonce;
    this.container = options.container;
  }

  /** Emotion's <Global> checks `tags.length` and reads the last tag's sibling before a flush. */
  get tags(): Array<{ nextElementSibling: null }> {
    return this.ctr > 0 ? [{ nextElementSibling: null }] : [];
  }

  insert(rule: string): void {
    const sheet = this.open ?? this.openSheet();
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A selector this browser does not know (another engine's prefix) is skipped, as
      // Emotion's own speedy mode does.
    }
    this.ctr++;
  }

  private openSheet(): CSSStyleSheet {
    const sheet = new CSSStyleSheet();
    this.open = sheet;
    this.sheets.push(sheet);
    adoptEverywhere(sheet);
    if (this.sheets.length < MAX_SHEETS_PER_CACHE) {
      nextFrame(() => {
        if (this.open === sheet) this.open = undefined;
      });
    }
    return sheet;
  }

  hydrate(): void {}

  flush(): void {
    for (const sheet of this.sheets) sheet.replaceSync('');
    this.ctr = 0;
  }
}

/**
 * The stylis plugin that mirrors styles for right-to-left (with cssjanus, about 2 KiB gzip) is
 * loaded on demand, the first time a right-to-left element renders: left-to-right pages never
 * download it. Until it is there, right-to-left elements wait (rtlStyles.ready is false). If it
 * cannot load, they render unmirrored rather than not at all, with one console error.
 */
let rtlPlugin: StylisPlugin | undefined;
let rtlState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
const rtlListeners = new Set<() => void>();

export const rtlStyles = {
  subscribe(listener: () => void): () => void {
    rtlListeners.add(listener);
    return () => rtlListeners.delete(listener);
  },
  ready: (): boolean => rtlState === 'ready' || rtlState === 'failed',
  load(): void {
    if (rtlState !== 'idle') return;
    rtlState = 'loading';
    import('stylis-plugin-rtl').then(
      (module) => {
        rtlPlugin = module.default as StylisPlugin;
        rtlState = 'ready';
      },
      (error: unknown) => {
        rtlState = 'failed';
        console.error('brand-elements: the right-to-left styles could not load; right-to-left elements render unmirrored.', error);
      },
    ).finally(() => rtlListeners.forEach((listener) => listener()));
  },
};

const rtlPlugins = (rtl: boolean): StylisPlugin[] => (rtl && rtlPlugin ? [rtlPlugin] : []);

function sharedCache(key: string, rtl: boolean): EmotionCache {
  const cache = createCache({ key, stylisPlugins: rtlPlugins(rtl) });
  cache.sheet = new AdoptedStyleSheet({ key, container: null }) as unknown as EmotionCache['sheet'];
  return cache;
}

let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

function perRootStrategy(): boolean {
  return (globalThis as { __brandStyleStrategy?: string }).__brandStyleStrategy === 'per-root';
}

/** The Emotion cache an element in this shadow root renders with (for rtl, once rtlStyles.ready()). */
export function emotionCacheFor(root: ShadowRoot, direction: 'ltr' | 'rtl'): EmotionCache {
  if (perRootStrategy()) {
    return createCache({
      key: direction === 'rtl' ? 'ber' : 'be',
      container: root as unknown as HTMLElement,
      stylisPlugins: rtlPlugins(direction === 'rtl'),
      speedy: false,
    });
  }
  if (direction === 'rtl') return (rtlCache ??= sharedCache('ber', true));
  return (ltrCache ??= sharedCache('be', false));
}

const fixedSheets = new Map<string, CSSStyleSheet>();

/** A constructable sheet from fixed CSS text, built once per distinct text. */
export function constantSheet(cssText: string): CSSStyleSheet {
  let sheet = fixedSheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    fixedSheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Gives a shadow root its sheets: the fixed ones for the element (host display, base
 * typography of its theme) first, then every Emotion sheet. Sheets the page or a
 * server-rendered template adopted before are kept.
 */
export function adoptSheets(root: ShadowRoot, fixed: CSSStyleSheet[], previousFixed: CSSStyleSheet[] = []): void {
  shadowRoots.add(root);
  // A new shadow root, the usual case: nothing to keep.
  if (root.adoptedStyleSheets.length === 0) {
    root.adoptedStyleSheets = fixed.concat(emotionSheets);
    return;
  }
  const ours = new Set<CSSStyleSheet>([...previousFixed, ...fixed, ...emotionSheets]);
  const foreign = root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
  root.adoptedStyleSheets = [...foreign, ...fixed, ...emotionSheets];
}

export function releaseShadowRoot(root: ShadowRoot): void {
  shadowRoots.delete(root);
}
