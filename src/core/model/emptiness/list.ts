import { present, type EmptinessRule } from './rule';

export const listEmptiness: EmptinessRule = { label: 'List: add items', isEmpty: (m) => !present(m.items) };
