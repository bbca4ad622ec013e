import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { stockStatus, variantGroups } from '../../core/commerce/product';
import { configureRequest, purchaseOptions, ratingSummary, withProductQuery } from '../../core/commerce/configure';
import type { CartMessageKey } from '../../core/commerce/cart';
import { productFields } from '../../core/analytics/commerce';
import { pageConfig } from '../../core/stores/pageConfig';
import type { HybrisConfig } from '../../core/services/configTypes';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useSafeUrl } from '../shared/useSafeUrl';
import { usePageLang } from '../shared/usePageLang';
import { AddToCartControl } from '../addToCart/AddToCartControl';
import { Gallery } from './Gallery';
import { PurchaseRadios, Stars, Stock, VariantRadios } from './parts';
import { configureStyles } from './styles';
import { useConfiguredProduct } from './useConfiguredProduct';

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

const word = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : fallback);

/** An authored object of words: string values only, trimmed. */
function words(value: unknown, keys?: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return result;
  for (const [key, text] of Object.entries(value)) {
    if ((!keys || keys.includes(key)) && typeof text === 'string' && text.trim()) result[key] = text.trim().slice(0, 200);
  }
  return result;
}

const ZOOM_KEYS = ['open', 'close', 'zoomIn', 'zoomOut', 'level', 'dialog'] as const;
const noConfig = () => undefined;

/**
 * A product to configure and buy: its gallery (thumbnails, full-screen zoom), name, rating summary,
 * price and stock, its variants as radio groups (colour swatches, strength pills), buy or borrow, the
 * add-to-cart control for the chosen variant, the summary and the description. Choosing a variant
 * fetches it while the old one stays shown (aria-busy), and names it in the URL's ?product=.
 */
export function ConfigureAndBuy(props: ConfigureAndBuyProps) {
  const className = useThemedClass(configureStyles);
  const uid = useId();
  const lang = usePageLang();
  const fromPage = useSyncExternalStore(pageConfig.subscribe, () => pageConfig.getSnapshot().hybrisConfig, noConfig);
  const own = props.hybrisConfig && typeof props.hybrisConfig === 'object' && !Array.isArray(props.hybrisConfig) ? (props.hybrisConfig as HybrisConfig) : undefined;
  const config = own ?? fromPage;
  const code = props.productCode?.trim() || undefined;
  const { product, pending, failed, choiceFailed, chosenByShopper, choose } = useConfiguredProduct(code, config, lang);
  const options = useMemo(() => purchaseOptions(props.purchaseOptions, product), [props.purchaseOptions, product]);
  const [optionIndex, setOptionIndex] = useState(0);
  const option = options[Math.min(optionIndex, options.length - 1)]!;
  const reviewsUrl = useSafeUrl(props.reviewsUrl?.trim() || '#reviews', 'reviewsUrl');
  const cartUrl = useSafeUrl(props.cartUrl, 'cartUrl');

  // The chosen variant in the page's ?product= (when the page names one), without a history entry.
  useEffect(() => {
    if (!chosenByShopper || !product?.code) return;
    const next = withProductQuery(window.location.href, product.code);
    if (next) window.history.replaceState(window.history.state, '', next);
  }, [chosenByShopper, product?.code]);

  if (failed) {
    return (
      <section className={className} data-error="" part="product">
        <p role="alert">{word(props.errorMessage, 'Sorry, this product cannot be shown right now.')}</p>
      </section>
    );
  }
  if (!product) {
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

  const status = stockStatus(product);
  const stockLabel = { inStock: word(props.inStockLabel, 'In stock'), lowStock: word(props.lowStockLabel, 'Only a few left'), outOfStock: word(props.outOfStockLabel, 'Out of stock') }[status];
  const groups = variantGroups(product, pending ?? product.code);
  const rating = ratingSummary(product, props.ratingLabel, lang);
  const level = Math.min(6, Math.max(1, Math.round(Number(props.headingLevel)) || 1));
  const Heading = `h${level}` as 'h1';
  const choiceWords = {
    outOfStock: word(props.outOfStockChoiceLabel, 'out of stock'),
    legends: words(props.variantLabels),
    swatches: (props.swatchColors && typeof props.swatchColors === 'object' ? props.swatchColors : {}) as Record<string, unknown>,
  };
  const variant = groups.map((group) => group.selected).filter(Boolean).join(', ');
  const analytics = productFields(product, { quantity: 1, ...(variant && { variant }) });

  return (
    <section className={className} part="product" aria-labelledby={`${uid}-name`}>
      <Gallery
        product={product}
        labels={{
          gallery: word(props.galleryLabel, 'Product pictures'),
          picture: word(props.pictureLabel, 'Picture {n} of {total}'),
          zoom: { open: 'Zoom image', ...words(props.zoomLabels, ZOOM_KEYS) },
        }}
      />
      <div data-details="" aria-busy={pending ? true : undefined}>
        <Heading id={`${uid}-name`} data-name="" part="name">
          {product.name}
        </Heading>
        {rating && (
          <p data-rating="" part="rating">
            <Stars average={product.averageRating} />
            <a href={reviewsUrl}>{rating}</a>
          </p>
        )}
        <p data-price="" part="price">
          {product.price?.formattedValue}
        </p>
        <Stock status={status} label={stockLabel} />
        {groups.map((group) => (
          <VariantRadios key={group.qualifier} group={group} words={choiceWords} onChoose={choose} />
        ))}
        {choiceFailed && <p role="alert" data-choice-error="">{word(props.choiceErrorMessage, 'Sorry, that choice cannot be shown right now. Please try again.')}</p>}
        {options.length > 1 && (
          <PurchaseRadios options={options} legend={word(props.purchaseOptionsLabel, 'How would you like it?')} chosen={options.indexOf(option)} lending={product.lendingOptions} onChoose={setOptionIndex} />
        )}
        <AddToCartControl
          // another variant or purchase option starts afresh: no last add's message or quantity under it
          key={`${product.code}|${options.indexOf(option)}`}
          request={pending ? undefined : configureRequest(product.code, option)}
          label={option.addToCartLabel ?? word(props.addToCartLabel, 'Add to cart')}
          unavailable={status === 'outOfStock' ? stockLabel : undefined}
          // one lent device per cart: no quantity to choose when borrowing
          stepper={option.type !== 'lending'}
          maxQuantity={typeof props.maxQuantity === 'number' && props.maxQuantity > 0 ? props.maxQuantity : undefined}
          currencyCode={product.price?.currencyIso}
          analytics={analytics ? [analytics] : undefined}
          productName={product.name}
          cartUrl={cartUrl}
          messages={words(props.cartMessages) as Partial<Record<CartMessageKey, string>>}
          labels={words(props.controlLabels, ['quantity', 'increase', 'decrease', 'adding'])}
          hybrisConfig={own}
        />
        {product.summary && (
          <p data-summary="" dir="auto">
            {product.summary}
          </p>
        )}
        {product.description && <SanitizedHtml html={product.description} data-description="" part="description" />}
      </div>
    </section>
  );
}
