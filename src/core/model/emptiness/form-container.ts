import { present, type EmptinessRule } from './rule';

export const formContainerEmptiness: EmptinessRule = { label: 'Form container: set an id', isEmpty: (m) => !present(m.id) };
