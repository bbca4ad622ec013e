import { Icon, iconPath, SvgIcon } from '../icons';
import { pathNamed } from '../icons/fixedPaths';

/**
 * The member-get-member icons (pmi-icon-refer-a-friend and pmi-icon-rewards) and the waiting
 * status's clock: drawn here, not in the theme's icon table, so that the header, the footer and every button do
 * not carry them (282 bytes gzip). An authored name is looked up here first, then in the theme's table.
 */
const PATHS: Record<string, string> = {
  'refer-a-friend':
    'M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2H6zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
  'rewards':
    'M20 6h-2.18c.11-.31.18-.65.18-1 0-1.66-1.34-3-3-3-1.05 0-1.96.54-2.5 1.35l-.5.67-.5-.68C10.96 2.54 10.05 2 9 2 7.34 2 6 3.34 6 5c0 .35.07.69.18 1H4c-1.11 0-1.99.89-1.99 2L2 19c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V8c0-1.11-.89-2-2-2zm-5-2c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zM9 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1zm11 15H4v-2h16v2zm0-5H4V8h5.08L7 10.83 8.62 12 11 8.76l1-1.36 1 1.36L15.38 12 17 10.83 14.92 8H20v6z',
  'schedule':
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
};

export function MgmIcon({ name, ...data }: { name: string } & Record<`data-${string}`, string>) {
  // an authored name: only the tables' own entries ('constructor' is no icon)
  const own = pathNamed(PATHS, name);
  if (!own) return iconPath(name) ? <Icon name={name} {...data} /> : null;
  return (
    <SvgIcon {...data}>
      <path d={own} />
    </SvgIcon>
  );
}
