import { useId } from 'react';
import { cardAction, cardPrice, ratingStars } from '../../core/commerce/productList';
import { primaryImage, stockStatus } from '../../core/commerce/product';
import type { OccProduct } from '../../core/services/occProducts';
import { safeUrl } from '../../core/security/safeUrl';
import { AddToCartControl } from '../addToCart/AddToCartControl';
import type { ProductFieldObject } from '../../core/analytics/commerce';
import type { HybrisConfig } from '../../core/services/configTypes';
import { useThemedClass } from '../runtime/useThemedClass';
import { PICTURE_SIZE, starsStyles } from './styles';

export interface CardLabels {
  addToCart: string;
  choose: string;
  from: string;
  inStock: string;
  lowStock: string;
  outOfStock: string;
  rating: string;
}

interface ProductCardProps {
  className: string;
  product: OccProduct;
  position: number;
  href?: string;
  labels: CardLabels;
  fields: ProductFieldObject;
  cartUrl?: string;
  hybrisConfig?: HybrisConfig;
  onChoose: (fields: ProductFieldObject) => void;
}

function Stars({ value, label }: { value: number; label: string }) {
  const className = useThemedClass(starsStyles);
  return (
    <span className={className} role="img" aria-label={label.replace('{rating}', String(value))}>
      <span aria-hidden="true" style={{ inlineSize: `${(value / 5) * 100}%` }}>★★★★★</span>★★★★★
    </span>
  );
}

/** One card: picture and name (links to the product page), price, rating, stock, and its add control. */
export function ProductCard({ className, product, position, href, labels, fields, cartUrl, hybrisConfig, onChoose }: ProductCardProps) {
  const code = product.code ?? '';
  const picture = primaryImage(product, 'product');
  const pictureUrl = safeUrl(picture?.url) ?? undefined;
  const price = cardPrice(product, labels.from);
  const stars = ratingStars(product);
  const stock = stockStatus(product);
  const action = cardAction(product);
  const name = product.name ?? code;
  const choose = () => onChoose(fields);
  const stockLabel = stock === 'outOfStock' ? labels.outOfStock : stock === 'lowStock' ? labels.lowStock : labels.inStock;
  const nameId = useId();
  const stockId = useId();
  return (
    <li className={className} data-position={position} data-code={code}>
      {pictureUrl &&
        (href ? (
          <a className="media" href={href} tabIndex={-1} aria-hidden="true" onClick={choose}>
            <img src={pictureUrl} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" />
          </a>
        ) : (
          <span className="media">
            <img src={pictureUrl} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" />
          </span>
        ))}
      {/* bdi, not dir on the heading: a Latin name keeps the page's alignment in Arabic */}
      <h3 id={nameId}>{href ? <a href={href} onClick={choose}><bdi>{name}</bdi></a> : <bdi>{name}</bdi>}</h3>
      {stars !== undefined && <Stars value={stars} label={labels.rating} />}
      {price && <p className="price">{price}</p>}
      <p className="stock" id={stockId} data-stock={stock}>{stockLabel}</p>
      {/* a group named by the product: every card's button says "Add to cart", the group says which product */}
      <div className="action" role="group" aria-labelledby={nameId}>
        {action === 'add' && (
          <AddToCartControl
            request={{ type: 'standard', productCode: code, quantity: 1 }}
            label={labels.addToCart}
            ariaLabel={`${labels.addToCart}: ${name}`}
            stepper={false}
            compact
            analytics={[fields]}
            productName={name}
            cartUrl={cartUrl}
            hybrisConfig={hybrisConfig}
            currencyCode={product.price?.currencyIso}
          />
        )}
        {action === 'choose' && href && (
          <a className="choose" href={href} onClick={choose} aria-label={`${labels.choose}: ${name}`}>
            {labels.choose}
          </a>
        )}
        {action === 'unavailable' && (
          <button type="button" className="unavailable" disabled aria-label={`${labels.addToCart}: ${name}`} aria-describedby={stockId}>
            {labels.addToCart}
          </button>
        )}
      </div>
    </li>
  );
}
