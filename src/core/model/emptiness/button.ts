import { present, type EmptinessRule } from './rule';

export const buttonEmptiness: EmptinessRule = { label: 'Button: add a label', isEmpty: (m) => !present(m.label) && !present(m.icon) };
