import { allPresent, type EmptinessRule } from './rule';

export const copyToClipboardEmptiness: EmptinessRule = {
  label: 'Copy to clipboard: set the element id and the feedback label',
  isEmpty: (m) => !allPresent(m, 'copyElementId', 'copyFeedbackLabel'),
};
