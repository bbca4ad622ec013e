import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../src/react/runtime/lazyModule';

describe('code the runtime loads once, when first needed (src/react/runtime/lazyModule.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads once for every use, runs each use when it arrives, then at once', async () => {
    let loads = 0;
    const code = lazyModule(async () => ({ id: ++loads }), 'failed');
    const seen: number[] = [];
    expect(code.loaded()).toBeUndefined();
    code.use((module) => seen.push(module.id * 10));
    code.use((module) => seen.push(module.id * 100));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual([10, 100]));
    expect(code.loaded()).toEqual({ id: 1 });
    code.use((module) => seen.push(module.id));
    expect(seen).toEqual([10, 100, 1]);
    expect(loads).toBe(1);
  });

  it('a failed load logs once, runs nothing, and the next use loads again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const code = lazyModule(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return 'here';
    }, 'brand-elements: the code could not load');
    const ran: string[] = [];
    code.use((module) => ran.push(module));
    code.use((module) => ran.push(module));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]![0]).toBe('brand-elements: the code could not load');
    expect(ran).toEqual([]);
    expect(code.loaded()).toBeUndefined();
    code.use((module) => ran.push(module));
    await vi.waitFor(() => expect(ran).toEqual(['here']));
    expect(attempt).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a preload loads ahead of the first use, which then runs at once', async () => {
    let loads = 0;
    const code = lazyModule(async () => ({ id: ++loads }), 'failed');
    code.preload();
    code.preload();
    await vi.waitFor(() => expect(code.loaded()).toEqual({ id: 1 }));
    const seen: number[] = [];
    code.use((module) => seen.push(module.id));
    expect(seen).toEqual([1]);
    code.preload();
    expect(loads).toBe(1);
  });

  it('a failed preload is quiet; the next use loads again and says its own failure once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (reason: Error) => void = () => undefined;
    const first = new Promise<string>((_, no) => (fail = no));
    let attempt = 0;
    const code = lazyModule(() => {
      attempt += 1;
      return attempt === 1 ? first : Promise.reject(new Error('offline 2'));
    }, 'brand-elements: the code could not load');
    code.preload();
    fail(new Error('offline 1'));
    // (The module's own handler on the load, added first, has run once this one has.)
    await first.catch(() => undefined);
    expect(error).not.toHaveBeenCalled();
    let failed = 0;
    code.use(() => undefined, () => (failed += 1));
    await vi.waitFor(() => expect(failed).toBe(1));
    expect(attempt).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![1])).toContain('offline 2');
  });

  it('a use waiting on a preload under way hears of its failure, said once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reject: (reason: Error) => void = () => undefined;
    let attempts = 0;
    const code = lazyModule(
      () =>
        new Promise<string>((_, no) => {
          attempts += 1;
          reject = no;
        }),
      'brand-elements: the code could not load',
    );
    code.preload();
    let failed = 0;
    code.use(() => undefined, () => (failed += 1));
    await Promise.resolve();
    expect(code.loaded()).toBeUndefined();
    reject(new Error('offline'));
    await vi.waitFor(() => expect(failed).toBe(1));
    expect(attempts).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
