import { type CSSProperties, useLayoutEffect } from 'react';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { watchHeaderBar } from '../stickyContainer/chromeOffsets';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';

export interface AccountPanelProps {
  /** 'start' (default): the navigation in a sticky side column from the tablet up; 'top': always above the content */
  navigationPosition?: 'start' | 'top' | string;
  /** the side column's width in px from the tablet up (160 to 400, default 260) */
  navigationWidth?: number;
}

const NAV = '::slotted(brand-account-navigation)';
const CONTENT = '::slotted(:not(brand-account-navigation))';

/**
 * The items are light-DOM children of the host in one slot; a slot takes no box (display: contents), so each item is
 * a cell of this grid. The navigation child goes to the start column (spanning every row, sticky below the header's
 * bar), the rest to the content column; on phones, and with 'top', one column in the items' order.
 */
const panelStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  rowGap: 0,
  [`& ${NAV}`]: { marginBlockEnd: theme.spacing(2) },
  [theme.breakpoints.up('md')]: {
    '&[data-position="start"]': {
      gridTemplateColumns: 'var(--brand-account-nav-width, 260px) minmax(0, 1fr)',
      columnGap: theme.spacing(5),
      [`& ${NAV}`]: {
        gridColumn: '1',
        gridRow: '1 / span 999',
        position: 'sticky',
        top: `calc(var(--brand-account-panel-top, 0px) + ${theme.spacing(3)})`,
        marginBlock: theme.spacing(3, 0),
        transition: 'top 300ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      },
      [`& ${CONTENT}`]: { gridColumn: '2' },
    },
  },
});

/** The layout of an account page (brand-account-panel): the account navigation beside or above the content. */
export function AccountPanel({ navigationPosition, navigationWidth }: AccountPanelProps) {
  const { host } = useElement();
  const position = navigationPosition === 'top' ? 'top' : 'start';
  const width = typeof navigationWidth === 'number' && navigationWidth >= 160 && navigationWidth <= 400 ? navigationWidth : undefined;
  const className = useThemedClass(panelStyles);

  // measured in the browser only: the side column sticks below the header's bar, at the top while the header has
  // slid away on scroll; a header rendered later, resized or hidden is followed (the sticky container's watcher)
  useLayoutEffect(() => {
    if (position !== 'start') return;
    const stop = watchHeaderBar((bar, hidden) => host.style.setProperty('--brand-account-panel-top', `${hidden ? 0 : bar}px`));
    return () => {
      stop();
      host.style.removeProperty('--brand-account-panel-top');
    };
  }, [host, position]);

  return (
    <div className={className} data-position={position} part="panel" style={width ? ({ '--brand-account-nav-width': `${width}px` } as CSSProperties) : undefined}>
      <slot />
    </div>
  );
}
