import { useEffect, useId, useMemo, useState } from 'react';
import { stockStatus, variantGroups } from '../../core/commerce/product';
import { configureRequest, purchaseOptions, ratingSummary, withProductQuery } from '../../core/commerce/configure';
import type { CartMessageKey } from '../../core/commerce/cart';
import { productFields } from '../../core/analytics/commerce';
import type { HybrisConfig } from '../../core/services/configTypes';
import type { OccProduct } from '../../core/services/occProducts';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useSafeUrl } from '../shared/useSafeUrl';
import { AddToCartControl } from '../addToCart/AddToCartControl';
import type { ConfigureAndBuyProps } from './ConfigureAndBuy';
import type { ConfiguredProduct } from './useConfiguredProduct';
import { Gallery } from './Gallery';
import { PurchaseRadios, Stars, Stock, VariantRadios } from './parts';
import { productStyles } from './productStyles';
import { word, words } from './words';

const ZOOM_KEYS = ['open', 'close', 'zoomIn', 'zoomOut', 'level', 'dialog'] as const;

export interface ProductViewProps {
  props: ConfigureAndBuyProps;
  /** the section's own class (./styles.ts) */
  className: string;
  product: OccProduct;
  configured: Omit<ConfiguredProduct, 'product' | 'failed' | 'requested'>;
  /** the element's own hybrisConfig, if authored */
  own: HybrisConfig | undefined;
  lang: string | undefined;
}

/**
 * The product once it has arrived: its gallery, name, rating, price, stock, the variant and purchase choices, the
 * add-to-cart control, the summary and the description. A chunk of its own (with the add-to-cart control), asked for
 * beside the product's request (ConfigureAndBuy.tsx): the element's entry draws only the loading and error states.
 */
export function ProductView({ props, className: sectionClass, product, configured, own, lang }: ProductViewProps) {
  const className = `${sectionClass} ${useThemedClass(productStyles)}`;
  const uid = useId();
  const { pending, choiceFailed, chosenByShopper, choose } = configured;
  const options = useMemo(() => purchaseOptions(props.purchaseOptions, product), [props.purchaseOptions, product]);
  const [optionIndex, setOptionIndex] = useState(0);
  const option = options[Math.min(optionIndex, options.length - 1)]!;
  const reviewsUrl = useSafeUrl(props.reviewsUrl?.trim() || '#reviews', 'reviewsUrl');
  const cartUrl = useSafeUrl(props.cartUrl, 'cartUrl');

  // The chosen variant in the page's ?product= (when the page names one), without a history entry.
  useEffect(() => {
    if (!chosenByShopper || !product.code) return;
    const next = withProductQuery(window.location.href, product.code);
    if (next) window.history.replaceState(window.history.state, '', next);
  }, [chosenByShopper, product.code]);

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
