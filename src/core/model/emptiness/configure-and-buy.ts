import { present, type EmptinessRule } from './rule';

export const configureAndBuyEmptiness: EmptinessRule = { label: 'Configure and buy: set a product code', isEmpty: (m) => !present(m.productCode) };
