import { useEffect, useState } from 'react';
import { clock } from '../../core/timing/clock';

/**
 * The current time, set only after mount (the open state depends on the clock: a server render shows none)
 * and again at each minute's turn while the element is shown; the timer is cleared on unmount. Reads the
 * timing clock (src/core/timing/clock), so tests move time by hand.
 */
export function useMinuteClock(active: boolean): number | undefined {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    if (!active) return;
    const source = clock();
    let timer: unknown;
    const tick = () => {
      const current = source.now();
      setNow(current);
      timer = source.setTimeout(tick, 60_000 - (current % 60_000));
    };
    tick();
    return () => source.clearTimeout(timer);
  }, [active]);
  return now;
}
