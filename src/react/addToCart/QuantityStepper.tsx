import { useId, useState } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { clampQuantity } from '../../core/commerce/quantity';
import { stepperStyles } from './styles';

export interface StepperLabels {
  quantity: string;
  increase: string;
  decrease: string;
}

/** A number field between two buttons: type, arrows (native), or − / + (44 px). */
export function QuantityStepper({ value, min, max, disabled, labels, onChange }: {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  labels: StepperLabels;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const className = useThemedClass(stepperStyles);
  // What the shopper is typing (an empty field while they replace the number); the value otherwise.
  const [draft, setDraft] = useState<string>();
  const atMin = value <= min;
  const atMax = value >= max;
  // At a bound the button stays focusable (aria-disabled, not disabled): a disabled button under focus
  // would drop keyboard focus to <body>. The guard makes it do nothing there.
  const step = (next: number) => {
    if (disabled || next < min || next > max) return;
    setDraft(undefined);
    onChange(clampQuantity(next, min, max));
  };
  return (
    <div className={className} role="group" aria-label={labels.quantity} data-stepper="">
      <button type="button" aria-label={labels.decrease} aria-controls={id} disabled={disabled} aria-disabled={atMin || undefined} onClick={() => step(value - 1)} data-decrease="">
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={labels.quantity}
        min={min}
        max={max}
        step={1}
        value={draft ?? value}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text.trim() !== '' && Number.isFinite(Number(text))) onChange(clampQuantity(Number(text), min, max));
        }}
        onBlur={() => setDraft(undefined)}
      />
      <button type="button" aria-label={labels.increase} aria-controls={id} disabled={disabled} aria-disabled={atMax || undefined} onClick={() => step(value + 1)} data-increase="">
        +
      </button>
    </div>
  );
}
