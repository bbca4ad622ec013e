import { present, type EmptinessRule } from './rule';

export const loginEmptiness: EmptinessRule = { label: 'Login: set the submit button label', isEmpty: (m) => !present(m.submitLabel) };
