/**
 * Code loaded once, when first needed (hydration's, the takeover's, an element's later parts): `loaded()` is
 * the module once it is here; `use(run, failed)` runs `run` at once if it is, else when it arrives. A failed load
 * logs `failure` once, runs the `failed` of each `use` waiting for it, and leaves the module to load again at the
 * next `use` or `load`.
 */
export interface LazyModule<M> {
  loaded(): M | undefined;
  use(run: (module: M) => void, failed?: () => void): void;
  /** The module, loading it if it is not here: rejects when the load failed (logged once, as for `use`). */
  load(): Promise<M>;
  /**
   * Starts loading ahead of the first `use` (a pointer or focus reaching what will need it), quietly: a failure that
   * no `use` or `load` waited for is not logged (it is, once, at the next one, which loads again).
   */
  preload(): void;
}

/** A lazy module the server renderer, which has every module at hand, can be given (src/server/lazyComponents.ts). */
export interface ProvidableModule<M> extends LazyModule<M> {
  provide(module: M): void;
}

export function lazyModule<M>(load: () => Promise<M>, failure: string): ProvidableModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  /** Whether a `use` or `load` waits for the load under way: its failure is then logged. */
  let awaited = false;
  const start = (wait: boolean): Promise<M> => {
    awaited ||= wait;
    return (loading ??= load().then(
      (value) => (module = value),
      (error: unknown) => {
        loading = undefined;
        if (awaited) console.error(failure, error);
        awaited = false;
        throw error;
      },
    ));
  };
  return {
    loaded: () => module,
    use(run, failed) {
      if (module) return run(module);
      start(true).then(run, () => failed?.());
    },
    load: () => (module ? Promise.resolve(module) : start(true)),
    preload() {
      if (!module) start(false).catch(() => undefined);
    },
    provide: (given) => void (module = given),
  };
}
