/**
 * The mini cart's open state (issue 17): any element that adds to the cart opens it after a successful add
 * (`openMiniCart`), and the one mini cart of the page (rendered by the first mounted element that can show
 * it, src/react/shared/miniCart) follows this store. `seq` grows on every open, so an open while already open
 * still moves focus to it.
 */
import { createStore } from './createStore';

export interface MiniCartState {
  open: boolean;
  /** what was just added, for the mini cart's heading (e.g. 'ZYN Cool Mint 6 mg') */
  added?: string;
  seq: number;
}

export const miniCartStore = createStore<MiniCartState>({ open: false, seq: 0 });

export function openMiniCart(added?: string): void {
  miniCartStore.set((state) => ({ open: true, seq: state.seq + 1, ...(added ? { added } : {}) }));
}

export function closeMiniCart(): void {
  miniCartStore.set((state) => (state.open ? { open: false, seq: state.seq } : state));
}
