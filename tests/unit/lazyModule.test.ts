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
});
