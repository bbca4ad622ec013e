/**
 * The age gate's display event (`gatewayLegalAgeDisplay`) for a first visit's gate shown from the server's
 * markup: the dialog is on screen before its code, which waits for the visitor's first touch, pointer, focus or
 * key on it, so <brand-page> announces it at its start. The gate, hydrating that dialog later, does not push it again.
 */
import { pushEvent } from './dataLayer';
import { ANALYTICS_EVENTS } from './events';

const announced = new WeakSet<object>();

/** Pushes the display event for this gate element, once. */
export function announceServerGate(gate: object): void {
  if (announced.has(gate)) return;
  announced.add(gate);
  pushEvent(ANALYTICS_EVENTS.gatewayLegalAgeDisplay);
}

/** Whether the display of this gate element was announced before its code (true once: a later showing counts again). */
export function takeServerAnnouncement(gate: object): boolean {
  return announced.delete(gate);
}
