import { allPresent, type EmptinessRule } from './rule';

export const countdownEmptiness: EmptinessRule = {
  label: 'Countdown: set all four unit labels',
  isEmpty: (m) => !allPresent(m, 'daysLabel', 'hoursLabel', 'minutesLabel', 'secondsLabel'),
};
