/**
 * The order of the page-wide overlays: age gate first, then geofence, then the visibility gate,
 * each only once the one before is settled, so never two dialogs at once.
 */
export const GATES = ['ageGate', 'geofence', 'visibilityGate'] as const;
export type Gate = (typeof GATES)[number];
export type GateState = 'pending' | 'open' | 'settled';

/** The gate allowed to act now: the first not settled, when all before it are settled. */
export function activeGate(states: Partial<Record<Gate, GateState>>): Gate | undefined {
  for (const gate of GATES) if ((states[gate] ?? 'pending') !== 'settled') return gate;
  return undefined;
}
