import { present, type EmptinessRule } from './rule';

export const productListEmptiness: EmptinessRule = {
  label: 'Product list: set general and product config',
  // The authored field is `general`; `generalConfig` is the name some exports use.
  isEmpty: (m) => !(present(m.general) || present(m.generalConfig)) || !present(m.productConfig),
};
