/**
 * The mini cart's open state: any element that adds to the cart opens it after a successful add
 * (`openMiniCart`), and the one mini cart of the page follows this store. It is rendered by the host that
 * opened it (`opener`, the id of a MiniCartHost, src/react/shared/miniCart): a hidden or boxed-in control
 * elsewhere on the page must not hold the drawer; with no opener, or one that is not mounted, the first
 * mounted host renders it. `seq` grows on every open, so an open while already open still moves focus to it.
 */
import { createStore } from './createStore';

export interface MiniCartState {
  open: boolean;
  /** what was just added, for the mini cart's heading (e.g. 'ZYN Cool Mint 6 mg') */
  added?: string;
  /** the id of the MiniCartHost that opened it (kept on close, so the drawer closes where it opened) */
  opener?: string;
  seq: number;
}

export const miniCartStore = createStore<MiniCartState>({ open: false, seq: 0 });

export function openMiniCart(added?: string, opener?: string): void {
  miniCartStore.set((state) => ({ open: true, seq: state.seq + 1, ...(added ? { added } : {}), ...(opener ? { opener } : {}) }));
}

export function closeMiniCart(): void {
  miniCartStore.set((state) => (state.open ? { open: false, seq: state.seq, ...(state.opener ? { opener: state.opener } : {}) } : state));
}

/** Which mounted host renders the mini cart: the opener when it is mounted, else the first mounted. */
export function miniCartRenderer(opener: string | undefined, mounted: readonly string[]): string | undefined {
  return opener !== undefined && mounted.includes(opener) ? opener : mounted[0];
}
