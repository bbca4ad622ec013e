import { GAUGE_ARC, GAUGE_STROKE, gaugeNumber, gaugePercentage, gaugeText, type GaugeSize } from '../../core/showcase/gauge';
import { useThemedClass } from '../runtime/useThemedClass';
import { GAUGE_PX, numberStyles, ringStyles } from './styles';

export interface GaugeRingProps {
  value: number;
  scale: number;
  size: GaugeSize;
  /** the id of the element naming the meter; without it the meter is named by its value-out-of-scale text */
  labelledBy?: string;
  label?: string;
}

/**
 * The ring: 80 percent of a circle with the gap at the bottom,
 * stroke 6, filled to value / scale, the value inside. A WAI-ARIA meter whose value text reads
 * `value-out-of-scale`. Shared by brand-gauge and the consumables table's intensity cells.
 */
export function GaugeRing({ value, scale, size, labelledBy, label }: GaugeRingProps) {
  const ringClass = useThemedClass(ringStyles);
  const numberClass = useThemedClass(numberStyles);
  const side = GAUGE_PX[size];
  const radius = (side - GAUGE_STROKE) / 2;
  const centre = side / 2;
  const arc = GAUGE_ARC * 100;
  const filled = (gaugePercentage(value, scale) / 100) * arc;
  // pathLength 100: the track is 80 long; rotated so the 20-long gap is centred at the bottom
  const rotate = 90 + ((1 - GAUGE_ARC) / 2) * 360;
  // The meter's value stays inside its range (ARIA): 14 of 10 reads and shows as 10 of 10.
  const shown = Math.min(scale, Math.max(0, value));
  const text = gaugeText(shown, scale);
  const circle = { cx: centre, cy: centre, r: radius, pathLength: 100, fill: 'none', strokeWidth: GAUGE_STROKE, strokeLinecap: 'round' as const, transform: `rotate(${rotate} ${centre} ${centre})` };
  return (
    <div
      className={ringClass}
      data-size={size}
      role="meter"
      aria-valuenow={shown}
      aria-valuemin={0}
      aria-valuemax={gaugeNumber(scale)}
      aria-valuetext={text}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label || text}
      part="meter"
    >
      <svg viewBox={`0 0 ${side} ${side}`} aria-hidden="true" focusable="false">
        <circle {...circle} data-track="" strokeDasharray={`${arc} 100`} />
        {filled > 0 && <circle {...circle} data-fill="" strokeDasharray={`${filled} 100`} />}
      </svg>
      <span className={numberClass} aria-hidden="true" part="value" dir="ltr">
        {shown}
        <small>/{scale}</small>
      </span>
    </div>
  );
}
