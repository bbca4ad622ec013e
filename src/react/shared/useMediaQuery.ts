import { useMemo, useSyncExternalStore } from 'react';

const never = () => false;
const noSubscription = () => () => {};

/**
 * Whether a media query (`theme.breakpoints.up('md')`, with or without `@media`) matches, following it as
 * the window changes: MUI's useMediaQuery with `noSsr`, without MUI. The browser reads the real answer
 * from the first render, hydration included; the server, which has no window, answers false.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => (typeof matchMedia === 'function' ? matchMedia(query.replace(/^@media( ?)/m, '')) : undefined), [query]);
  const [subscribe, snapshot] = useMemo(
    () =>
      list
        ? [
            (notify: () => void) => {
              list.addEventListener('change', notify);
              return () => list.removeEventListener('change', notify);
            },
            () => list.matches,
          ]
        : [noSubscription, never],
    [list],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
