import { present, type EmptinessRule } from './rule';

export const readmoreEmptiness: EmptinessRule = { label: 'Read more: add some text', isEmpty: (m) => !present(m.text) };
