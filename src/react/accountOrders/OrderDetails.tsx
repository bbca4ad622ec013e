import { useId } from 'react';
import type { OccOrder, OccOrderEntry } from '../../core/services/occAccount';
import { addressLines, maskCardNumber, cardTypeLabel, orderTimeline } from '../../core/account';
import { safeUrl } from '../../core/security/safeUrl';
import { OrderTimeline } from './OrderTimeline';
import type { OrderWords } from './words';

const money = (price: { formattedValue?: string } | undefined): string => price?.formattedValue ?? '';

function Entry({ entry, words }: { entry: OccOrderEntry; words: OrderWords }) {
  const product = entry.product ?? {};
  const image = (product.images ?? []).find((candidate) => candidate?.url);
  const src = image ? safeUrl(image.url) : undefined;
  return (
    <li data-entry={product.code ?? ''}>
      {src ? <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" /> : <span aria-hidden="true" />}
      <span>
        <bdi>{product.name ?? product.code}</bdi>
        <span data-qty="">
          {words.quantityLabel}: {entry.quantity ?? 0}
        </span>
      </span>
      <span data-line-total="">{money(entry.totalPrice)}</span>
    </li>
  );
}

/**
 * The panel of an order: its entries (picture, name, quantity, line total) and totals, the delivery address, the
 * card it was paid with (masked to its last four digits by the rules), and the timeline of its steps.
 */
export function OrderDetails({ order, words, lang, level }: { order: OccOrder; words: OrderWords; lang: string; level: 3 | 4 | 5 }) {
  const H = `h${level}` as 'h3' | 'h4' | 'h5';
  const timelineId = useId();
  const address = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  const card = order.paymentInfo;
  const masked = card ? maskCardNumber(card.cardNumber) : '';
  return (
    <>
      <div>
        <H data-sub-heading="" tabIndex={-1}>
          {words.entriesLabel}
        </H>
        <ul data-entries="">
          {(order.entries ?? []).map((entry, index) => (
            <Entry key={entry.entryNumber ?? index} entry={entry} words={words} />
          ))}
        </ul>
        <dl data-totals="">
          <dt>{words.subtotalLabel}</dt>
          <dd>{money(order.subTotal)}</dd>
          <dt>{words.deliveryLabel}</dt>
          <dd>{money(order.deliveryCost)}</dd>
          <dt>{words.taxLabel}</dt>
          <dd>{money(order.totalTax)}</dd>
          <dt data-grand="">{words.totalLabel}</dt>
          <dd data-grand="" data-order-total="">
            {money(order.totalPriceWithTax ?? order.totalPrice)}
          </dd>
        </dl>
      </div>
      <div data-side="">
        <section aria-labelledby={timelineId}>
          <H data-sub-heading="" id={timelineId}>{words.timelineLabel}</H>
          <OrderTimeline steps={orderTimeline(order)} words={words} lang={lang} labelId={timelineId} />
        </section>
        {address.length > 0 && (
          <section data-delivery-address="">
            <H data-sub-heading="">{words.deliveryAddressLabel}</H>
            <address>
              {address.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </section>
        )}
        {masked && (
          <section data-payment="">
            <H data-sub-heading="">{words.paymentLabel}</H>
            <p>
              {cardTypeLabel(card?.cardType)} <span data-card-number="">{masked}</span>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
