import type { StorageLike } from './localCart';

/** The given storage, else this tab's sessionStorage (undefined when blocked). */
export function tabStorage(given?: StorageLike): StorageLike | undefined {
  if (given) return given;
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
  } catch {
    return undefined; // storage blocked
  }
}
