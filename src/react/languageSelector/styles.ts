import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * The language selector's look, from the theme (module-level: useThemedClass caches by them).
 * The trigger and the single link take the surrounding text colour (`currentColor`), so the
 * selector reads on a light footer and on a dark header bar alike. The open list's look is ./popoverStyles.ts.
 */

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

export const rootStyles = (): CSSObject => ({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
});

export const triggerStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  minHeight: '2.75rem',
  maxWidth: '100%',
  margin: 0,
  paddingBlock: theme.spacing(1),
  paddingInline: theme.spacing(2),
  border: '1px solid transparent',
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  fontWeight: theme.typography.fontWeightBold,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.shortest }),
  '& svg': { flex: 'none', width: '1.25rem', height: '1.25rem', fill: 'currentColor' },
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '@media (hover: hover)': { '&:hover': { borderColor: 'currentColor' } },
  '&[aria-expanded="true"]': { borderColor: 'currentColor' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  [reducedMotion]: { transition: 'none' },
});

/** Two links or fewer: one plain link in the surrounding text colour. */
export const singleLinkStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  minHeight: '2.75rem',
  color: 'inherit',
  fontWeight: theme.typography.fontWeightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '& svg': { flex: 'none', width: '1.25rem', height: '1.25rem', fill: 'currentColor' },
  '@media (hover: hover)': { '&:hover': { textDecorationThickness: 2 } },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 },
});
