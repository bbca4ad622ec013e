import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { createStore } from '../../../core/stores/createStore';
import { closeMiniCart, miniCartRenderer, miniCartStore } from '../../../core/stores/miniCart';
import type { HybrisConfig } from '../../../core/services/configTypes';
import { lazyModule } from '../../runtime/lazyModule';

export interface MiniCartLabels {
  title?: string;
  /** shown under the title after an add: '{name} was added.' */
  added?: string;
  empty?: string;
  total?: string;
  viewCart?: string;
  continueShopping?: string;
  close?: string;
  quantity?: string;
  lending?: string;
  /** each line's remove button; its name adds the product's */
  remove?: string;
}

/** The mounted hosts' ids, in mount order: the first renders the mini cart when its opener is not one of them. */
const hostsStore = createStore<readonly string[]>([]);

/** The drawer's code (with the modal, the cart's lines and their editing): a chunk loaded on the first opening. */
const miniCartCode = lazyModule(() => import('./MiniCart'), 'The mini cart could not load; the next add opens it again.');

/** Fetches the drawer's code ahead, e.g. as an add starts, so that it is here when the add opens the mini cart. */
export function loadMiniCart(): void {
  miniCartCode.use(() => undefined);
}

/**
 * The one mini cart of the page: every element that adds to the cart renders a host; the host whose id
 * opened it (openMiniCart(added, id)) renders the drawer, with its own cartUrl and labels, so a hidden or
 * boxed-in control elsewhere never holds it; when another script opened it, the first mounted host does. The
 * drawer's code loads when it first opens (loadMiniCart fetches it ahead).
 */
export function MiniCartHost({ id: givenId, cartUrl, labels, hybrisConfig }: { id?: string; cartUrl?: string; labels?: MiniCartLabels; hybrisConfig?: HybrisConfig }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hosts = useSyncExternalStore(hostsStore.subscribe, hostsStore.getSnapshot, hostsStore.getSnapshot);
  const { opener, open, seq } = useSyncExternalStore(miniCartStore.subscribe, miniCartStore.getSnapshot, miniCartStore.getSnapshot);
  const [MiniCart, setMiniCart] = useState(() => miniCartCode.loaded()?.MiniCart);
  const renders = miniCartRenderer(opener, hosts) === id;
  useEffect(() => {
    hostsStore.set((mounted) => [...mounted, id]);
    return () => hostsStore.set((mounted) => mounted.filter((host) => host !== id));
  }, [id]);
  useEffect(() => {
    if (!renders || MiniCart || !open) return;
    let live = true;
    // (a failed load closes it: no drawer opening by itself later, when another host comes to render it)
    miniCartCode.use((module) => live && setMiniCart(() => module.MiniCart), closeMiniCart);
    return () => {
      live = false;
    };
    // (seq: an opening after a failed load tries again)
  }, [renders, MiniCart, open, seq]);
  if (!renders || !MiniCart) return null;
  return <MiniCart cartUrl={cartUrl} labels={labels} hybrisConfig={hybrisConfig} />;
}
