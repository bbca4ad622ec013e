import { present, type EmptinessRule } from './rule';

export const storeDetailsEmptiness: EmptinessRule = { label: 'Store details: set the store name', isEmpty: (m) => !present(m.storeName) };
