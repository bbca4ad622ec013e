import { present, type EmptinessRule, type Model } from './rule';

export const consumablesTableEmptiness: EmptinessRule = {
  label: 'Consumables table: add row groups with titled items',
  isEmpty: (m) => !Array.isArray(m.rowGroups) || !m.rowGroups.some((group) => Array.isArray((group as Model | null)?.items) && ((group as Model).items as unknown[]).some((item) => present((item as Model | null)?.title))),
};
