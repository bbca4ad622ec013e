import { createStore } from './createStore';
import type { VisitorType } from '../visitor/types';

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
