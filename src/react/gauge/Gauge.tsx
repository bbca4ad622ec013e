import { useId } from 'react';
import { gaugeNumber, gaugeShown, gaugeSize } from '../../core/showcase/gauge';
import { useThemedClass } from '../runtime/useThemedClass';
import { GaugeRing } from './GaugeRing';
import { InfoTooltip } from './InfoTooltip';
import { gaugeStyles, labelStyles } from './styles';

export interface GaugeProps {
  label?: string;
  value?: number | string;
  scale?: number | string;
  /** plain text shown in a tooltip from the label */
  info?: string;
  size?: 'Medium' | 'Small' | 'Tiny' | string;
}

const plain = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The circular gauge: renders only with both a value and a
 * scale; a ring filled to value / scale, a label under it, and the info text in a tooltip from the label.
 */
export function Gauge({ label, value, scale, info, size }: GaugeProps) {
  const gaugeClass = useThemedClass(gaugeStyles);
  const labelClass = useThemedClass(labelStyles);
  const labelId = useId();
  if (!gaugeShown(value, scale)) return null;
  const name = plain(label);
  const tip = plain(info);
  const validSize = gaugeSize(size);
  return (
    <div className={gaugeClass} data-size={validSize} part="gauge">
      <GaugeRing value={gaugeNumber(value)!} scale={gaugeNumber(scale)!} size={validSize} labelledBy={name ? labelId : undefined} />
      {tip ? (
        <InfoTooltip label={name || undefined} labelId={labelId} info={tip} />
      ) : (
        name && (
          <span className={labelClass} id={labelId} part="label">
            {name}
          </span>
        )
      )}
    </div>
  );
}
