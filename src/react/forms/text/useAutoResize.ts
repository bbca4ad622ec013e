import { useCallback, useLayoutEffect, useRef } from 'react';
import { shouldMeasure } from '../../../core/forms/validation';

/** The tallest the multi-line input grows on its own, as a share of the viewport; beyond it scrolls. */
const MAX_VIEWPORT_SHARE = 0.6;

/**
 * The multi-line input grows with its content: after each of the visitor's changes its height
 * follows its scrollHeight (it only grows, so nothing below it jumps back and forth while typing),
 * and after the 20th change it stops re-measuring and scrolls instead. A value that did not
 * come from the visitor (authored, set by a script, reset) is measured too, and not counted.
 */
export function useAutoResize(active: boolean, value: string) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const changes = useRef(0);
  const pending = useRef(false);
  const typed = useRef(false);

  const changed = useCallback(() => {
    if (!active) return;
    typed.current = true;
    changes.current += 1;
    pending.current = shouldMeasure(changes.current);
  }, [active]);

  // Before paint: the new line never shows clipped for a frame.
  useLayoutEffect(() => {
    const fromVisitor = typed.current;
    typed.current = false;
    if (fromVisitor && !pending.current) return;
    pending.current = false;
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const borders = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
    const needed = Math.min(element.scrollHeight + borders, Math.round(window.innerHeight * MAX_VIEWPORT_SHARE));
    if (needed > element.offsetHeight) element.style.height = `${needed}px`;
  }, [value]);

  return { ref, changed };
}
