import { present, type EmptinessRule, type Model } from './rule';

export const accountNavigationEmptiness: EmptinessRule = { label: 'Account navigation: add items (title and link)', isEmpty: (m) => !Array.isArray(m.items) || !m.items.some((item) => present((item as Model | null)?.title) && (present((item as Model | null)?.link) || present((item as Model | null)?.linkUrl))) };
