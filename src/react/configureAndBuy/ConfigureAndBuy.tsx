import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { pageConfig } from '../../core/stores/pageConfig';
import type { HybrisConfig } from '../../core/services/configTypes';
import { lazyModule } from '../runtime/lazyModule';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import type { ProductViewProps } from './ProductView';
import { configureStyles } from './styles';
import { useConfiguredProduct } from './useConfiguredProduct';
import { word } from './words';

export interface ConfigureAndBuyProps {
  productCode?: string;
  addToCartLabel?: string;
  /** [{ type: 'buy' | 'lending', label, addToCartLabel?, lendingConfigurationCode? }] */
  purchaseOptions?: unknown;
  purchaseOptionsLabel?: string;
  inStockLabel?: string;
  lowStockLabel?: string;
  outOfStockLabel?: string;
  outOfStockChoiceLabel?: string;
  /** legends of the variant groups by qualifier: { strength: 'Strength' } */
  variantLabels?: unknown;
  /** swatch colours by colour name: { 'Pebble Grey': '#9a9a94' } */
  swatchColors?: unknown;
  ratingLabel?: string;
  reviewsUrl?: string;
  galleryLabel?: string;
  pictureLabel?: string;
  loadingLabel?: string;
  errorMessage?: string;
  choiceErrorMessage?: string;
  cartUrl?: string;
  maxQuantity?: number;
  headingLevel?: number | string;
  /** { open, close, zoomIn, zoomOut, level, dialog } */
  zoomLabels?: unknown;
  /** authored cart messages over CART_MESSAGES */
  cartMessages?: unknown;
  /** { quantity, increase, decrease, adding } */
  controlLabels?: unknown;
  /** { apiUrl, site, … } when no <brand-page> gives the root model's config (partner pages) */
  hybrisConfig?: unknown;
}

const noConfig = () => undefined;

/**
 * The product's view (./ProductView.tsx, with the add-to-cart control): nothing of it shows before the product has
 * arrived, so it is asked for beside the product's request, and the entry draws only the loading and error states.
 */
const viewCode = lazyModule(() => import('./ProductView'), '<brand-configure-and-buy>: the product could not be shown: its code did not load.');

/**
 * A product to configure and buy: its gallery (thumbnails, full-screen zoom), name, rating summary,
 * price and stock, its variants as radio groups (colour swatches, strength pills), buy or borrow, the
 * add-to-cart control for the chosen variant, the summary and the description. Choosing a variant
 * fetches it while the old one stays shown (aria-busy), and names it in the URL's ?product=. Until the
 * product and its view's code have both arrived, a skeleton (aria-busy); if either cannot, the error message.
 */
export function ConfigureAndBuy(props: ConfigureAndBuyProps) {
  const className = useThemedClass(configureStyles);
  const lang = usePageLang();
  const fromPage = useSyncExternalStore(pageConfig.subscribe, () => pageConfig.getSnapshot().hybrisConfig, noConfig);
  const own = props.hybrisConfig && typeof props.hybrisConfig === 'object' && !Array.isArray(props.hybrisConfig) ? (props.hybrisConfig as HybrisConfig) : undefined;
  const config = own ?? fromPage;
  const code = props.productCode?.trim() || undefined;
  const { product, failed, ...configured } = useConfiguredProduct(code, config, lang);
  // (Never in the first render, even when the code is here: a server-rendered element hydrates its skeleton.)
  const [View, setView] = useState<ComponentType<ProductViewProps>>();
  const [viewFailed, setViewFailed] = useState(false);
  const wanted = configured.requested && !View;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    viewCode.use(
      (module) => live && setView(() => module.ProductView),
      () => live && setViewFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (failed || (viewFailed && !View)) {
    return (
      <section className={className} data-error="" part="product">
        <p role="alert">{word(props.errorMessage, 'Sorry, this product cannot be shown right now.')}</p>
      </section>
    );
  }
  if (!product || !View) {
    return (
      <section className={className} aria-busy="true" data-loading="" part="product">
        <div data-gallery="" data-skeleton="" />
        <div data-details="" data-skeleton="">
          <span data-sr="">{word(props.loadingLabel, 'Loading the product')}</span>
          <span data-line="" style={{ width: '70%' }} />
          <span data-line="" style={{ width: '30%' }} />
          <span data-line="" style={{ width: '50%' }} />
          <span data-block="" />
        </div>
      </section>
    );
  }
  return <View props={props} className={className} product={product} configured={configured} own={own} lang={lang} />;
}
