import { present, type EmptinessRule } from './rule';

export const iframeEmptiness: EmptinessRule = { label: 'Iframe: set a URL', isEmpty: (m) => !present(m.url) };
