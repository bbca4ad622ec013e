import type { GateOutcome } from '../../core/gates/ageGate';
import type { ImmediateGateView } from '../../core/gates/ageGateView';

/**
 * What the age gate shown without React (./ageGateDirect.ts) keeps per host, and hands to its component
 * (./AgeGate.tsx) when the component takes the gate over (the editor opened, fields that need it): the component
 * starts from what is on screen, with the answer given and the display already told, so the gate never leaves the
 * screen in between, a refusal stays final and nothing is pushed twice.
 */
export interface GateHold {
  /** the visitor's answer (final: a gate answered is not answered again) */
  answer?: GateOutcome;
  /** the display event was pushed */
  displayed?: boolean;
  /** the configuration problem said in the console */
  logged?: string;
  /** the decision for these fields (`key`), made once as the component's effect does, not at every redraw */
  decided?: { key: string; view: ImmediateGateView | undefined };
  /** what it shows now */
  shown?: ImmediateGateView;
  /** what its open dialog changed in the page */
  open?: { restore: () => void; unlock: () => void; opener: HTMLElement | null };
}

export const gateHolds = new WeakMap<HTMLElement, GateHold>();

export function gateHoldOf(host: HTMLElement): GateHold {
  let hold = gateHolds.get(host);
  if (!hold) gateHolds.set(host, (hold = {}));
  return hold;
}
