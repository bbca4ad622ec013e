/**
 * The order of the page-wide overlays: age gate first, then geofence, then the visibility gate,
 * each only once the one before is settled, so never two dialogs at once. A gate that is not on
 * the page (never declared or registered) counts as settled.
 */
export const GATES = ['ageGate', 'geofence', 'visibilityGate'] as const;
export type Gate = (typeof GATES)[number];
export type GateState = 'pending' | 'open' | 'settled';
export type GateStates = Partial<Record<Gate, GateState>>;

/** The gate allowed to act now: the first one on the page that is not settled. */
export function activeGate(states: GateStates): Gate | undefined {
  for (const gate of GATES) if ((states[gate] ?? 'settled') !== 'settled') return gate;
  return undefined;
}
