import { present, type EmptinessRule } from './rule';

export const addToCartEmptiness: EmptinessRule = { label: 'Add to cart: set the add-to-cart label', isEmpty: (m) => !present(m.addToCartLabel) };
