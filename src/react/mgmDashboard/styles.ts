import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * The MGM dashboard's look, theme tokens only: the stat row, the action cards (actionable or
 * disabled), the invitation cards with their status circle in the theme's signal colours
 * (palette.error / warning / success: #C73636, #E5B052, #57760C).
 */
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/** The stat row: figures above their labels (the dt comes first for screen readers: "Invited, 3"). */
export const statsStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  // as many columns as the element's own width holds (four on a page, two in a narrow column or on a phone)
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: theme.spacing(1.5),
  margin: 0,
  '& > div': {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: theme.spacing(0.5),
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    background: alpha(theme.palette.primary.main, 0.08),
  },
  '& dt': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary, margin: 0 },
  '& dd': { ...(theme.typography.h4 as CSSObject), margin: 0, color: theme.palette.primary.dark, fontVariantNumeric: 'tabular-nums' },
});

export const gridStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { display: 'grid' },
});

/** An action card: the whole card is the link; disabled ones stay readable, muted, with their reason. */
export const actionCardStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  boxSizing: 'border-box',
  minHeight: 44,
  padding: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  fontFamily: theme.typography.fontFamily,
  transition: theme.transitions.create(['border-color', 'box-shadow'], { duration: theme.transitions.duration.short }),
  '& [data-card-icon]': { gridRow: '1 / span 3', color: theme.palette.primary.dark, fontSize: '2rem' },
  '& [data-card-title]': { ...(theme.typography.h6 as CSSObject) },
  '& [data-card-text]': { ...(theme.typography.body2 as CSSObject), gridColumn: 2 },
  // the chevron points forward: leftwards on a right-to-left page
  '& [data-card-chevron]': { gridRow: '1 / span 3', gridColumn: 3, color: theme.palette.primary.dark, transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined },
  '&[href]': { cursor: 'pointer' },
  '@media (hover: hover)': { '&[href]:hover': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` } },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&[aria-disabled="true"]': {
    cursor: 'not-allowed',
    background: theme.palette.action.hover,
    '& [data-card-icon], & [data-card-title]': { color: theme.palette.text.secondary },
  },
  [reducedMotion]: { transition: 'none' },
});

/** Why a card is disabled: below it, outside the link (its description, not part of its name). */
export const cardReasonStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  margin: theme.spacing(0.75, 0, 0),
  paddingInline: theme.spacing(0.5),
  color: theme.palette.text.primary,
  fontWeight: theme.typography.fontWeightBold,
});

/** An invitation: the status circle beside the friend's name, the date and the status in words. */
export const invitationStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: theme.spacing(2),
  boxSizing: 'border-box',
  padding: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  '& h4': { ...(theme.typography.h6 as CSSObject), margin: 0, overflowWrap: 'anywhere' },
  '& p': { ...(theme.typography.body2 as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& [data-status-text]': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.primary, fontWeight: theme.typography.fontWeightBold },
});

/** The status circle: a filled disc in the signal colour carrying a shape (check, clock, cross). */
export const circleStyles = (theme: Theme): CSSObject => {
  const disc = (color: string): CSSObject => ({ background: color, color: theme.palette.getContrastText(color) });
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '50%',
    '& svg': { fontSize: '1.5rem' },
    '&[data-circle="success"]': disc(theme.palette.success.main),
    '&[data-circle="warning"]': disc(theme.palette.warning.main),
    '&[data-circle="error"]': disc(theme.palette.error.main),
  };
};

export const subheadingStyles = (theme: Theme): CSSObject => ({ ...(theme.typography.h5 as CSSObject), margin: 0 });
