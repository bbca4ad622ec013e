import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * The profile summary: a heading row with the Edit link, then a card of label / value pairs (one column on phones,
 * two from `sm`), the tier as a badge. Theme tokens only.
 */
export const detailsStyles = (theme: Theme): CSSObject => ({
  '& [data-details-head]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1, 2) },
  '& [data-details-edit]': {
    ...(theme.typography.button as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.spacing(0, 2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.primary.main}`,
    color: theme.palette.primary.dark,
    textDecoration: 'none',
    '@media (hover: hover)': { '&:hover': { background: theme.palette.action.hover } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.spacing(2, 3),
    margin: 0,
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  '& dl > div': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5), minWidth: 0 },
  '& dt': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
  '& dd': { ...(theme.typography.body1 as CSSObject), margin: 0, fontWeight: theme.typography.fontWeightMedium, overflowWrap: 'anywhere' },
  '& [data-unknown]': { color: theme.palette.text.secondary, fontWeight: theme.typography.fontWeightRegular },
  '& [data-tier-badge]': {
    ...(theme.typography.body2 as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    fontWeight: theme.typography.fontWeightBold,
    background: alpha(theme.palette.primary.main, 0.12),
    color: theme.palette.primary.dark,
    border: `1px solid ${alpha(theme.palette.primary.main, 0.4)}`,
    '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', background: 'currentColor' },
  },
  '& [data-tier="gold"]': { background: alpha(theme.palette.warning.main, 0.16), color: theme.palette.warning.dark, borderColor: alpha(theme.palette.warning.main, 0.5) },
  '& [data-tier="silver"]': { background: alpha(theme.palette.text.secondary, 0.1), color: theme.palette.text.primary, borderColor: theme.palette.divider },
  '& [data-tier="platinum"]': { background: alpha(theme.palette.secondary.main, 0.14), color: theme.palette.secondary.dark, borderColor: alpha(theme.palette.secondary.main, 0.45) },
});
