import { present, type EmptinessRule } from './rule';

export const imageEmptiness: EmptinessRule = {
  label: 'Image: choose an image',
  isEmpty: (m) => !present(m.src) && !present(m.srcSetData) && !present(m.renditions),
};
