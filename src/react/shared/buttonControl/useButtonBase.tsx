import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useThemedClass } from '../../runtime/useThemedClass';
import { rippleRootStyles, rippleStyles } from './styles';
import { startRipple, stopRipples } from './ripple';

/** Whether the focus came from the keyboard (MUI's isFocusVisible). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * MUI's ButtonBase without MUI, for our button and chip: the keyboard focus state (`Mui-focusVisible`),
 * a disabled control's click held back, and the ripple (ripple.ts) in a root MUI mounts on the first
 * press or keyboard focus (the markup until then is the control alone). `focusRipple`: a keyboard focus
 * pulses, and Space ripples while held (the button; not the chip).
 */
export function useButtonBase({ disabled, focusRipple, onClick }: { disabled: boolean; focusRipple: boolean; onClick?: (event: MouseEvent<HTMLElement>) => void }) {
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [rippleOn, setRippleOn] = useState(false);
  const ripples = useRef<HTMLSpanElement | null>(null);
  // The ripple to start once its root is there (the first press renders it).
  const pendingStart = useRef<(() => void) | undefined>(undefined);
  if (disabled && keyboardFocus) setKeyboardFocus(false);
  const rippleRoot = useThemedClass(rippleRootStyles);
  const rippleClass = useThemedClass(rippleStyles);

  const withRipple = (run: (node: HTMLSpanElement) => void) => {
    if (disabled) return;
    if (ripples.current) return run(ripples.current);
    pendingStart.current = () => ripples.current && run(ripples.current);
    setRippleOn(true);
  };
  // The press ended before the ripple's root was there: its ripple shows and fades at once.
  const endedEarly = useRef(false);
  const rippleRef = (node: HTMLSpanElement | null) => {
    ripples.current = node;
    if (node && pendingStart.current) {
      const run = pendingStart.current;
      pendingStart.current = undefined;
      run();
      if (endedEarly.current) stopRipples(node);
    }
    endedEarly.current = false;
  };
  const stop = () => {
    if (ripples.current) stopRipples(ripples.current);
    else if (pendingStart.current) endedEarly.current = true;
  };
  const pulse = () => withRipple((node) => startRipple(node, undefined, { pulsate: true }));

  const handlers = {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (disabled) return event.preventDefault();
      onClick?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!focusVisible(event.target)) return;
      setKeyboardFocus(true);
      if (focusRipple) pulse();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      stop();
      if (!focusVisible(event.target)) setKeyboardFocus(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      const point = { clientX: event.clientX, clientY: event.clientY };
      withRipple((node) => startRipple(node, point, { touch: event.pointerType === 'touch' }));
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onContextMenu: stop,
    onDragLeave: stop,
    // The keyboard's press: Space ripples from the centre while held, then the focus pulse again.
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (focusRipple && keyboardFocus && !event.repeat && event.key === ' ') {
        stop();
        withRipple((node) => startRipple(node));
      }
    },
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
      if (focusRipple && keyboardFocus && event.key === ' ' && !event.defaultPrevented) {
        stop();
        pulse();
      }
    },
  };
  const ripple: ReactNode = rippleOn && !disabled ? <span className={`MuiTouchRipple-root ${rippleRoot}`} ref={rippleRef} /> : null;
  return { handlers, keyboardFocus, ripple, rippleClass: rippleOn ? rippleClass : undefined };
}
