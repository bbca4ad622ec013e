import type { Theme } from '@mui/material/styles';
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
  // The label is always text.primary (contrast in every theme); the tier's colour is the dot, border and tint.
  '& [data-tier-badge]': {
    ...(theme.typography.body2 as CSSObject),
    '--tier': theme.palette.primary.main,
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    fontWeight: theme.typography.fontWeightBold,
    color: theme.palette.text.primary,
    background: `color-mix(in srgb, var(--tier) 12%, ${theme.palette.background.paper})`,
    border: '1px solid var(--tier)',
    '&::before': { content: '""', width: 10, height: 10, borderRadius: '50%', background: 'var(--tier)' },
  },
  '& [data-tier="gold"]': { '--tier': theme.palette.warning.main },
  '& [data-tier="silver"]': { '--tier': theme.palette.text.disabled },
  '& [data-tier="platinum"]': { '--tier': theme.palette.secondary.main },
});
