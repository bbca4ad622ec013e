import { primaryImage } from '../../core/commerce/product';
import { formatMoney, setTotal, type SetEntry } from '../../core/commerce/mixAndMatch';
import type { OccProduct } from '../../core/services/occProducts';
import { safeUrl } from '../../core/security/safeUrl';
import { useThemedClass } from '../runtime/useThemedClass';
import { summaryStyles } from './styles';

interface PackSummaryProps {
  title: string;
  entries: readonly SetEntry[];
  productOf: (code: string) => OccProduct | undefined;
  totalLabel: string;
  deliveryMessage: string;
  lang?: string;
  children?: React.ReactNode;
}

/** The final step's panel: the picked tins with quantities, the pack's total, the delivery message, the add. */
export function PackSummary({ title, entries, productOf, totalLabel, deliveryMessage, lang, children }: PackSummaryProps) {
  const className = useThemedClass(summaryStyles);
  const currency = entries.map((entry) => productOf(entry.productCode)?.price?.currencyIso).find(Boolean) ?? 'GBP';
  const total = setTotal(entries, (code) => productOf(code)?.price?.value);
  return (
    <div className={className} part="summary">
      <h4 dir="auto">{title}</h4>
      <ul>
        {entries.map((entry) => {
          const product = productOf(entry.productCode);
          const picture = safeUrl(primaryImage(product, 'cartIcon')?.url) ?? undefined;
          const unit = product?.price?.value;
          return (
            <li key={entry.productCode} data-code={entry.productCode}>
              {picture ? <img src={picture} alt="" width={48} height={48} /> : <span />}
              <span dir="auto">
                {entry.quantity} × {product?.name ?? entry.productCode}
              </span>
              <span>{typeof unit === 'number' ? formatMoney(unit * entry.quantity, currency, lang) : ''}</span>
            </li>
          );
        })}
      </ul>
      {total !== undefined && (
        <p className="total">
          <span>{totalLabel}</span>
          <span data-total>{formatMoney(total, currency, lang)}</span>
        </p>
      )}
      {deliveryMessage && <p className="delivery" dir="auto">{deliveryMessage}</p>}
      {children}
    </div>
  );
}
