import { present, type EmptinessRule } from './rule';

export const chipEmptiness: EmptinessRule = { label: 'Chip: add a label', isEmpty: (m) => !present(m.label) };
