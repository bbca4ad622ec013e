import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { cardPositions, listCodes, listState, newImpressions, productPageHref } from '../../core/commerce/productList';
import { currencyOf, productFields, pushProductClick, pushProductImpressions, type ProductFieldObject } from '../../core/analytics/commerce';
import type { HybrisConfig } from '../../core/services/configTypes';
import { safeUrl } from '../../core/security/safeUrl';
import { isRecord } from '../../core/isRecord';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeUrl } from '../shared/useSafeUrl';
import { ProductCard, type CardLabels } from './ProductCard';
import { useHybrisConfig, useProducts } from './useProducts';
import { cardStyles, gridStyles, messageStyles, rootStyles, skeletonStyles } from './styles';

export interface ProductListProps {
  /** `{ title, description }`: the list's heading and intro */
  general?: { title?: string; description?: string };
  /** `[{ productCode }]`: the products, in order (base products, variants or sets) */
  productConfig?: Array<{ productCode?: string }>;
  /** the product page, `{code}` replaced by the product's code (e.g. `/shop/p/{code}`); else OCC's `url` */
  productPageUrl?: string;
  /** the add button of a purchasable product */
  addToCartLabel?: string;
  /** the link of a base product or a set (variants are chosen on its page) */
  chooseLabel?: string;
  /** a base product's price, `{price}` replaced */
  fromLabel?: string;
  inStockLabel?: string;
  lowStockLabel?: string;
  outOfStockLabel?: string;
  /** the stars' accessible text, `{rating}` replaced */
  ratingLabel?: string;
  /** shown when no product could be loaded */
  errorMessage?: string;
  /** said to screen readers while the cards load (default "Loading products") */
  loadingLabel?: string;
  /** the analytics list name (productImpression, productClick, addToCart); default general.title */
  listName?: string;
  /** the cart page, for the mini cart's link */
  cartUrl?: string;
  /** the commerce config on a page without `<brand-page>` */
  hybrisConfig?: HybrisConfig;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

function SkeletonCard({ className }: { className: string }) {
  return (
    <li className={className} aria-hidden="true">
      <span className="bone media" />
      <span className="bone line" />
      <span className="bone line short" />
      <span className="bone button" />
    </li>
  );
}

/**
 * A grid of product cards read from OCC: picture, name, price, rating, stock and the add control. Cards load
 * as skeletons of their final size; a product that cannot be read is left out (one console error); each
 * card seen pushes one productImpression (batched), a click on its links one productClick.
 */
export function ProductList(props: ProductListProps) {
  const { general, productConfig, productPageUrl, cartUrl } = props;
  const rootClass = useThemedClass(rootStyles);
  const gridClass = useThemedClass(gridStyles);
  const cardClass = useThemedClass(cardStyles);
  const skeletonClass = useThemedClass(skeletonStyles);
  const messageClass = useThemedClass(messageStyles);
  const headingId = useId();
  const config = useHybrisConfig(props.hybrisConfig);
  const codes = useMemo(() => listCodes(productConfig), [productConfig]);
  const results = useProducts(codes, config);
  const template = useSafeUrl(productPageUrl, 'productPageUrl');
  const safeCart = useSafeUrl(cartUrl, 'cartUrl');
  const title = isRecord(general) && typeof general.title === 'string' ? general.title : '';
  const description = isRecord(general) && typeof general.description === 'string' ? general.description : '';
  const list = text(props.listName, title || 'Product list');
  const labels: CardLabels = {
    addToCart: text(props.addToCartLabel, 'Add to cart'),
    choose: text(props.chooseLabel, 'Choose'),
    from: text(props.fromLabel, 'from {price}'),
    inStock: text(props.inStockLabel, 'In stock'),
    lowStock: text(props.lowStockLabel, 'Only a few left'),
    outOfStock: text(props.outOfStockLabel, 'Out of stock'),
    rating: text(props.ratingLabel, 'Rated {rating} out of 5'),
  };

  // What is shown: every code not failed, in order. A card's position counts the cards shown before it,
  // until its impression is reported: then it keeps that position (a product failing later shifts nothing).
  const shown = codes.filter((code) => results[code]?.state !== 'failed');
  const state = listState(codes.map((code) => results[code]?.state ?? 'loading'));
  const reported = useRef(new Map<string, number>());
  const positions = cardPositions(reported.current, shown);
  const cards = shown.map((code, index) => {
    const result = results[code];
    const product = result?.state === 'ok' ? result.product : undefined;
    const fields = product ? productFields(product, { list, position: positions[index] }) : undefined;
    return { code, position: positions[index]!, product, fields };
  });

  const gridRef = useRef<HTMLUListElement>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const fieldsRef = useRef(new Map<string, ProductFieldObject>());
  fieldsRef.current = new Map(cards.flatMap((card) => (card.fields ? [[card.code, card.fields] as const] : [])));
  const currency = currencyOf(cards.find((card) => card.product)?.product);
  const readyKey = cards.filter((card) => card.fields).map((card) => card.code).join('\n');

  // productImpression: each card once (by code), when half of it is in view; the cards seen together are one push.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !readyKey || typeof IntersectionObserver === 'undefined') return;
    const codeOf = (element: Element) => (element as HTMLElement).dataset.code ?? '';
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => codeOf(entry.target)).filter((code) => fieldsRef.current.has(code));
        const fresh = newImpressions(reported.current, shownRef.current, seen);
        for (const entry of entries) if (reported.current.has(codeOf(entry.target))) observer.unobserve(entry.target);
        pushProductImpressions(fresh.map(({ code, position }) => ({ ...fieldsRef.current.get(code)!, position })), currency);
      },
      { threshold: 0.5 },
    );
    grid.querySelectorAll<HTMLElement>('li[data-code]').forEach((card) => {
      if (!reported.current.has(codeOf(card))) observer.observe(card);
    });
    return () => observer.disconnect();
  }, [readyKey, currency]);

  // productClick: pushed synchronously in the click, before the browser follows the link.
  const onChoose = useCallback((fields: ProductFieldObject) => {
    pushProductClick(fields);
  }, []);

  if (codes.length === 0) return null;
  return (
    <section className={rootClass} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : list}>
      {title && <h2 id={headingId} dir="auto">{title}</h2>}
      {description && <p dir="auto">{description}</p>}
      {state === 'failed' ? (
        <p className={messageClass} role="status">{text(props.errorMessage, 'These products cannot be shown right now. Please try again later.')}</p>
      ) : (
        <>
        {state === 'loading' && <p className="visually-hidden" role="status">{text(props.loadingLabel, 'Loading products')}</p>}
        <ul ref={gridRef} className={gridClass} aria-busy={state === 'loading' ? 'true' : undefined}>
          {cards.map((card) =>
            card.product && card.fields ? (
              <ProductCard
                key={card.code}
                className={cardClass}
                product={card.product}
                position={card.position}
                href={(template ? productPageHref(template, card.code) : safeUrl(card.product.url) ?? undefined) || undefined}
                labels={labels}
                fields={card.fields}
                cartUrl={safeCart}
                hybrisConfig={props.hybrisConfig}
                onChoose={onChoose}
              />
            ) : (
              <SkeletonCard key={card.code} className={`${cardClass} ${skeletonClass}`} />
            ),
          )}
        </ul>
        </>
      )}
    </section>
  );
}
