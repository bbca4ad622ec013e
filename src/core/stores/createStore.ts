/**
 * A tiny observable store: the shape React's useSyncExternalStore reads
 * (`subscribe` / `getSnapshot`), usable from any framework or none.
 * Snapshots are replaced, never mutated, so a reader never sees a later change.
 */
export interface Store<T> {
  getSnapshot(): T;
  /**
   * The value it started with: React's server snapshot for a store the browser fills (the visitor,
   * the cart). The server rendered with it, so hydration renders with it too, then with the real one.
   */
  getInitialSnapshot(): T;
  subscribe(listener: () => void): () => void;
  set(next: T | ((previous: T) => T)): void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    getInitialSnapshot: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          console.error('brand-elements: a store listener failed', error);
        }
      }
    },
  };
}
