import { present, type EmptinessRule } from './rule';

export const accountUserContextTextEmptiness: EmptinessRule = { label: 'User context text: add some text', isEmpty: (m) => !present(m.text) };
