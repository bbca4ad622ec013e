/**
 * The tooltip's timing as a pure state machine: it opens
 * 100 ms after hover or focus, 700 ms into a touch press (a long press), closes 1,500 ms after the
 * touch ends, and at once on Escape, blur or the pointer leaving. The component runs the timer it
 * asks for and feeds `timer` back when it fires.
 */

export const TOOLTIP_ENTER_DELAY = 100;
export const TOOLTIP_TOUCH_DELAY = 700;
export const TOOLTIP_TOUCH_LEAVE_DELAY = 1500;

export type TooltipEvent = 'hover' | 'focus' | 'touchStart' | 'touchEnd' | 'leave' | 'blur' | 'escape' | 'timer';

export interface TooltipState {
  open: boolean;
  /** what the running timer does when it fires; none when no timer runs */
  pending?: 'open' | 'close';
  /** the delay of the timer this state started (the component restarts its timer when this state is new) */
  delay?: number;
}

export const TOOLTIP_CLOSED: TooltipState = { open: false };

const wait = (open: boolean, pending: 'open' | 'close', delay: number): TooltipState => ({ open, pending, delay });

export function tooltipNext(state: TooltipState, event: TooltipEvent): TooltipState {
  switch (event) {
    case 'hover':
    case 'focus':
      if (state.open) return { open: true }; // cancels a pending touch close
      return state.pending === 'open' ? state : wait(false, 'open', TOOLTIP_ENTER_DELAY);
    case 'touchStart':
      return state.open ? { open: true } : wait(false, 'open', TOOLTIP_TOUCH_DELAY);
    case 'touchEnd':
      // a press shorter than the long-press delay opens nothing
      return state.open ? wait(true, 'close', TOOLTIP_TOUCH_LEAVE_DELAY) : TOOLTIP_CLOSED;
    case 'leave':
    case 'blur':
    case 'escape':
      return TOOLTIP_CLOSED;
    case 'timer':
      if (state.pending === 'open') return { open: true };
      if (state.pending === 'close') return TOOLTIP_CLOSED;
      return state;
  }
}
