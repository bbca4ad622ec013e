import { allPresent, type EmptinessRule } from './rule';

export const zoomContainerEmptiness: EmptinessRule = { label: 'Zoom container: set scale and opacity', isEmpty: (m) => !allPresent(m, 'scale', 'opacity') };
