import { present, type EmptinessRule } from './rule';

export const simplifiedFooterEmptiness: EmptinessRule = { label: 'Simplified footer: choose an experience fragment', isEmpty: (m) => !present(m.xfPath) };
