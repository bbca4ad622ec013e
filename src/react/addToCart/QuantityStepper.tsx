import { useId } from 'react';
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
  return (
    <div className={className} role="group" aria-label={labels.quantity} data-stepper="">
      <button type="button" aria-label={labels.decrease} aria-controls={id} disabled={disabled || value <= min} onClick={() => onChange(clampQuantity(value - 1, min, max))} data-decrease="">
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
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clampQuantity(Number(event.target.value), min, max))}
      />
      <button type="button" aria-label={labels.increase} aria-controls={id} disabled={disabled || value >= max} onClick={() => onChange(clampQuantity(value + 1, min, max))} data-increase="">
        +
      </button>
    </div>
  );
}
