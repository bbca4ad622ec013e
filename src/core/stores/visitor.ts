import { createStore } from './createStore';
import type { VisitorType } from '../visitor/types';
import type { VisitorResolution } from '../visitor/resolveVisitor';

/**
 * The visitor type every element reads. Anonymous (LAS) until the visitor core
 * (cookies, consumer profile, assets) decides otherwise.
 */
export const visitorStore = createStore<VisitorType>('LAS');

export function getVisitorType(): VisitorType {
  return visitorStore.getSnapshot();
}

/**
 * True while the visitor type is being resolved (a logged-in visitor's profile is loading).
 * Elements restricted by visibleTo wait for it, so a member never sees the anonymous-only
 * content flash by first.
 */
export const visitorPending = createStore(false);

/**
 * The last resolution of the visitor (type, consumer profile, asset count, loyalty tier), set by
 * `startVisitor` each time it runs (a sign-in without reload runs it again) and reset by
 * `clearSession`. What the visitor type alone cannot tell: the user data an iframe receives.
 */
export const visitorResolution = createStore<VisitorResolution>({ visitorType: 'LAS' });
