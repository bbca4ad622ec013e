import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Announces a visitor's change once it is committed: the host's `change` event then finds the new
 * value in `el.value` and in the form's FormData, as after a native control's change. Returns the
 * function the control calls instead of setting the value itself.
 */
export function useChangeEvent<V>(value: V, setValue: (value: V) => void, announce: ((value: V) => void) | undefined): (value: V) => void {
  const pending = useRef(false);
  const announceRef = useRef(announce);
  announceRef.current = announce;
  const current = useRef(value);
  current.current = value;
  // After useFormField's own layout effect (called earlier), which hands the value to the form.
  useLayoutEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    announceRef.current?.(value);
  }, [value]);
  return useCallback(
    (next: V) => {
      if (JSON.stringify(next) === JSON.stringify(current.current)) return;
      pending.current = true;
      setValue(next);
    },
    [setValue],
  );
}
