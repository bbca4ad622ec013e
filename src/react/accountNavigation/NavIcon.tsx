import { iconPath, SvgIcon } from '../icons';
import { pathNamed } from '../icons/fixedPaths';

/**
 * The account pages' icons the theme's shared set lacks (pmi-icon-refer-a-friend, pmi-icon-profile, pmi-icon-home).
 * Kept here, loaded only with the navigation: in the shared set they would weigh on every element that draws an icon.
 */
const ACCOUNT_PATHS: Record<string, string> = {
  'refer-a-friend': 'M20 6h-2.18c.11-.31.18-.65.18-1a2.996 2.996 0 0 0-5.5-1.65l-.5.67-.5-.68A3.01 3.01 0 0 0 9 2C7.34 2 6 3.34 6 5c0 .35.07.69.18 1H4c-1.11 0-1.99.89-1.99 2L2 19c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V8c0-1.11-.89-2-2-2zm-5-2c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zM9 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zm11 15H4v-2h16v2zm0-5H4V8h5.08L7 10.83 8.62 12 11 8.76l1-1.36 1 1.36L15.38 12 17 10.83 14.92 8H20v6z',
  profile: 'M20 4H4c-1.11 0-2 .89-2 2v12c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2zm0 14H4V6h16v12zM9 12c1.65 0 3-1.35 3-3s-1.35-3-3-3-3 1.35-3 3 1.35 3 3 3zm0-4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zm6 7.59c0-2.5-3.97-3.58-6-3.58s-6 1.07-6 3.58V17h12v-1.41zM5.48 15c.74-.5 2.22-1 3.52-1s2.77.49 3.52 1H5.48zM19 9h-5v1.5h5V9zm0 3h-5v1.5h5V12z',
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
};

/** A pmi-icon- name of the theme's set or of the account pages' own, drawn decoratively; nothing for an unknown one. */
export function NavIcon({ name }: { name: string }) {
  const path = iconPath(name) ?? pathNamed(ACCOUNT_PATHS, name);
  if (!path) return null;
  return (
    <SvgIcon>
      <path d={path} />
    </SvgIcon>
  );
}
