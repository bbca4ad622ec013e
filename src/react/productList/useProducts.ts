import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchProduct, type OccProduct } from '../../core/services/occProducts';
import type { HybrisConfig } from '../../core/services/configTypes';
import { pageConfig } from '../../core/stores/pageConfig';
import { ElementContext } from '../runtime/context';

export type ProductResult = { state: 'loading' } | { state: 'ok'; product: OccProduct } | { state: 'failed' };

const noConfig = () => undefined;
const configOf = () => pageConfig.getSnapshot().hybrisConfig;
/** OCC's `lang`: the market's (not the host's, which arrives a render later and would read everything twice). */
const langOf = () => pageConfig.getSnapshot().lang?.split('-')[0];

/** The commerce config: the element's own (a partner page), else the page's (`<brand-page>`). */
export function useHybrisConfig(own: HybrisConfig | undefined): HybrisConfig | undefined {
  const fromPage = useSyncExternalStore(pageConfig.subscribe, configOf, noConfig);
  return own?.apiUrl ? own : fromPage;
}

/**
 * The OCC products of `codes`, read in parallel (in an effect, never during render). A product that cannot
 * be read is `failed`, with ONE console error naming the element and the code; the others are unaffected.
 * Loading lasts while the config is missing (`<brand-page>` sets it after the model arrives).
 */
export function useProducts(codes: readonly string[], config: HybrisConfig | undefined): Record<string, ProductResult> {
  const element = useContext(ElementContext);
  const lang = useSyncExternalStore(pageConfig.subscribe, langOf, noConfig);
  const key = codes.join('\n');
  const [results, setResults] = useState<Record<string, ProductResult>>({});
  // The config as it is read now, but a refetch only when what is read changes (apiUrl, site, lang, codes):
  // another pageConfig.set gives a new object and must not turn the cards back into skeletons mid-add.
  const configRef = useRef(config);
  configRef.current = config;
  const apiUrl = config?.apiUrl;
  const site = config?.site;
  useEffect(() => {
    const config = configRef.current;
    if (!config?.apiUrl || !key) return;
    const controller = new AbortController();
    const wanted = key.split('\n');
    setResults(Object.fromEntries(wanted.map((code) => [code, { state: 'loading' } as ProductResult])));
    for (const code of wanted) {
      fetchProduct(config, code, { signal: controller.signal, lang }).then(
        (product) => {
          if (!controller.signal.aborted) setResults((previous) => ({ ...previous, [code]: { state: 'ok', product } }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`<${element?.tag ?? 'brand-element'}>: product ${code} could not be loaded (${reason}); it is left out.`);
          setResults((previous) => ({ ...previous, [code]: { state: 'failed' } }));
        },
      );
    }
    return () => controller.abort();
  }, [key, apiUrl, site, lang, element?.tag]);
  return results;
}
