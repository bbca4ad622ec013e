import { useEffect, useMemo, useState } from 'react';
import { addToCartRequest, setAnalytics, type AddToCartModel } from '../../core/commerce/addToCartModel';
import { canBeAdded, stockStatus } from '../../core/commerce/product';
import { productFields } from '../../core/analytics/commerce';
import { fetchProduct, type OccProduct } from '../../core/services/occProducts';
import { pageConfig } from '../../core/stores/pageConfig';
import type { CartMessageKey } from '../../core/commerce/cart';
import type { HybrisConfig } from '../../core/services/configTypes';
import { useElement, usePageConfig } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { AddToCartControl } from './AddToCartControl';
import { skeletonStyles } from './styles';

export interface AddToCartProps extends AddToCartModel {
  addToCartLabel?: string;
  cartUrl?: string;
  showStepper?: boolean;
  maxQuantity?: number;
  outOfStockLabel?: string;
  lowStockLabel?: string;
  loadErrorLabel?: string;
  productName?: string;
  messages?: Partial<Record<CartMessageKey, string>>;
  quantityLabel?: string;
  increaseLabel?: string;
  decreaseLabel?: string;
  addingLabel?: string;
  hybrisConfig?: HybrisConfig;
}

type Loaded = { state: 'loading' } | { state: 'ready'; product: OccProduct } | { state: 'failed' } | { state: 'none' };

const or = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/**
 * brand-add-to-cart: a product (standard or lent) is read first for its name, price and stock (out of stock:
 * disabled with the reason; low stock: a hint); a product set adds its entries as they are authored.
 */
export function AddToCart(props: AddToCartProps) {
  const { tag } = useElement();
  const page = usePageConfig();
  const config = props.hybrisConfig ?? page.hybrisConfig;
  const request = useMemo(
    () => addToCartRequest(props),
    [props.productCode, props.quantity, props.type, props.lendingConfigurationCode, props.productReference, props.entries],
  );
  const code = request && request.type !== 'product-set' ? request.productCode : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ state: code ? 'loading' : 'none' });
  const skeleton = useThemedClass(skeletonStyles);

  useEffect(() => {
    if (!code) return setLoaded({ state: 'none' });
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    fetchProduct(config, code, { signal: abort.signal, lang: page.lang }).then(
      (product) => setLoaded({ state: 'ready', product }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error(`<${tag}>: product ${code} could not be loaded`, error instanceof Error ? error.message : error);
        setLoaded({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [code, config?.apiUrl, config?.site, page.lang, tag]);

  const label = or(props.addToCartLabel, 'Add to cart');
  const labels = { quantity: props.quantityLabel, increase: props.increaseLabel, decrease: props.decreaseLabel, adding: props.addingLabel };
  if (request?.type === 'product-set') {
    return (
      <AddToCartControl
        request={request}
        label={label}
        stepper={false}
        analytics={setAnalytics(request)}
        productName={or(props.productName, request.productReference)}
        cartUrl={props.cartUrl}
        messages={props.messages}
        labels={labels}
        hybrisConfig={props.hybrisConfig}
      />
    );
  }
  const product = loaded.state === 'ready' ? loaded.product : undefined;
  const status = product ? stockStatus(product) : undefined;
  const unavailable =
    loaded.state === 'failed'
      ? or(props.loadErrorLabel, 'This product cannot be added right now.')
      : product && !canBeAdded(product)
        ? or(props.outOfStockLabel, 'Out of stock')
        : undefined;
  const fields = productFields(product);
  return (
    <div data-product-state={loaded.state}>
      <AddToCartControl
        request={loaded.state === 'ready' ? request : undefined}
        label={label}
        stepper={props.showStepper !== false && request?.type === 'standard'}
        maxQuantity={props.maxQuantity}
        initialQuantity={request?.type === 'standard' || request?.type === 'lending' ? request.quantity : 1}
        unavailable={unavailable}
        hint={status === 'lowStock' ? or(props.lowStockLabel, 'Only a few left') : undefined}
        analytics={fields ? [fields] : undefined}
        currencyCode={product?.price?.currencyIso}
        productName={or(props.productName, product?.name ?? code ?? '')}
        cartUrl={props.cartUrl}
        messages={props.messages}
        labels={labels}
        hybrisConfig={props.hybrisConfig}
      />
      {loaded.state === 'loading' && <span className={skeleton} aria-hidden="true" data-skeleton="" />}
    </div>
  );
}
