import { renderToString } from 'react-dom/server';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ServerDefinition } from '../elements/define';
import { ElementContext, type ElementContextValue } from '../react/runtime/context';
import { EditorPlaceholder } from '../react/runtime/EditorPlaceholder';
import { hostCssTexts } from '../react/runtime/hostCss';
import { emptyLabel, isEmpty } from '../core/model/emptiness';
import type { WcmMode } from '../core/model/authoring';

/** What one element renders into its declarative shadow root. */
export interface ServerShadow {
  /** the host's fixed rules and the Emotion rules its render used */
  css: string;
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
 * rules it inserted are exactly this element's. `props: null` renders only the host's rules (class names are content hashes: the browser's
 * cache gives the same ones).
 */
export function renderShadow(definition: ServerDefinition, props: Record<string, unknown> | null, theme: Theme, mode: WcmMode, id: string): ServerShadow {
  const { tag, component: Component, options } = definition;
  const rtl = theme.direction === 'rtl';
  const cache = createCache({ key: rtl ? 'ber' : 'be', stylisPlugins: rtl ? [rtlPlugin as StylisPlugin] : [] });
  cache.compat = true;
  const authoring = mode === 'edit' || mode === 'preview';
  const context: ElementContextValue = { host: NO_NODE, tag, portalContainer: NO_NODE, authoring, mode };
  let content = null;
  if (props === null) {
    // nothing to render (content for other visitor types)
  } else if (options.emptiness !== undefined && isEmpty(options.emptiness, { id: id || undefined, ...props })) {
    if (mode === 'edit') content = <EditorPlaceholder label={emptyLabel(options.emptiness) ?? tag} />;
  } else {
    content = <Component {...props} />;
  }
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
  return { css: hostCssTexts(options.display ?? 'block', theme, options.hostCss).join('') + emotion + inline.css, html: inline.html };
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string) => value.replace(/&(quot|amp|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * React writes a `style` prop as a style attribute, which a strict Content Security Policy blocks
 * (`style-src-attr`; in the browser React sets it through the CSSOM, which no policy governs). Each
 * becomes a `data-brand-style` attribute with a rule of the same declarations in the element's own
 * styles, `!important` so that it wins over class rules as an inline style does. React quotes every
 * attribute value and escapes `"` in text, so ` style="` only ever starts an attribute.
 */
export function withoutStyleAttributes(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_, value: string) => {
    const declarations = unescapeAttribute(value);
    let id = ids.get(declarations);
    if (id === undefined) ids.set(declarations, (id = ids.size));
    return ` data-brand-style="${id}"`;
  });
  let css = '';
  for (const [declarations, id] of ids) {
    const important = declarations
      .split(/;(?![^(]*\))/)
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => `${declaration}!important`)
      .join(';');
    css += `[data-brand-style="${id}"]{${important}}`;
  }
  return { html: out, css };
}
