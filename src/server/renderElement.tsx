import { renderToString } from 'react-dom/server';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ServerDefinition } from '../elements/define';
import { ElementContext, type ElementContextValue } from '../react/runtime/context';
import { elementContent } from '../react/runtime/elementContent';
import { hostCssTexts } from '../react/runtime/hostCss';
import { isAuthoringMode, type WcmMode } from '../core/model/authoring';
import { serverWindow } from './dom';

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

/**
 * Renders one element's shadow content as the browser runtime would (src/react/runtime/root.tsx
 * ElementSlot): its theme, its portals' container default, the element context, the editor's
 * placeholder when empty. Emotion runs in compat mode with a cache of this render only, so the
 * rules it inserted are exactly this element's (class names are content hashes: the browser's cache
 * gives the same ones). `props: null` renders only the host's rules.
 */
export function renderShadow(definition: ServerDefinition, props: Record<string, unknown> | null, theme: Theme, mode: WcmMode, id: string): ServerShadow {
  const { tag, component, options } = definition;
  const rtl = theme.direction === 'rtl';
  const cache = createCache({ key: rtl ? 'ber' : 'be', stylisPlugins: rtl ? [rtlPlugin as StylisPlugin] : [] });
  cache.compat = true;
  const context: ElementContextValue = { host: NO_NODE, tag, portalContainer: NO_NODE, authoring: isAuthoringMode(mode), mode };
  const content = elementContent({ tag, component, emptiness: options.emptiness }, props, mode, id);
  const html =
    content === null
      ? ''
      : renderToString(
          <CacheProvider value={cache}>
            <ThemeProvider theme={theme}>
              <DefaultPropsProvider value={(theme.components ?? {}) as never}>
                <ElementContext.Provider value={context}>{content}</ElementContext.Provider>
              </DefaultPropsProvider>
            </ThemeProvider>
          </CacheProvider>,
        );
  const emotion = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  const inline = withoutStyleAttributes(html);
  const swiper = withStaticSwiper(inline.html, emotion + inline.css);
  return { styles: [...hostCssTexts(options.display ?? 'block', theme, options.hostCss), ...(swiper.css ? [swiper.css] : [])], html: swiper.html };
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
 * an `!important` class rule, which an inline style would not: our components use none). The markup is
 * parsed, not searched: only real style attributes count, never text that reads like one (authored
 * copy may), and declarations that could leave their rule (`{`, `}`, `<`) are dropped.
 */
export function withoutStyleAttributes(html: string): { html: string; css: string } {
  if (!html.includes(' style="')) return { html, css: '' };
  const template = serverWindow().document.createElement('template');
  template.innerHTML = html;
  const ids = new Map<string, number>();
  for (const element of template.content.querySelectorAll('[style]')) {
    const text = element.getAttribute('style') ?? '';
    element.removeAttribute('style');
    const declarations = declarationsOf(text).filter((declaration) => !/[{}<]/.test(declaration));
    if (declarations.length === 0) continue;
    const key = declarations.join(';');
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    element.setAttribute('data-brand-style', String(id));
  }
  let css = '';
  for (const [key, id] of ids) css += `[data-brand-style="${id}"]{${declarationsOf(key).map((declaration) => `${declaration}!important`).join(';')}}`;
  return { html: template.innerHTML, css };
}
