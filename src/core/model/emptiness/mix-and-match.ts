import { allPresent, type EmptinessRule } from './rule';

export const mixAndMatchEmptiness: EmptinessRule = {
  label: 'Mix and match: set general, delivery message and wizard steps',
  isEmpty: (m) => !allPresent(m, 'general', 'deliveryMessage', 'wizardSteps'),
};
