import { allPresent, type EmptinessRule } from './rule';

export const formButtonEmptiness: EmptinessRule = { label: 'Form button: set title and type', isEmpty: (m) => !allPresent(m, 'title', 'type') };
