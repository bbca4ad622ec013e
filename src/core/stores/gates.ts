import { createStore } from './createStore';
import { activeGate, GATES, type Gate, type GateState, type GateStates } from '../gates/order';

/** Where each page-wide overlay stands; the gate elements read it to take their turn. */
export const gateStore = createStore<GateStates>({});

/** <brand-page> declares up front which gates the page has, so none acts before the ones ahead of it. */
export function declareGates(present: readonly Gate[]): void {
  gateStore.set(Object.fromEntries(GATES.filter((gate) => present.includes(gate)).map((gate) => [gate, 'pending' as GateState])));
}

/** A gate used on its own (a partner page) registers itself when it mounts; a declared one keeps its state. */
export function registerGate(gate: Gate): void {
  gateStore.set((states) => (states[gate] ? states : { ...states, [gate]: 'pending' }));
}

export function setGateState(gate: Gate, state: GateState): void {
  gateStore.set((states) => (states[gate] === state ? states : { ...states, [gate]: state }));
}

export function isGateTurn(gate: Gate, states: GateStates = gateStore.getSnapshot()): boolean {
  return activeGate(states) === gate;
}
