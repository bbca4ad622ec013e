import { present, type EmptinessRule } from './rule';

export const formOptionsEmptiness: EmptinessRule = { label: 'Form options: add options', isEmpty: (m) => !present(m.options) && !present(m.items) };
