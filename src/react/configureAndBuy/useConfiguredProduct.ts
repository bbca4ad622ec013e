import { useEffect, useState } from 'react';
import { fetchProduct, type OccProduct } from '../../core/services/occProducts';
import type { HybrisConfig } from '../../core/services/configTypes';
import { startingVariant } from '../../core/commerce/configure';

const TAG = 'brand-configure-and-buy';

export interface ConfiguredProduct {
  /** the variant shown (kept while another loads) */
  product?: OccProduct;
  /** the code being fetched, if any: the choice the shopper made, shown as chosen at once */
  pending?: string;
  /** the first product did not load (nothing to show) */
  failed: boolean;
  /** a chosen variant did not load (the old one stays) */
  choiceFailed: boolean;
  /** true once the shopper chose a variant (the URL may then name it) */
  chosenByShopper: boolean;
  /** a product is asked for (a code and OCC's address are there): what shows it will be needed */
  requested: boolean;
  choose: (code: string) => void;
}

interface Wanted {
  /** the authored productCode the choice belongs to */
  for: string;
  code: string;
  byShopper: boolean;
}

/**
 * The product of `productCode` through OCC: a base product is replaced by its starting variant; a
 * variant the shopper chooses is fetched while the old one stays shown. One console.error, naming the
 * element, per product that does not load. Fetches run in effects only (server-ready).
 */
export function useConfiguredProduct(productCode: string | undefined, config: HybrisConfig | undefined, lang: string | undefined): ConfiguredProduct {
  const [wanted, setWanted] = useState<Wanted>();
  const [loaded, setLoaded] = useState<{ for?: string; product?: OccProduct; failedCode?: string }>({});
  const code = wanted && wanted.for === productCode ? wanted.code : productCode;
  const apiUrl = config?.apiUrl;
  const site = config?.site;
  // OCC's lang is the primary language; before the page's is known, English (the same request then).
  const occLang = lang?.split('-')[0]?.toLowerCase() || 'en';

  // A product is asked for (the effect below): ConfigureAndBuy.tsx asks for its view on this.
  const requested = Boolean(code && apiUrl && site);
  useEffect(() => {
    if (!code || !apiUrl || !site) return;
    const controller = new AbortController();
    fetchProduct({ apiUrl, site }, code, { signal: controller.signal, lang: occLang }).then(
      (product) => {
        if (controller.signal.aborted) return;
        const start = startingVariant(product);
        if (start && start !== product.code && productCode) setWanted({ for: productCode, code: start, byShopper: false });
        else setLoaded({ for: productCode, product });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`<${TAG}>: the product ${code} could not be loaded.`, error);
        setLoaded((previous) => (previous.for === productCode ? { ...previous, failedCode: code } : { for: productCode, failedCode: code }));
      },
    );
    return () => controller.abort();
  }, [code, productCode, apiUrl, site, occLang]);

  // What was loaded for another authored product is not this one's.
  const current = loaded.for === productCode ? loaded.product : undefined;
  const failed = loaded.for === productCode && loaded.failedCode === code;
  const pending = current && current.code !== code && !failed ? code : undefined;
  return {
    product: current,
    pending,
    failed: failed && !current,
    choiceFailed: failed && !!current,
    chosenByShopper: !!wanted?.byShopper && wanted.for === productCode,
    requested,
    choose: (next) => {
      if (productCode && next !== code) setWanted({ for: productCode, code: next, byShopper: true });
    },
  };
}
