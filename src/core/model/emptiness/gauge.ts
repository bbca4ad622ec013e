import { type EmptinessRule } from './rule';
import { gaugeShown } from '../../showcase/gauge';

// The same rule the gauge renders by: numbers, and a scale above zero.
export const gaugeEmptiness: EmptinessRule = { label: 'Gauge: set a value and a scale', isEmpty: (m) => !gaugeShown(m.value, m.scale) };
