import { setClock, type Clock } from '../../src/core/timing/clock';

/**
 * A clock the test moves by hand, installed as the timing elements' clock (src/core/timing/clock):
 * the page's own timers stay real, so the helpers (until, settle) keep working.
 */
export interface ManualClock extends Clock {
  /** moves time forward, firing each due timer at its own instant, in order */
  tick(ms: number): void;
  /** moves time forward without running any timer (a busy page): they run late, at the next tick */
  lag(ms: number): void;
  /** the delays of the timers armed now (largest first) */
  pending(): number[];
  restore(): void;
}

export function installClock(start: number): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const manual: ManualClock = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    tick(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].callback();
      }
      now = target;
    },
    lag(ms) {
      now += ms;
    },
    pending: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => b - a),
    restore: () => undefined,
  };
  manual.restore = setClock(manual);
  return manual;
}
