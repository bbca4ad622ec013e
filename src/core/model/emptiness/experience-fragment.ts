import { present, type EmptinessRule } from './rule';

export const experienceFragmentEmptiness: EmptinessRule = {
  label: 'Experience fragment: choose a fragment',
  isEmpty: (m) => !present(m.fragmentVariationPath) && !present(m.xfPath) && !present(m[':items']),
};
