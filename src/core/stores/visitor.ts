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
