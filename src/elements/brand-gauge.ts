import { defineElement } from './defineWithReact';
import { Gauge } from '../react/gauge/Gauge';
import { gaugeEmptiness } from '../core/model/emptiness/gauge';

/**
 * A circular gauge: a ring drawn at 80 percent of a circle (the gap at the bottom), filled to
 * value / scale, the value inside and a label under it. A WAI-ARIA meter whose value text reads
 * `value-out-of-scale` (`7-out-of-10`), named by the label. With `info`, the label is a button that
 * shows the text in a tooltip (100 ms after hover or focus, 700 ms into a long press, closing 1.5 s
 * after the touch ends; Escape closes it). Renders only when both value and scale are set (the editor
 * shows a placeholder). Sizes Medium (96 px), Small (64 px) and Tiny (48 px, the label beside it).
 * Resource type: brand/components/gauge.
 */
export const BrandGauge = defineElement('brand-gauge', Gauge, {
  hydrate: 'interaction',
  props: {
    label: { type: 'string', description: 'What the gauge measures, e.g. "Intensity"; names the meter.' },
    value: { type: 'number', description: 'The value, from 0 to scale (kept within).' },
    scale: { type: 'number', description: 'The top of the scale, above 0 (e.g. 10 or 12).' },
    info: { type: 'string', description: 'Plain text shown in a tooltip from the label (an info button).' },
    size: { type: 'string', description: 'Medium (default), Small or Tiny.' },
  },
  emptiness: gaugeEmptiness,
  display: 'inline-block',
  parts: [
    { name: 'gauge', description: 'The whole gauge.' },
    { name: 'meter', description: 'The ring (role meter).' },
    { name: 'value', description: 'The number inside the ring.' },
    { name: 'label', description: 'The label, without info.' },
    { name: 'info-trigger', description: 'The label button that opens the tooltip, with info.' },
    { name: 'tooltip', description: 'The tooltip.' },
  ],
  family: 'basic',
  budgetKiB: 91,
});
