import { primaryImage, stockStatus } from '../../core/commerce/product';
import type { OccProduct } from '../../core/services/occProducts';
import { safeUrl } from '../../core/security/safeUrl';
import type { ProductResult } from '../productList/useProducts';
import { useThemedClass } from '../runtime/useThemedClass';
import { TIN_PICTURE_SIZE, tinsStyles } from './styles';

/** A tin's strength ('6 mg') from its variant qualifiers. */
export function strengthOf(product: OccProduct | undefined): string | undefined {
  const qualifiers = product?.baseOptions?.[0]?.selected?.variantOptionQualifiers ?? [];
  return qualifiers.find((item) => item.qualifier === 'strength')?.value;
}

interface TinStepProps {
  codes: readonly string[];
  products: Record<string, ProductResult>;
  picked: readonly string[];
  outOfStockLabel: string;
  onToggle: (code: string) => void;
}

/** The tins of one step as toggle buttons (aria-pressed): picked or not, out of stock disabled. */
export function TinStep({ codes, products, picked, outOfStockLabel, onToggle }: TinStepProps) {
  const className = useThemedClass(tinsStyles);
  return (
    <ul className={className}>
      {codes.map((code) => {
        const result = products[code];
        if (result?.state === 'failed') return null;
        const product = result?.state === 'ok' ? result.product : undefined;
        const picture = safeUrl(primaryImage(product, 'thumbnail')?.url) ?? undefined;
        const out = !!product && stockStatus(product) === 'outOfStock';
        const isPicked = picked.includes(code);
        const strength = strengthOf(product);
        return (
          <li key={code}>
            <button
              type="button"
              className="tin"
              data-code={code}
              aria-pressed={isPicked}
              disabled={!product || (out && !isPicked)}
              aria-busy={product ? undefined : 'true'}
              onClick={() => onToggle(code)}
            >
              <span className="check" aria-hidden="true">{isPicked ? '✓' : ''}</span>
              {picture ? (
                <img src={picture} alt="" width={TIN_PICTURE_SIZE} height={TIN_PICTURE_SIZE} loading="lazy" decoding="async" />
              ) : (
                <span style={{ inlineSize: '100%', maxInlineSize: TIN_PICTURE_SIZE, aspectRatio: '1 / 1' }} />
              )}
              <span className="name" dir="auto">{product?.name ?? '…'}</span>
              {strength && <span className="meta" dir="ltr">{strength}</span>}
              {product?.price?.formattedValue && <span className="meta" dir="ltr">{product.price.formattedValue}</span>}
              {out && <span className="meta">{outOfStockLabel}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
