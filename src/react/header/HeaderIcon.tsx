import { useEffect, useReducer } from 'react';
import { lazyModule } from '../runtime/lazyModule';
import { SvgIcon } from '../icons/SvgIcon';
import { CHEVRON_DOWN, pathNamed } from '../icons/fixedPaths';
import { ACCOUNT, CART, CLOSE, LOGOUT, MENU } from '../icons/headerPaths';

/** Every theme icon (../icons), for an icon authored by name: loaded when the header has one to draw. */
export const themeIcons = lazyModule(() => import('../icons'), 'brand-header: the theme icons could not load; an authored icon stays blank.');

/** The header's own icons, at hand. */
const AT_HAND: Record<string, string> = { menu: MENU, close: CLOSE, cart: CART, account: ACCOUNT, logout: LOGOUT, 'chevron-down': CHEVRON_DOWN };

const atHand = (name: string): string | undefined => pathNamed(AT_HAND, name);

/** Whether drawing these (authored) icon names takes the theme icons' module. */
export const needsThemeIcons = (names: ReadonlyArray<string | undefined>): boolean => names.some((name) => !!name && !atHand(name));

/**
 * An icon of the header by name (with or without pmi-icon-), as `Icon` draws it. Its own icons are at hand; another
 * (an authored account icon, the account menu's links) waits for the theme icons' module in its empty box, so
 * nothing moves when it comes. An unknown name draws nothing.
 */
export function HeaderIcon({ name }: { name: string }) {
  const path = atHand(name) ?? themeIcons.loaded()?.iconPath(name);
  const waiting = path === undefined && !themeIcons.loaded();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (waiting) themeIcons.use(arrived);
  }, [waiting]);
  if (path === undefined) return waiting ? <SvgIcon /> : null;
  return (
    <SvgIcon>
      <path d={path} />
    </SvgIcon>
  );
}
