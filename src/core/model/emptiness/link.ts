import { present, type EmptinessRule } from './rule';

export const linkEmptiness: EmptinessRule = { label: 'Link: add a label and a URL', isEmpty: (m) => !present(m.label) || !present(m.linkUrl) };
