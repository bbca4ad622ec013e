import { useEffect, useState, useSyncExternalStore } from 'react';
import { localCartStore } from '../../../core/stores/localCart';
import { visitorStore } from '../../../core/stores/visitor';
import { occUser } from '../../../core/visitor/occUser';
import { getCookieJar } from '../../../core/visitor/cookies';
import { visitorCart } from '../../../core/commerce/cartView';
import type { OccCart } from '../../../core/services/occCart';

/**
 * The visitor's cart from the local cart store (adds anywhere on the page, other tabs through brand-page's
 * storage watch). The OCC user comes from the cookies, read in an effect (server-ready) and again when the
 * visitor changes (a login on the page). Undefined until then, and when the visitor has no cart. `browserOnly`: a
 * component that never renders on a server (the mini cart's drawer, mounted when it opens) reads them at once, so
 * its first paint already shows the cart.
 */
export function useVisitorCart({ browserOnly = false } = {}): { cart: OccCart | undefined; user: string | undefined } {
  const local = useSyncExternalStore(localCartStore.subscribe, localCartStore.getSnapshot, localCartStore.getInitialSnapshot);
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, visitorStore.getInitialSnapshot);
  const [user, setUser] = useState<string | undefined>(() => (browserOnly ? occUser(getCookieJar()) : undefined));
  useEffect(() => {
    setUser(occUser(getCookieJar()));
  }, [visitor]);
  return { cart: user === undefined ? undefined : visitorCart(local.carts, user), user };
}
