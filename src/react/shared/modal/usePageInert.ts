import { useLayoutEffect } from 'react';
import { makePageInert } from './modalDom';

/**
 * While `active`, everything in the page except the element (`host`) and its ancestors is inert
 * (./modalDom.ts makePageInert; the age gate's modal takes over what the gate made inert before), given back when
 * the modal closes. A layout effect: the page goes
 * inert in the same commit that shows the dialog, so no click or Tab reaches it in between
 * (a passive effect runs after the paint, later still on a busy phone).
 */
export function usePageInert(active: boolean, host: HTMLElement, takeOverGate = false): void {
  useLayoutEffect(() => (active ? makePageInert(host, { takeOverGate }) : undefined), [active, host, takeOverGate]);
}
