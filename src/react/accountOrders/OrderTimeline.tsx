import type { TimelineStep } from '../../core/account';
import { formatOrderDate } from '../../core/account/orderCard';
import { useThemedClass } from '../runtime/useThemedClass';
import { Icon } from '../icons';
import type { OrderWords } from './words';
import { timelineStyles } from './styles';

/**
 * The order's steps as a vertical stepper, each step in one of three visual states: complete, error, active.
 * Each state has its own shape (a tick, a cross-like alert, a ring) and is said in words to
 * screen readers, never in colour alone; the current step carries aria-current="step".
 */
export function OrderTimeline({ steps, words, lang, labelId }: { steps: TimelineStep[]; words: OrderWords; lang: string; labelId: string }) {
  const className = useThemedClass(timelineStyles);
  return (
    <ol className={className} aria-labelledby={labelId} data-timeline="">
      {steps.map((step) => {
        const state = step.state ?? 'none';
        const date = step.date !== undefined ? formatOrderDate(step.date, lang) : '';
        return (
          <li key={step.id} data-step={step.id} data-state={state} aria-current={step.state === 'active' || step.state === 'error' ? 'step' : undefined}>
            <span data-dot="" aria-hidden="true">
              {step.state === 'complete' && <Icon name="check" />}
              {step.state === 'error' && <Icon name="close" />}
            </span>
            <span>
              <span data-step-name="">{words.steps[step.id]}</span>
              <span data-step-detail="">
                <span data-step-state="">{words.stepStates[state]}</span>
                {date && <>{' · '}<time dateTime={new Date(step.date!).toISOString()}>{date}</time></>}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
