// React's web server build (the `worker` condition picks it when dist/server.js is bundled): no Node built-in.
import { renderToString } from 'react-dom/server';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider, ThemeContext } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ServerDefinition } from '../elements/define';
import { ElementContext, type ElementContextValue } from '../react/runtime/context';
import { elementContent } from '../react/runtime/elementContent';
import { hostCssTexts } from '../react/runtime/hostCss';
import { isAuthoringMode, type WcmMode } from '../core/model/authoring';
import { ServerPageContext, type ServerPage } from '../react/runtime/context';

/** What one element renders into its declarative shadow root. */
export interface ServerShadow {
  /**
   * Its style sheets, in the browser runtime's order: the host's fixed rules (display, the common
   * rules, its own hostCss), the theme's base typography, then the Emotion rules its render used.
   * The first two are the same text for every element of a page with the same display and theme:
   * written as sheets of their own, a browser parses each text once and shares it (Chromium keeps
   * one parsed sheet per text for identical inline styles), and compression all but removes the repeats.
   */
  styles: string[];
  html: string;
}

/**
 * Stands in for the host and the portal container while rendering on the server: components
 * only use them in effects and event handlers, which never run there.
 */
const NO_NODE = Object.freeze({}) as unknown as HTMLElement;

const NO_PLUGINS: StylisPlugin[] = [];
const RTL_PLUGINS: StylisPlugin[] = [rtlPlugin as StylisPlugin];

/**
 * Renders one element's shadow content as the browser runtime would (src/react/runtime/ElementSlot.tsx
 * ElementSlot): its theme, the element context, the editor's
 * placeholder when empty. Emotion runs in compat mode with a cache of this render only, so the
 * rules it inserted are exactly this element's (class names are content hashes: the browser's cache
 * gives the same ones). `props: null` renders only the host's rules.
 */
export function renderShadow(definition: ServerDefinition, props: Record<string, unknown> | null, theme: Theme, mode: WcmMode, id: string, page: ServerPage, caches: EmotionCaches): ServerShadow {
  const { tag, component, options } = definition;
  const rtl = theme.direction === 'rtl';
  const cache = (rtl ? caches.rtl : caches.ltr) ?? newCache(caches, rtl);
  // What this element inserts, and only that: the render's cache starts each element empty.
  cache.inserted = {};
  const context: ElementContextValue = { host: NO_NODE, tag, portalContainer: NO_NODE, authoring: isAuthoringMode(mode), mode, cache };
  const content = elementContent({ tag, component, emptiness: options.emptiness }, props, mode, id);
  const html =
    content === null
      ? ''
      : renderToString(
          <CacheProvider value={cache}>
            <ThemeContext.Provider value={theme}>
              <ServerPageContext.Provider value={page}>
                <ElementContext.Provider value={context}>{content}</ElementContext.Provider>
              </ServerPageContext.Provider>
            </ThemeContext.Provider>
          </CacheProvider>,
        );
  const emotion = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  const inline = withoutStyleAttributes(html);
  const swiper = withStaticSwiper(inline.html, emotion + inline.css);
  const host = hostStyles(theme, options.display ?? 'block', options.hostCss);
  return { styles: swiper.css ? [...host, swiper.css] : host, html: swiper.html };
}

/** The Emotion caches of one page's render, one per direction, made when first needed. */
export interface EmotionCaches {
  ltr?: EmotionCache;
  rtl?: EmotionCache;
}

function newCache(caches: EmotionCaches, rtl: boolean): EmotionCache {
  // The same plugin arrays every time: Emotion keeps the compiled rules of a class per plugin array,
  // so a rule compiled for one element (or one page) is not compiled again for the next.
  const cache = createCache({ key: rtl ? 'ber' : 'be', stylisPlugins: rtl ? RTL_PLUGINS : NO_PLUGINS });
  cache.compat = true;
  if (rtl) caches.rtl = cache;
  else caches.ltr = cache;
  return cache;
}

/** The host's fixed sheets of a theme, display and hostCss: the same texts (the same strings) for every element that shares them. */
const hostStylesByTheme = new WeakMap<Theme, Map<string, string[]>>();
function hostStyles(theme: Theme, display: Parameters<typeof hostCssTexts>[0], hostCss: string | undefined): string[] {
  let byHost = hostStylesByTheme.get(theme);
  if (!byHost) hostStylesByTheme.set(theme, (byHost = new Map()));
  const key = `${display}\0${hostCss ?? ''}`;
  let styles = byHost.get(key);
  if (!styles) byHost.set(key, (styles = hostCssTexts(display, theme, hostCss)));
  return styles;
}

/** What the server writes for Swiper's elements, and the pattern of their names in markup and selectors. */
export const STATIC_SWIPER_PREFIX = 'be-static-';
const SWIPER_TAG = /<(\/?)(swiper-(?:container|slide))(?=[\s/>])/g;
const SWIPER_SELECTOR = /(?<![\w-])(swiper-(?:container|slide))(?![\w-])/g;

/**
 * Swiper's `<swiper-container>` and `<swiper-slide>` are custom elements: defined in the browser
 * (when any slider on the page starts Swiper), each attaches an empty shadow root at once, and a
 * server-rendered slider still waiting for its turn would lose its slides from view (it collapses,
 * and everything under it moves up). The server's markup names them `be-static-swiper-…` instead,
 * in its elements and its style rules alike: the same boxes, laid out by the same rules, and nothing
 * that upgrades. React's own markup replaces them at the takeover. React escapes `<` in text and
 * attribute values, so only real tags match in the markup; in the rules, only whole names.
 */
export function withStaticSwiper(html: string, css: string): { html: string; css: string } {
  if (!html.includes('<swiper-')) return { html, css };
  return { html: html.replace(SWIPER_TAG, `<$1${STATIC_SWIPER_PREFIX}$2`), css: css.replace(SWIPER_SELECTOR, `${STATIC_SWIPER_PREFIX}$1`) };
}

/** Splits declarations on `;` outside quotes and parentheses (`url("a;b")` stays whole). */
function declarationsOf(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote = '';
  let depth = 0;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/**
 * React writes a `style` prop as a style attribute, which a strict Content Security Policy blocks
 * (`style-src-attr`; in the browser React sets it through the CSSOM, which no policy governs). Each
 * becomes a `data-brand-style` attribute with a rule of the same declarations in the element's own
 * styles, `!important` so that it wins over the class rules as an inline style does (it also wins over
 * an `!important` class rule, which an inline style would not: our components use none). Only real
 * style attributes count, never text that reads like one (authored copy may), and declarations that
 * could leave their rule (`{`, `}`, `<`) are dropped.
 *
 * The markup is what React and the sanitizer wrote: every attribute value quoted, `<` and `"` escaped
 * in text and values. So its start tags are read exactly by the tag pattern below, except inside the
 * raw text elements (script, style, textarea …), whose text is not escaped: markup with one of those
 * is parsed instead (parse5, the HTML standard's parser, and written back as a browser would).
 */
export function withoutStyleAttributes(html: string): { html: string; css: string } {
  if (!html.includes(' style="')) return { html, css: '' };
  const ids = new Map<string, number>();
  const idOf = (text: string): string | undefined => {
    const declarations = declarationsOf(text).filter((declaration) => !/[{}<]/.test(declaration));
    if (declarations.length === 0) return undefined;
    const key = declarations.join(';');
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return String(id);
  };
  const out = RAW_TEXT_ELEMENT.test(html) ? parsedWithoutStyles(html, idOf) : scannedWithoutStyles(html, idOf);
  let css = '';
  for (const [key, id] of ids) css += `[data-brand-style="${id}"]{${declarationsOf(key).map((declaration) => `${declaration}!important`).join(';')}}`;
  return { html: out, css };
}

const RAW_TEXT_ELEMENT = /<(?:script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)[\s/>]/i;
/** A start tag as a serializer writes it: a name, then attributes with quoted (or bare) values. */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)(\s*\/?)>/g;
/** The style attribute among a start tag's attributes. */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/;

/** The markup with each start tag's style attribute replaced (moved to the end as data-brand-style, as the parsed path does). */
function scannedWithoutStyles(html: string, idOf: (text: string) => string | undefined): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string, end: string) => {
    const style = STYLE_ATTRIBUTE.exec(attributes);
    if (!style) return tag;
    // Values are written with &amp; &quot; …: the declarations are the decoded text, as a parser would give them.
    const id = idOf(decodeAttribute(style[1]!));
    const rest = attributes.slice(0, style.index) + attributes.slice(style.index + style[0].length);
    return `<${name}${rest}${id === undefined ? '' : ` data-brand-style="${id}"`}${end}>`;
  });
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", '#39': "'", '#x27': "'", nbsp: '\u00a0' };
const decodeAttribute = (value: string) => (value.includes('&') ? value.replace(/&(amp|quot|lt|gt|apos|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!) : value);

/** The same by parsing: for markup holding a raw text element. */
function parsedWithoutStyles(html: string, idOf: (text: string) => string | undefined): string {
  const fragment = parseFragment(html);
  const visit = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!('attrs' in node)) continue;
      const index = node.attrs.findIndex((attribute) => attribute.name === 'style' && !attribute.namespace);
      if (index !== -1) {
        const id = idOf(node.attrs[index]!.value);
        node.attrs.splice(index, 1);
        if (id !== undefined) node.attrs.push({ name: 'data-brand-style', value: id });
      }
      visit(node.nodeName === 'template' ? (node as Template).content : node);
    }
  };
  visit(fragment);
  return serialize(fragment);
}

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Template = DefaultTreeAdapterMap['template'];
