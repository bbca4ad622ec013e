import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { accountAccess, type AccountAccess } from '../../core/account/access';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { isLoggedIn } from '../../core/visitor/session';
import type { VisitorType } from '../../core/visitor/types';
import { useElement } from '../runtime/context';

/**
 * Who may see an account element (core/account/access.ts): the editor shows its preview, a logged-in
 * visitor sees their data, a visitor still being resolved waits, and an anonymous visitor is sent to `loginUrl`
 * with this page as `return` (location.replace: Back does not bounce them to the login page again).
 *
 * The visitor type comes from the visitor store (set by `<brand-page>` or a sign-in). On a page that never
 * resolves the visitor (a partner page, the gallery), the store stays anonymous: there the session cookies
 * (`brand_uid` + `brand_token`) count as logged in, and the services' own 401 is the last word. Cookies and
 * `location` are read in an effect, never during render, so the first render is the same on a server.
 */
export function useAccountAccess(loginUrl: string | undefined): AccountAccess {
  const { authoring } = useElement();
  const stored = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, () => 'LAS' as VisitorType);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot, () => true);
  const [access, setAccess] = useState<AccountAccess>(authoring ? { kind: 'show' } : { kind: 'wait' });

  useEffect(() => {
    const visitorType = accountVisitorType(stored, pending);
    const next = accountAccess({
      visitorType,
      authoring,
      loginPath: loginUrl,
      currentPath: location.pathname + location.search + location.hash,
      origin: location.origin,
    });
    setAccess((previous) => (previous.kind === next.kind && (previous.kind !== 'login' || previous.url === (next as { url?: string }).url) ? previous : next));
  }, [authoring, stored, pending, loginUrl]);

  useEffect(() => {
    if (access.kind === 'login' && access.url) location.replace(access.url);
  }, [access]);

  return access;
}

/**
 * The visitor type the account gate goes by: undefined while the visitor is being resolved; the store's type;
 * else, the store being anonymous (no <brand-page> resolved it), 'LAU' when the session cookies are there. Reads
 * cookies: call it from an effect only.
 */
export function accountVisitorType(stored: VisitorType, pending: boolean): VisitorType | undefined {
  return pending ? undefined : stored !== 'LAS' ? stored : isLoggedIn() ? 'LAU' : 'LAS';
}

/**
 * The visitor type an account element filters its content by (`visibleTo`): the gate's (accountVisitorType),
 * known after mount (a layout effect, before the first paint); undefined until then and while it resolves.
 */
export function useAccountVisitorType(): VisitorType | undefined {
  const stored = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, () => 'LAS' as VisitorType);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot, () => true);
  const [type, setType] = useState<VisitorType | undefined>(undefined);
  useLayoutEffect(() => setType(accountVisitorType(stored, pending)), [stored, pending]);
  return type;
}
