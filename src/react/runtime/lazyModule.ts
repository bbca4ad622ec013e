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
}

export function lazyModule<M>(load: () => Promise<M>, failure: string): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const start = (): Promise<M> =>
    (loading ??= load().then(
      (value) => (module = value),
      (error: unknown) => {
        loading = undefined;
        console.error(failure, error);
        throw error;
      },
    ));
  return {
    loaded: () => module,
    use(run, failed) {
      if (module) return run(module);
      start().then(run, () => failed?.());
    },
    load: () => (module ? Promise.resolve(module) : start()),
  };
}
