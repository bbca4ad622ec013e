import { useThemedClass } from '../../runtime/useThemedClass';
import { safeImageUrl } from '../../../core/security/safeUrl';
import type { CartLine } from '../../../core/commerce/cartView';
import { linesStyles } from './styles';

export interface CartLineLabels {
  quantity: string;
  /** '{days}-day loan' */
  lending: string;
}

export const DEFAULT_LINE_LABELS: CartLineLabels = { quantity: 'Quantity', lending: '{days}-day loan' };

/** The cart's lines: picture, name, the set's tins, the loan's days, quantity and line total. */
export function CartLines({ lines, labels = DEFAULT_LINE_LABELS }: { lines: CartLine[]; labels?: CartLineLabels }) {
  const className = useThemedClass(linesStyles);
  return (
    <ul className={className} data-cart-lines="">
      {lines.map((line) => {
        const image = line.imageUrl ? safeImageUrl(line.imageUrl) : undefined;
        return (
          <li key={line.key} data-cart-line={line.code}>
            {image ? <img src={image} alt="" width={64} height={64} loading="lazy" /> : <span data-no-image="" />}
            <div>
              <p data-name="">{line.name}</p>
              {line.lendingDays ? <p data-detail="">{labels.lending.replace('{days}', String(line.lendingDays))}</p> : null}
              {line.parts.length > 0 && (
                <ul data-set-parts="">
                  {line.parts.map((part) => (
                    <li key={part.code}>{`${part.quantity} × ${part.name}`}</li>
                  ))}
                </ul>
              )}
              <p data-detail="" data-quantity={line.quantity}>{`${labels.quantity}: ${line.quantity}`}</p>
            </div>
            <span data-line-total="">{line.total ?? ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
