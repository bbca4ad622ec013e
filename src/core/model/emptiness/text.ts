import { present, type EmptinessRule } from './rule';

export const textEmptiness: EmptinessRule = { label: 'Text: add some text', isEmpty: (m) => !present(m.text) };
