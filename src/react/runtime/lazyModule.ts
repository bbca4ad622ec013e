/**
 * Code the runtime loads once, when an element first needs it (hydration's, the takeover's): `loaded()` is
 * the module once it is here; `use(run, failed)` runs `run` at once if it is, else when it arrives. A failed load
 * logs `failure` once, runs the `failed` of each `use` waiting for it, and leaves the module to load again at the
 * next `use`.
 */
export interface LazyModule<M> {
  loaded(): M | undefined;
  use(run: (module: M) => void, failed?: () => void): void;
}

export function lazyModule<M>(load: () => Promise<M>, failure: string): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => module,
    use(run, failed) {
      if (module) return run(module);
      loading ??= load().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = undefined;
          console.error(failure, error);
          throw error;
        },
      );
      loading.then(run, () => failed?.());
    },
  };
}
