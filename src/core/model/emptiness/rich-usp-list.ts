import { present, type EmptinessRule } from './rule';

export const richUspListEmptiness: EmptinessRule = { label: 'Rich USP list: add items', isEmpty: (m) => !present(m.items) };
