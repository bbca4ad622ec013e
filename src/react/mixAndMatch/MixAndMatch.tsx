import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { allComplete, emptyPicks, pickedText, setEntries, stepComplete, togglePick, wizardSteps, type Picks } from '../../core/commerce/mixAndMatch';
import { productFields } from '../../core/analytics/commerce';
import type { HybrisConfig } from '../../core/services/configTypes';
import { isRecord } from '../../core/isRecord';
import { AddToCartControl } from '../addToCart/AddToCartControl';
import { useHybrisConfig, useProducts } from '../productList/useProducts';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import { useSafeUrl } from '../shared/useSafeUrl';
import { PackSummary } from './PackSummary';
import { TinStep } from './TinStep';
import { barStyles, progressStyles, rootStyles } from './styles';

export interface MixAndMatchProps {
  /** `{ title, description, productReference (the set, e.g. ZYN-MIX-3), addToCartLabel, backLabel, nextLabel }` */
  general?: { title?: string; description?: string; productReference?: string; addToCartLabel?: string; backLabel?: string; nextLabel?: string };
  /** `[{ title, description, pick, productCodes: [variant codes] }]` */
  wizardSteps?: unknown;
  /** a short text in the summary (delivery of the pack) */
  deliveryMessage?: string;
  /** `{ title, summaryTitle }` of the last step */
  finalStep?: { title?: string; summaryTitle?: string };
  /** words of the wizard: `{count}`, `{pick}`, `{step}`, `{total}` are filled in */
  pickedLabel?: string;
  limitMessage?: string;
  stepLabel?: string;
  totalLabel?: string;
  outOfStockLabel?: string;
  progressLabel?: string;
  /** the cart page, for the mini cart's link */
  cartUrl?: string;
  /** the commerce config on a page without `<brand-page>` */
  hybrisConfig?: HybrisConfig;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' && value.trim() ? value : fallback);

/**
 * Build your pack: a wizard of steps, each asking for N tins (toggle buttons), then a final step with the
 * summary and the add of the whole pack as one product set. Focus moves to each new step's heading.
 */
export function MixAndMatch(props: MixAndMatchProps) {
  const rootClass = useThemedClass(rootStyles);
  const progressClass = useThemedClass(progressStyles);
  const barClass = useThemedClass(barStyles);
  const general = isRecord(props.general) ? props.general : {};
  const finalStep = isRecord(props.finalStep) ? props.finalStep : {};
  const steps = useMemo(() => wizardSteps(props.wizardSteps), [props.wizardSteps]);
  const codes = useMemo(() => [...new Set(steps.flatMap((step) => step.productCodes))], [steps]);
  const products = useProducts(codes, useHybrisConfig(props.hybrisConfig));
  const lang = usePageLang();
  const cartUrl = useSafeUrl(props.cartUrl, 'cartUrl');
  const [picks, setPicks] = useState<Picks>(() => emptyPicks(steps));
  const [current, setCurrent] = useState(0);
  const [refused, setRefused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  useEffect(() => {
    setPicks(emptyPicks(steps));
    setCurrent(0);
  }, [steps]);
  // Focus follows the step (not on the first render: the page's focus is not ours to take).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [current]);

  const total = steps.length + 1;
  const isFinal = current >= steps.length;
  const step = steps[current];
  const title = text(general.title);
  const productOf = (code: string) => {
    const result = products[code];
    return result?.state === 'ok' ? result.product : undefined;
  };
  const go = (index: number) => {
    moved.current = true;
    setRefused(false);
    setCurrent(Math.max(0, Math.min(steps.length, index)));
  };
  const toggle = (code: string) => {
    const outcome = togglePick(steps, picks, current, code);
    setRefused(outcome.refused === 'limit');
    setPicks(outcome.picks);
  };

  const entries = setEntries(picks);
  const stepTitles = [...steps.map((item) => item.title), text(finalStep.title, 'Your pack')];
  const count = picks[current]?.length ?? 0;
  const reference = text(general.productReference);
  const request = reference && allComplete(steps, picks) ? { type: 'product-set' as const, productReference: reference, entries } : undefined;
  const analytics = entries.flatMap((entry) => {
    // as brand-add-to-cart reports a set: each tin, with the set's code as its variant
    const fields = productFields(productOf(entry.productCode) ?? { code: entry.productCode }, {
      quantity: entry.quantity,
      ...(reference ? { variant: reference } : {}),
      ...(title ? { list: title } : {}),
    });
    return fields ? [fields] : [];
  });

  return (
    <section className={rootClass} aria-labelledby={title ? headingId : undefined}>
      {title && <h2 id={headingId} dir="auto">{title}</h2>}
      {general.description && <p className="intro" dir="auto">{general.description}</p>}
      <p className="progressText">{text(props.stepLabel, 'Step {step} of {total}').replace('{step}', String(current + 1)).replace('{total}', String(total))}</p>
      <ol className={progressClass} aria-label={text(props.progressLabel, 'Progress')}>
        {stepTitles.map((name, index) => (
          <li key={index} aria-current={index === current ? 'step' : undefined} data-done={index < current ? '' : undefined}>
            <span className="label" dir="auto">{name || String(index + 1)}</span>
          </li>
        ))}
      </ol>
      <h3 ref={headingRef} tabIndex={-1} dir="auto">{stepTitles[current]}</h3>
      {!isFinal && step?.description && <p className="stepDescription" dir="auto">{step.description}</p>}
      {!isFinal && step && (
        <TinStep codes={step.productCodes} products={products} picked={picks[current] ?? []} outOfStockLabel={text(props.outOfStockLabel, 'Out of stock')} onToggle={toggle} />
      )}
      {isFinal && (
        <PackSummary
          title={text(finalStep.summaryTitle, 'Your pack')}
          entries={entries}
          productOf={productOf}
          totalLabel={text(props.totalLabel, 'Total')}
          deliveryMessage={text(props.deliveryMessage)}
          lang={lang}
        >
          <AddToCartControl
            request={request}
            label={text(general.addToCartLabel, 'Add pack to cart')}
            stepper={false}
            analytics={analytics}
            productName={title || reference}
            cartUrl={cartUrl}
            hybrisConfig={props.hybrisConfig}
          />
        </PackSummary>
      )}
      <div className={barClass}>
        {!isFinal && step && (
          <p className="counter" role="status" aria-live="polite">
            {pickedText(text(props.pickedLabel, '{count} of {pick} picked'), count, step.pick)}
          </p>
        )}
        <div className="nav">
          {current > 0 && (
            <button type="button" className="back" onClick={() => go(current - 1)}>
              {text(general.backLabel, 'Back')}
            </button>
          )}
          {!isFinal && (
            <button type="button" className="next" disabled={!stepComplete(steps, picks, current)} onClick={() => go(current + 1)}>
              {text(general.nextLabel, 'Next')}
            </button>
          )}
        </div>
        <p className="limit" role="alert">
          {refused && step ? pickedText(text(props.limitMessage, 'You have picked {pick} in this step: unpick one to choose another.'), count, step.pick) : ''}
        </p>
      </div>
    </section>
  );
}
