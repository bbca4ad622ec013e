import { useLayoutEffect } from 'react';
import { useElement } from '../runtime/context';

/**
 * Where a page-wide gate stands, on its element as `data-gate-state`, so pages and tests can wait
 * for the decision instead of guessing a delay. Every gate says `pending` while it decides (a
 * spinner or cover may already show), `waiting` when it will show but another gate is ahead,
 * `open` while its dialog shows, and `hidden` when it decided to show nothing; the age gate says
 * `granted` or `refused` once answered (a refusal keeps its dialog up), the visibility gate
 * `redirecting` while it leaves for the redirect target.
 * Set in a layout effect: in the same commit as what the state describes.
 */
export type GateStateAttribute = 'pending' | 'waiting' | 'open' | 'hidden' | 'granted' | 'refused' | 'redirecting';

export function useGateStateAttribute(state: GateStateAttribute): void {
  const { host } = useElement();
  useLayoutEffect(() => {
    host.setAttribute('data-gate-state', state);
  }, [host, state]);
}
