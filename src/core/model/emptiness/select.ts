import { present, type EmptinessRule } from './rule';

// A choice field with nothing to choose from (AEM's options call them `items`).
export const selectEmptiness: EmptinessRule = { label: 'Select: add menu items', isEmpty: (m) => !present(m.menuItems) };
