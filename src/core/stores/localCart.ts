/**
 * The local cart (docs/reference.md "Root model fields"): `localStorage`
 * key `brand_cart`, the object `{ orderType: { typeId }, totalUnitCount, carts }`.
 *
 * `localCartStore` is what elements read (the header cart badge, the auto-delivery cart link). Every write
 * of this module updates it; `watchLocalCart(window)` also follows writes made by other tabs (`storage` event).
 * Reading never throws: a missing, malformed or wrongly shaped value reads as the empty cart.
 */
import { isRecord } from '../isRecord';
import { createStore, type Store } from './createStore';

export const LOCAL_CART_KEY = 'brand_cart';

export interface LocalCart {
  orderType: { typeId?: string };
  totalUnitCount: number;
  /** the carts as OCC returned them (upserted by guid, else code) */
  carts: unknown[];
}

/** The slice of the Web Storage API the core uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear?(): void;
}

/** The part of an OCC cart the local cart records. */
export interface OccCartLike {
  guid?: string;
  code?: string;
  totalUnitCount?: number;
  orderType?: { typeId?: string } | null;
  [field: string]: unknown;
}

export function emptyLocalCart(): LocalCart {
  return { orderType: {}, totalUnitCount: 0, carts: [] };
}

/** Any value → a well-formed LocalCart (missing or wrong fields take their empty value). */
export function normalizeLocalCart(value: unknown): LocalCart {
  if (!isRecord(value)) return emptyLocalCart();
  const orderType = isRecord(value.orderType) && typeof value.orderType.typeId === 'string'
    ? { typeId: value.orderType.typeId }
    : {};
  const count = value.totalUnitCount;
  const totalUnitCount = typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : 0;
  const carts = Array.isArray(value.carts) ? value.carts : [];
  return { orderType, totalUnitCount, carts };
}

function defaultStorage(): StorageLike | undefined {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    return storage ?? undefined;
  } catch {
    return undefined; // access can throw (storage disabled, sandboxed frame)
  }
}

function parse(text: string | null | undefined): LocalCart {
  if (!text) return emptyLocalCart();
  try {
    return normalizeLocalCart(JSON.parse(text));
  } catch {
    return emptyLocalCart();
  }
}

/** The local cart in storage; the empty cart when missing, malformed or unreadable. Never throws. */
export function readLocalCart(storage: StorageLike | undefined = defaultStorage()): LocalCart {
  try {
    return parse(storage?.getItem(LOCAL_CART_KEY));
  } catch {
    return emptyLocalCart();
  }
}

const SERVER_CART = emptyLocalCart();
/**
 * The cart in this browser's storage. Its server snapshot (getInitialSnapshot) is the empty cart a
 * server render shows, whatever this browser holds: hydration renders that, then this browser's cart.
 */
export const localCartStore: Store<LocalCart> = { ...createStore<LocalCart>(readLocalCart()), getInitialSnapshot: () => SERVER_CART };

export function getLocalCart(): LocalCart {
  return localCartStore.getSnapshot();
}

/** Writes the cart to storage and to the store. A storage failure (quota, disabled) still updates the store. */
export function writeLocalCart(cart: LocalCart, storage: StorageLike | undefined = defaultStorage()): LocalCart {
  const next = normalizeLocalCart(cart);
  try {
    storage?.setItem(LOCAL_CART_KEY, JSON.stringify(next));
  } catch {
    // keep the in-memory value; nothing to log that would help the visitor
  }
  localCartStore.set(next);
  return next;
}

/**
 * Records an OCC cart answer (add entry, get carts): its totalUnitCount and orderType, and the cart itself
 * in `carts` (replacing the one with the same guid, else code). Ignores a value that is not an object.
 */
export function updateLocalCartFromOccCart(
  cart: OccCartLike | null | undefined,
  storage: StorageLike | undefined = defaultStorage(),
): LocalCart {
  const current = readLocalCart(storage);
  if (!isRecord(cart)) return current;
  const key = typeof cart.guid === 'string' ? 'guid' : typeof cart.code === 'string' ? 'code' : undefined;
  const others = key
    ? current.carts.filter((existing) => !(isRecord(existing) && existing[key] === cart[key]))
    : current.carts;
  const count = cart.totalUnitCount;
  return writeLocalCart(
    {
      orderType: isRecord(cart.orderType) && typeof cart.orderType.typeId === 'string'
        ? { typeId: cart.orderType.typeId }
        : current.orderType,
      totalUnitCount: typeof count === 'number' && Number.isFinite(count) ? count : current.totalUnitCount,
      carts: [cart, ...others],
    },
    storage,
  );
}

/** Removes the local cart from storage and empties the store. */
export function clearLocalCart(storage: StorageLike | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(LOCAL_CART_KEY);
  } catch {
    // ignore: the store is still emptied
  }
  localCartStore.set(emptyLocalCart());
}

/** Re-reads storage into the store (e.g. after another script changed it). */
export function syncLocalCartStore(storage: StorageLike | undefined = defaultStorage()): LocalCart {
  const cart = readLocalCart(storage);
  localCartStore.set(cart);
  return cart;
}

interface StorageEventLike {
  key: string | null;
  newValue?: string | null;
}

export interface WindowLike {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/**
 * Follows the cart written by other tabs: a `storage` event for `brand_cart` (or a `clear()`, key null)
 * updates the store. Returns the function that stops listening.
 */
export function watchLocalCart(win: WindowLike): () => void {
  const listener = (event: StorageEventLike) => {
    if (event.key !== null && event.key !== LOCAL_CART_KEY) return;
    localCartStore.set(event.key === null ? emptyLocalCart() : parse(event.newValue));
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}
