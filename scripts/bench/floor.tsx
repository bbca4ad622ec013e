// The floor of server rendering for `npm run bench` (scripts/bench/ssr.mjs): React's own renderToString
// of the same components a page model renders, with the same props, in ONE tree (one theme, one Emotion
// cache, one render), without our page walk's HTML, the declarative shadow roots, the per-element style
// collection or the sanitizing of authored HTML (authored HTML is passed through as it is). Bundled by
// esbuild at bench time with the server's export conditions.
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeContext } from '@emotion/react';
import type { ReactNode } from 'react';
import '../../src/server/elements';
import { serverDefinitions } from '../../src/elements/define';
import { setServerSanitizer } from '../../src/core/security/authoredHtml';
import { itemsInOrder } from '../../src/core/model/items';
import { mappingFor } from '../../src/core/model/componentMap';
import { pageConfigOf, pageOf } from '../../src/core/model/page';
import type { ModelNode } from '../../src/core/model/types';
import { ElementContext } from '../../src/react/runtime/context';
import { ServerPageContext } from '../../src/react/runtime/context';
import { elementContent } from '../../src/react/runtime/elementContent';
import { brandTheme, resolveThemeName } from '../../src/themes';

setServerSanitizer((html) => html);
const NO_NODE = Object.freeze({}) as unknown as HTMLElement;

/** Every element of the page, depth first, as the component it renders with its props. */
function components(node: ModelNode, out: ReactNode[], path: string, cache: EmotionCache): void {
  for (const [key, item] of itemsInOrder(node)) {
    const type = item[':type'];
    const mapping = typeof type === 'string' ? mappingFor(type) : undefined;
    const definition = mapping && serverDefinitions.get(mapping.tag);
    if (!definition) continue;
    const { id, ...props } = (mapping.presetProps ? { ...mapping.presetProps, ...item } : item) as Record<string, unknown>;
    const context = { host: NO_NODE, tag: definition.tag, portalContainer: NO_NODE, authoring: false, mode: 'disabled' as const, cache };
    out.push(
      <ElementContext.Provider key={`${path}/${key}`} value={context}>
        {elementContent({ tag: definition.tag, component: definition.component, emptiness: definition.options.emptiness }, props, 'disabled', typeof id === 'string' ? id : '')}
      </ElementContext.Provider>,
    );
    components(item, out, `${path}/${key}`, cache);
  }
}

export function renderFloor(model: ModelNode, path: string): string {
  const { node } = pageOf(model, path);
  const config = pageConfigOf(model);
  const theme = brandTheme({ name: resolveThemeName(config.theme).name, direction: config.rtl ? 'rtl' : 'ltr', lang: config.lang });
  const cache = createCache({ key: 'be' });
  cache.compat = true;
  const out: ReactNode[] = [];
  components(node, out, '', cache);
  const page = { config, visibility: undefined, location: new URL(path, 'http://localhost') };
  return renderToString(
    <CacheProvider value={cache}>
      <ThemeContext.Provider value={theme}>
        <ServerPageContext.Provider value={page}>{out}</ServerPageContext.Provider>
      </ThemeContext.Provider>
    </CacheProvider>,
  );
}
