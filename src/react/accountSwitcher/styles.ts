import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * The switcher: a row of tabs over a rule (scrolling sideways on a phone when they do not fit), the selected one
 * underlined in the primary colour; 48 px targets; the panel below. Theme tokens only.
 */
export const switcherStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  fontFamily: theme.typography.fontFamily,
  '& [data-tablist]': {
    display: 'flex',
    gap: theme.spacing(1),
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& [role="tab"]': {
    ...(theme.typography.body1 as CSSObject),
    flex: '0 0 auto',
    minHeight: 48,
    margin: 0,
    padding: theme.spacing(1.5, 2),
    border: 0,
    borderBottom: '3px solid transparent',
    borderRadius: 0,
    background: 'transparent',
    color: theme.palette.text.secondary,
    fontWeight: theme.typography.fontWeightMedium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '@media (hover: hover)': { '&:hover': { color: theme.palette.text.primary, background: theme.palette.action.hover } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2, borderRadius: theme.shape.borderRadius },
    '&[aria-selected="true"]': { color: theme.palette.primary.dark, borderBottomColor: theme.palette.primary.main, fontWeight: theme.typography.fontWeightBold },
    '@media (prefers-reduced-motion: no-preference)': { transition: `color ${theme.transitions.duration.short}ms, border-color ${theme.transitions.duration.short}ms` },
  },
  '& [role="tabpanel"]': { display: 'flow-root', borderRadius: theme.shape.borderRadius },
  '& [role="tabpanel"]:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 4 },
  '& [role="tabpanel"][hidden]': { display: 'none' },
});
