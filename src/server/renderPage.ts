import { serverDefinitions } from '../elements/define';
import { mappingFor } from '../core/model/componentMap';
import { heroImages, withHeroLoading } from '../core/model/aboveTheFold';
import { itemsInOrder, MAX_DEPTH, PATH_ATTRIBUTE } from '../core/model/items';
import { contentPathOf, pageConfigOf, pageOf } from '../core/model/page';
import { INITIAL_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from '../core/model/dom';
import { COMPONENT_NOT_MAPPED } from '../core/model/messages';
import { isAuthoringMode, WCM_MODES, type WcmMode } from '../core/model/authoring';
import type { ModelNode } from '../core/model/types';
import { isRecord } from '../core/isRecord';
import { withServerLocation } from '../core/model/location';
import { withModelPath } from '../core/model/paths';
import { pageConfig } from '../core/stores/pageConfig';
import { authoringStore } from '../core/stores/authoring';
import { pageVisibility, readPageVisibility } from '../core/stores/pageVisibility';
import { parseVisibleTo } from '../core/visitor/visibleTo';
import { fontFacesFor, getTheme, ownBrandTheme, resolveThemeName, type Direction } from '../themes';
import { renderShadow } from './renderElement';
import { setSanitizerWindow } from '../core/security/sanitizeHtml';
import { serverWindow } from './dom';

let sanitizerReady = false;
/** DOMPurify needs a DOM to parse authored HTML in: the server's jsdom window. */
function prepareSanitizer(): void {
  if (sanitizerReady) return;
  setSanitizerWindow(serverWindow());
  sanitizerReady = true;
}

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
}


const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** CSS inside <style>: only an end tag could break out of it. */
const escapeStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');
/** JSON inside <script>: no `<`, so neither `</script>` nor `<!--` can end or change it. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

interface PageContext {
  heroes: ReadonlySet<string>;
  themeName?: string;
  direction: Direction;
  lang?: string;
  mode: WcmMode;
  nonceAttribute: string;
}

function attributes(pairs: Array<[string, string | undefined]>): string {
  return pairs.map(([name, value]) => (value === undefined ? '' : value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
}

/** One element: its host with the model's id and column class, its declarative shadow root, then its children. */
function renderNode(tag: string, model: ModelNode, path: string, column: string, page: PageContext, depth: number, slot?: string): string {
  const definition = serverDefinitions.get(tag);
  const { id, ...fields } = model as Record<string, unknown>;
  const hostId = typeof id === 'string' && id.trim() !== '' ? id : undefined;
  const ownTheme = ownBrandTheme(fields.theme);
  const restricted = parseVisibleTo(fields.visibleTo).length > 0 && !isAuthoringMode(page.mode);
  let shadow = '';
  if (definition) {
    const theme = getTheme({ name: resolveThemeName(ownTheme ?? page.themeName).name, direction: page.direction, lang: page.lang });
    try {
      // Content for some visitor types only waits for the browser, which knows the visitor: no visitor
      // ever sees, even for a moment, what is meant for another type.
      const { styles, html } = renderShadow(definition, restricted ? null : fields, theme, page.mode, hostId ?? '');
      // A form field delegates focus to its control, as the browser runtime's attachShadow does for it.
      const delegates = definition.options.formAssociated ? ' shadowrootdelegatesfocus' : '';
      shadow = `<template shadowrootmode="open"${delegates}>${styles.map((css) => `<style${page.nonceAttribute}>${escapeStyle(css)}</style>`).join('')}${html}</template>`;
    } catch (error) {
      // The browser renders it as it would without a server.
      console.error(`brand-elements: <${tag}> at ${path} could not be rendered on the server; it renders in the browser.`, error);
    }
  }
  const host = attributes([
    [PATH_ATTRIBUTE, path],
    ['id', hostId],
    ['class', column || undefined],
    ['data-brand-invisible', restricted ? '' : undefined],
    ['slot', restricted ? undefined : slot],
  ]);
  // Below a host for some visitor types nothing is written either: the browser builds it once it knows the visitor.
  const children = restricted ? '' : renderChildren(model, path, page, depth + 1, definition?.options.itemSlots);
  return `<${tag}${host}>${shadow}${children}</${tag}>`;
}

/** `slotPrefix`: the parent shows each item through a slot of its own (its definition's `itemSlots`), numbered over the items a visitor sees. */
function renderChildren(node: ModelNode, basePath: string, page: PageContext, depth: number, slotPrefix?: string): string {
  if (depth >= MAX_DEPTH) return '';
  const columns = isRecord(node.columnClassNames) ? (node.columnClassNames as Record<string, unknown>) : {};
  let html = '';
  let shown = 0;
  for (const [key, item] of itemsInOrder(node)) {
    const type = item[':type'];
    const mapping = typeof type === 'string' && type !== '' ? mappingFor(type) : undefined;
    if (!mapping) {
      if (typeof type === 'string' && type !== '') console.error(`${COMPONENT_NOT_MAPPED}: ${type}`);
      continue;
    }
    const path = `${basePath}/${key}`;
    const model = withHeroLoading(item, path, page.heroes);
    const column = typeof columns[key] === 'string' ? (columns[key] as string) : '';
    const restricted = parseVisibleTo(item.visibleTo).length > 0 && !isAuthoringMode(page.mode);
    const slot = slotPrefix !== undefined && !restricted ? `${slotPrefix}${shown++}` : undefined;
    html += renderNode(mapping.tag, mapping.presetProps ? { ...mapping.presetProps, ...model } : model, path, column, page, depth, slot);
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
 * renderPage(model, { path, wcmMode }): the HTML of a `<brand-page>` whose elements are rendered
 * as declarative shadow DOM, with the model as `__INITIAL_STATE__` so the browser neither fetches
 * it again nor rebuilds what is there (README "Server rendering").
 */
export async function renderPage(model: unknown, options: RenderPageOptions = {}): Promise<string> {
  if (!isRecord(model)) throw new TypeError('renderPage: the page model must be an object');
  const root = withModelPath(model, options.modelUrl) as ModelNode;
  const mode: WcmMode = options.wcmMode && (WCM_MODES as readonly string[]).includes(options.wcmMode) ? options.wcmMode : 'disabled';
  const config = pageConfigOf(root);
  const { node, path } = pageOf(root, options.path);
  const base = contentPathOf(path);
  const direction: Direction = config.rtl ? 'rtl' : 'ltr';
  const nonceAttribute = options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : '';
  const assetBase = options.assetBase ?? '/dist/';
  prepareSanitizer();
  // The stores the components read. renderToString is synchronous, so one page's values hold for all of its render.
  pageConfig.set(config);
  authoringStore.set(mode);
  pageVisibility.set(readPageVisibility(node) ?? readPageVisibility(root));
  const page: PageContext = { heroes: heroImages(node, base, MAX_DEPTH).paths, themeName: config.theme, direction, lang: config.lang, mode, nonceAttribute };
  const body = withServerLocation(options.path ?? path, options.origin ?? 'http://localhost', () => renderChildren(node, base, page, 0));
  const state = `<script type="application/json" id="${INITIAL_STATE_ID}"${nonceAttribute}>${escapeJson(JSON.stringify(root))}</script>`;
  const fonts = `<style${nonceAttribute}>${escapeStyle(fontFaceCss(config.theme, direction, config.lang, assetBase))}</style>`;
  // The model after the elements: the page's first screen is read and painted without waiting for
  // the parser to get through the state (24.5 KB on the storefront) first. <brand-page> reads it
  // once the document is parsed (brand-page.ts start).
  return `<brand-page ${SERVER_RENDERED_ATTRIBUTE}>${fonts}${body}${state}</brand-page>`;
}
