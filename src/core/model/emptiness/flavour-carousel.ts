import { type EmptinessRule } from './rule';
import { hasShownFlavours } from '../../showcase/flavourShown';

export const flavourCarouselEmptiness: EmptinessRule = {
  label: 'Flavour carousel: add groups and items',
  isEmpty: (m) => !hasShownFlavours(m),
};
