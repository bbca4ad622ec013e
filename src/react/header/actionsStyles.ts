import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The bar's actions (HeaderActions): the cart badge and the account menu. */

/** The cart count: shown only above zero, 99+ at most. */
export const badgeStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 0,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 10,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: theme.typography.fontWeightBold,
  lineHeight: '20px',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
});

/** The account menu, anchored under the user icon. */
export const userMenuStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInlineEnd: 0,
  zIndex: 3,
  minWidth: '15rem',
  overflowY: 'auto',
  padding: theme.spacing(2),
  borderRadius: 12,
  background: theme.palette.background.paper,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
  border: `1px solid ${theme.palette.divider}`,
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& a, & button': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    width: '100%',
    minHeight: 44,
    padding: `0 ${theme.spacing(2)}`,
    border: 0,
    borderRadius: 8,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { width: 20, height: 20, fill: theme.palette.primary.dark },
    '@media (hover: hover)': { '&:hover': { background: theme.palette.grey[100] } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
  },
  '& [data-logout]': { marginTop: theme.spacing(1), borderTop: `1px solid ${theme.palette.divider}`, borderRadius: 0, color: theme.palette.primary.dark, fontWeight: theme.typography.fontWeightBold },
});

export const actionWrapStyles = (): CSSObject => ({ position: 'relative', display: 'inline-flex' });
