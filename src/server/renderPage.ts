import { serverDefinitions } from '../elements/define';
import { heroImages } from '../core/model/aboveTheFold';
import { MAX_DEPTH, PATH_ATTRIBUTE } from '../core/model/items';
import { contentPathOf, marketConfig, pageConfigOf, pageOf } from '../core/model/page';
import { INITIAL_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from '../core/model/dom';
import { HYDRATION_ERROR } from '../core/model/messages';
import { AFTER_INPUT_ATTRIBUTE, AS_ONE_ATTRIBUTE, HYDRATE_ATTRIBUTE, instancePolicy, WAKE_ON_ATTRIBUTE, wakeOnAttribute, wakesAsOne, waitsForInput } from '../core/model/hydration';
import { FIRST_VISIT_GATE_ATTRIBUTE, FIRST_VISIT_SCRIPT, firstVisitGate } from '../core/gates/firstVisitGate';
import { isAuthoringMode, WCM_MODES, type WcmMode } from '../core/model/authoring';
import type { ModelNode } from '../core/model/types';
import { isRecord } from '../core/isRecord';
import { withModelPath } from '../core/model/paths';
import { elementModel, walkChildren, type WalkItem, type WalkOptions } from '../core/model/walk';
import { readPageVisibility } from '../core/stores/pageVisibility';
import { parseVisibleTo } from '../core/visitor/visibleTo';
import { brandTheme, fontFacesFor, ownBrandTheme, resolveThemeName, type Direction } from '../themes';
import type { ServerPage } from '../react/runtime/context';
import { renderShadow, type EmotionCaches } from './renderElement';
import type { ServerDefinition } from '../elements/define';

/** The options of renderPage (README "Server rendering"). */
export interface RenderPageOptions {
  /** the location's path: picks the page of a root model with `:children` (as <brand-page> does with location.pathname) */
  path?: string;
  /** AEM's WCM mode: `edit` shows the editor's placeholders for empty components (default `disabled`) */
  wcmMode?: WcmMode;
  /** a CSP nonce for every <style> and the state <script> the HTML holds */
  nonce?: string;
  /** where dist/ is served from, for the font files (default `/dist/`) */
  assetBase?: string;
  /** the site's origin, for what compares links with the location (default `http://localhost`) */
  origin?: string;
  /** the URL the model was read from: a root model without `:path` takes its page path from it, as <brand-page> does */
  modelUrl?: string;
  /**
   * The age gate's content: the JSON at the content path of the market's `sagConfig` for its version
   * (`simplifiedContentPath`, or `dobContentPath` for `sagVersion: "dob"`). Given, a first visit's gate
   * is in the page's markup (README "A first visit's age gate"); absent, the gate loads in the browser.
   */
  ageGateContent?: unknown;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** CSS inside <style>: only an end tag could break out of it. */
const escapeStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');
/** JSON inside <script>: no `<`, so neither `</script>` nor `<!--` can end or change it. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Everything one render needs, made for it and passed down: nothing of a page is kept in module
 * variables, so renders running at once (concurrent requests, streamed answers) never mix.
 */
interface RenderContext {
  heroes: ReadonlySet<string>;
  themeName?: string;
  direction: Direction;
  lang?: string;
  mode: WcmMode;
  nonceAttribute: string;
  /** what the components read of the page (src/react/runtime/context.ts) */
  page: ServerPage;
  /** the page model walk's options: its messages said once per render */
  walk: WalkOptions;
  /** this render's Emotion caches (src/server/renderElement.tsx) */
  caches: EmotionCaches;
  /** each style text's `<style>` element, written once per render (most are the same text on every element) */
  styleTags: Map<string, string>;
}

/** The attributes written, one per name: a later pair with a value takes the place of an earlier one. */
function attributes(pairs: Array<[string, string | undefined]>): string {
  const named = new Map<string, string>();
  for (const [name, value] of pairs) if (value !== undefined) named.set(name, value);
  return [...named].map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
}

/** One element: its host with the model's id and column class, its declarative shadow root, then its children. */
function renderNode(item: WalkItem, context: RenderContext, depth: number, slot?: string, given: Record<string, string | undefined> = {}): string {
  const { tag, path } = item;
  const definition = serverDefinitions.get(tag);
  const { id, ...fields } = elementModel(item, context.heroes) as Record<string, unknown>;
  const hostId = typeof id === 'string' && id.trim() !== '' ? id : undefined;
  const restricted = isRestricted(item.node, context.mode);
  let shadow = '';
  if (definition) {
    try {
      // Content for some visitor types is written hidden (the host's data-brand-invisible, which its own
      // styles hide before anything of it is painted): the page runtime shows it once it knows the
      // visitor (src/elements/page/islands.ts), without the element's code.
      shadow = shadowTemplate(definition, fields, hostId ?? '', context);
    } catch (error) {
      // Left out: the browser renders it as it would without a server; the rest of the page renders.
      console.error(`${HYDRATION_ERROR}: <${tag}> at ${path} could not be rendered on the server; it renders in the browser.`, error);
    }
  }
  const policy = definition && shadow ? instancePolicy(definition.options.hydrate, definition.options.staticContent, fields) : undefined;
  // The state its code gives its host and its items as it starts, until it wakes (one reading of it: a clock's).
  const own = (definition && shadow && definition.options.serverAttributes?.(fields, context.mode)) || {};
  const host = attributes([
    [PATH_ATTRIBUTE, path],
    ['id', hostId],
    ['class', item.column || undefined],
    ['data-brand-invisible', restricted ? '' : undefined],
    // When the browser loads its code (src/core/model/hydration.ts): the page runtime reads it. One
    // the server could not render has no markup to keep: the browser renders it as soon as it can.
    [HYDRATE_ATTRIBUTE, policy],
    // The browser states that wake it at once when they are not the ones rendered here (a member, a cart …).
    [WAKE_ON_ATTRIBUTE, definition && policy ? wakeOnAttribute(definition.options.hydrate, policy) : undefined],
    // Seen, it still waits for the visitor's first input: its code would only set its markup moving.
    [AFTER_INPUT_ATTRIBUTE, definition && policy && waitsForInput(definition.options.hydrate, policy) ? '' : undefined],
    // It and everything in it wake together (a form and its fields).
    [AS_ONE_ATTRIBUTE, definition && policy && wakesAsOne(definition.options.hydrate) ? '' : undefined],
    ['slot', restricted ? undefined : slot],
    // A sticky bar's side and hidden state at the top of the page …
    ...Object.entries(own.host ?? {}),
    // … and what its container's code gives it (a countdown container's items, shown or hidden by the clock).
    ...Object.entries(given),
  ]);
  const children = renderChildren(item.node, path, context, depth + 1, definition?.options.itemSlots, own.items);
  return `<${tag}${host}>${shadow}${children}</${tag}>`;
}

/** An element's declarative shadow root, in its own theme or the page's. */
function shadowTemplate(definition: ServerDefinition, fields: Record<string, unknown>, id: string, context: RenderContext, clonable = false): string {
  const ownTheme = ownBrandTheme(fields.theme);
  const theme = brandTheme({ name: resolveThemeName(ownTheme ?? context.themeName).name, direction: context.direction, lang: context.lang });
  const { styles, html } = renderShadow(definition, fields, theme, context.mode, id, context.page, context.caches);
  // A form field delegates focus to its control, as the browser runtime's attachShadow does for it.
  const delegates = definition.options.formAssociated ? ' shadowrootdelegatesfocus' : '';
  let sheets = '';
  for (const css of styles) sheets += styleTag(css, context);
  return `<template shadowrootmode="open"${delegates}${clonable ? ' shadowrootclonable' : ''}>${sheets}${html}</template>`;
}

/**
 * A first visit's age gate (src/core/gates/firstVisitGate.ts): the gate rendered as a template with
 * its model, and the script that shows it when the market's cookie is absent. Nothing when the page
 * cannot have one (no content given, an address that chooses the version, the editor's modes).
 */
function firstVisitGateParts(root: ModelNode, config: ReturnType<typeof pageConfigOf>, content: unknown, context: RenderContext): string {
  const definition = serverDefinitions.get('brand-age-gate');
  if (content === undefined || !definition || isAuthoringMode(context.mode)) return '';
  const gate = firstVisitGate({ ...marketConfig(root), theme: config.theme }, content, context.page.location.href);
  if (!gate) return '';
  let shadow: string;
  try {
    // Clonable: the script clones the template's content into the page, shadow root and all.
    shadow = shadowTemplate(definition, gate.model, '', context, true);
  } catch (error) {
    console.error(`${HYDRATION_ERROR}: the first visit's <brand-age-gate> could not be rendered on the server; the gate renders in the browser.`, error);
    return '';
  }
  // Its model in attributes, not a JSON <script> child: under Trusted Types a script element cloned into the
  // page is refused. Its direction and language too: it may hydrate before <brand-page> applies the market's.
  const { market, sagConfig, content: given, theme } = gate.model;
  // `interaction`: shown by the script, the dialog waits for the visitor's first touch, pointer, focus or key on it
  // to load its code (a click meanwhile is held and given to it once hydrated); <brand-page> announces it meanwhile.
  const host = attributes([
    [HYDRATE_ATTRIBUTE, 'interaction'],
    ['market', market],
    ['sag-config', JSON.stringify(sagConfig)],
    ['content', JSON.stringify(given)],
    ['theme', theme],
    ['dir', context.direction === 'rtl' ? 'rtl' : undefined],
    ['lang', context.lang],
  ]);
  return `<template ${FIRST_VISIT_GATE_ATTRIBUTE}="${escapeAttribute(gate.cookieName)}"><brand-age-gate${host}>${shadow}</brand-age-gate></template><script${context.nonceAttribute}>${FIRST_VISIT_SCRIPT}</script>`;
}

function styleTag(css: string, context: RenderContext): string {
  let tag = context.styleTags.get(css);
  if (tag === undefined) context.styleTags.set(css, (tag = `<style${context.nonceAttribute}>${escapeStyle(css)}</style>`));
  return tag;
}

const isRestricted = (node: ModelNode, mode: WcmMode) => parseVisibleTo(node.visibleTo).length > 0 && !isAuthoringMode(mode);

/** `slotPrefix`: the parent shows each item through a slot of its own (its definition's `itemSlots`), numbered over the items a visitor sees. */
function renderChildren(node: ModelNode, basePath: string, context: RenderContext, depth: number, slotPrefix?: string, itemAttributes?: Record<string, string | undefined>): string {
  let html = '';
  let shown = 0;
  for (const item of walkChildren(node, basePath, depth, context.walk)) {
    const slot = slotPrefix !== undefined && !isRestricted(item.node, context.mode) ? `${slotPrefix}${shown++}` : undefined;
    html += renderNode(item, context, depth, slot, itemAttributes);
  }
  return html;
}

/** The theme's self-hosted faces for the page (faces cannot live in a shadow root: a document-wide <style>). */
function fontFaceCss(themeName: string | undefined, direction: Direction, lang: string | undefined, assetBase: string): string {
  return fontFacesFor({ name: resolveThemeName(themeName).name, direction, lang })
    .map((face) => {
      const url = /^[a-z]+:|^\//i.test(face.url) ? face.url : `${assetBase}${face.url}`;
      const range = face.unicodeRange ? `;unicode-range:${face.unicodeRange}` : '';
      return `@font-face{font-family:"${face.family}";src:url("${url}") format("woff2");font-weight:${face.weight};font-style:normal;font-display:swap${range}}`;
    })
    .join('');
}

/**
 * The page's HTML in the order it is sent: the `<brand-page>` start with the font faces, then each
 * top-level element (rendered only when its turn comes, so a stream's first screen leaves before the
 * rest is rendered), then the model as `__INITIAL_STATE__` and the end tag. Throws a TypeError for a
 * model that is not an object, before anything is produced.
 */
export function* renderPageParts(model: unknown, options: RenderPageOptions = {}): Generator<string, void, undefined> {
  if (!isRecord(model)) throw new TypeError('renderPage: the page model must be an object');
  const root = withModelPath(model, options.modelUrl) as ModelNode;
  const mode: WcmMode = options.wcmMode && (WCM_MODES as readonly string[]).includes(options.wcmMode) ? options.wcmMode : 'disabled';
  const config = pageConfigOf(root);
  const { node, path } = pageOf(root, options.path);
  const base = contentPathOf(path);
  const direction: Direction = config.rtl ? 'rtl' : 'ltr';
  const nonceAttribute = options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : '';
  const assetBase = options.assetBase ?? '/dist/';
  const reported = new Set<string>();
  const context: RenderContext = {
    heroes: heroImages(node, base, MAX_DEPTH).paths,
    themeName: config.theme,
    direction,
    lang: config.lang,
    mode,
    nonceAttribute,
    page: {
      config,
      visibility: readPageVisibility(node) ?? readPageVisibility(root),
      location: new URL(options.path ?? path, options.origin ?? 'http://localhost'),
    },
    caches: {},
    styleTags: new Map(),
    walk: {
      owner: 'brand-page',
      report(key, message) {
        if (reported.has(key)) return;
        reported.add(key);
        console.error(message);
      },
    },
  };
  // A first visit's age gate first: shown (or dropped) before the parser reaches the page behind it.
  const gate = firstVisitGateParts(root, config, options.ageGateContent, context);
  yield `<brand-page ${SERVER_RENDERED_ATTRIBUTE}><style${nonceAttribute}>${escapeStyle(fontFaceCss(config.theme, direction, config.lang, assetBase))}</style>${gate}`;
  for (const item of walkChildren(node, base, 0, context.walk)) yield renderNode(item, context, 0);
  // The model after the elements: the page's first screen is read and painted without waiting for
  // the parser to get through the state (24.5 KB on the storefront) first. <brand-page> reads it
  // once the document is parsed (brand-page.ts start).
  yield `<script type="application/json" id="${INITIAL_STATE_ID}"${nonceAttribute}>${escapeJson(JSON.stringify(root))}</script></brand-page>`;
}

/**
 * renderPage(model, { path, wcmMode }): the HTML of a `<brand-page>` whose elements are rendered
 * as declarative shadow DOM, with the model as `__INITIAL_STATE__` so the browser neither fetches
 * it again nor rebuilds what is there (README "Server rendering").
 */
export async function renderPage(model: unknown, options: RenderPageOptions = {}): Promise<string> {
  let html = '';
  for (const part of renderPageParts(model, options)) html += part;
  return html;
}
