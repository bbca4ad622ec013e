import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * A round 44 px control on the theme's paper: the sliders' previous / next and rotation buttons and
 * the flavour dialog's close. `aria-disabled` dims it (focus stays), `hidden` removes it.
 */
export const roundControl = (theme: Theme): CSSObject => ({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: '50%',
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
  '&[aria-disabled]': { opacity: 0.4, cursor: 'default' },
  '&[hidden]': { display: 'none' },
  '@media (hover: hover)': { '&:not([aria-disabled]):hover': { background: theme.palette.action.hover, borderColor: theme.palette.text.primary } },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});
