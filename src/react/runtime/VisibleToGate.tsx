import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { isVisibleTo } from '../../core/visitor/visibleTo';

/**
 * Shows its children only to the visitor types in `visibleTo` (hiding the host meanwhile, and while
 * the visitor is not known yet: no flash of content meant for another visitor type). Only an element
 * that has `visibleTo` renders this, so only those re-render when the visitor changes.
 */
export function VisibleToGate({ host, visibleTo, children }: { host: HTMLElement; visibleTo: string[]; children: ReactNode }) {
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot);
  const visible = !pending && isVisibleTo(visibleTo, visitor, false);
  useLayoutEffect(() => {
    host.toggleAttribute('data-brand-invisible', !visible);
    return () => host.removeAttribute('data-brand-invisible');
  }, [host, visible]);
  return visible ? children : null;
}
