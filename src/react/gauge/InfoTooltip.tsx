import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { TOOLTIP_CLOSED, tooltipNext, type TooltipEvent } from '../../core/showcase/tooltip';
import { useThemedClass } from '../runtime/useThemedClass';
import { anchorStyles, triggerStyles, tooltipStyles } from './styles';

export interface InfoTooltipProps {
  /** the trigger's visible text (the gauge's label); without it the trigger is the info mark alone */
  label?: string;
  labelId?: string;
  info: string;
}

/**
 * The WAI-ARIA APG tooltip: a focusable trigger described by the tooltip. It opens 100 ms after
 * hover or keyboard focus and 700 ms into a touch press, closes 1,500 ms after the touch ends and
 * at once on Escape (the timings are src/core/showcase/tooltip.ts). Pointer on the bubble keeps it open.
 */
export function InfoTooltip({ label, labelId, info }: InfoTooltipProps) {
  const anchorClass = useThemedClass(anchorStyles);
  const triggerClass = useThemedClass(triggerStyles);
  const tipClass = useThemedClass(tooltipStyles);
  const tipId = useId();
  const [state, setState] = useState(TOOLTIP_CLOSED);
  const send = useCallback((event: TooltipEvent) => setState((current) => tooltipNext(current, event)), []);

  useEffect(() => {
    if (!state.pending) return;
    const timer = setTimeout(() => send('timer'), state.delay);
    return () => clearTimeout(timer);
  }, [state, send]);

  // keep the bubble on screen: centred on the trigger, shifted in from a viewport edge
  const bubble = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!state.open || !element) return;
    element.style.translate = '';
    const rect = element.getBoundingClientRect();
    const room = document.documentElement.clientWidth - 8;
    const shift = rect.left < 8 ? 8 - rect.left : rect.right > room ? room - rect.right : 0;
    if (shift) element.style.translate = `${Math.round(shift)}px 0`;
  }, [state.open]);

  // Escape closes an open tooltip wherever focus is (it may have opened on hover), and only the
  // tooltip: a dialog around the gauge sees the key as used (the shared modal skips a prevented Escape).
  useEffect(() => {
    if (!state.open && !state.pending) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      send('escape');
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [state.open, state.pending, send]);

  /** press events of touch and pen only: a mouse is hover and leave */
  const press = (event: TooltipEvent) => (pointer: ReactPointerEvent) => {
    if (pointer.pointerType !== 'mouse') send(event);
  };

  return (
    <span
      className={anchorClass}
      onPointerEnter={(event) => event.pointerType === 'mouse' && send('hover')}
      onPointerLeave={(event) => event.pointerType === 'mouse' && send('leave')}
    >
      <button
        type="button"
        className={triggerClass}
        aria-describedby={label ? tipId : undefined}
        aria-label={label ? undefined : info}
        onPointerDown={press('touchStart')}
        onPointerUp={press('touchEnd')}
        onPointerCancel={press('touchEnd')}
        onContextMenu={(event) => state.pending === 'open' && event.preventDefault()}
        // keyboard focus only: a tap focuses the button too, and must wait for the long press
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && send('focus')}
        onBlur={() => send('blur')}
        part="info-trigger"
      >
        {label && <span id={labelId}>{label}</span>}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <span className={tipClass} hidden={!state.open}>
        <span role="tooltip" id={tipId} part="tooltip" ref={bubble}>
          {info}
        </span>
      </span>
    </span>
  );
}
