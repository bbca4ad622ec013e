import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from '../../../src/core/async/withTimeout';

describe('withTimeout (the loader gives a chunk 120 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects once the time is up', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 120_000);
    const assertion = expect(result).rejects.toThrow('timed out after 120 s');
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('settles as the promise does, and stops the timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve('module'), 1000)).resolves.toBe('module');
    await expect(withTimeout(Promise.reject(new Error('404')), 1000)).rejects.toThrow('404');
    await expect(withTimeout(Promise.reject('plain'), 1000)).rejects.toThrow('plain');
    expect(vi.getTimerCount()).toBe(0);
  });
});
