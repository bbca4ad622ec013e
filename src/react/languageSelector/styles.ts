import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { LANGUAGE_POPOVER_MAX_HEIGHT } from '../../core/chrome/languages';

/**
 * The language selector's look, from the theme (module-level: useThemedClass caches by them).
 * The trigger and the single link take the surrounding text colour (`currentColor`), so the
 * selector reads on a light footer and on a dark header bar alike; the popover is a paper card.
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

/** The popover: below the trigger, or above it (`data-placement="top"`) when there is no room below. */
export const listStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: `calc(100% + ${theme.spacing(1)})`,
  zIndex: theme.zIndex.modal,
  minWidth: '100%',
  width: 'max-content',
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  maxHeight: LANGUAGE_POPOVER_MAX_HEIGHT,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  paddingBlock: theme.spacing(2),
  paddingInline: 0,
  listStyle: 'none',
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[8],
  '&[data-placement="top"]': { insetBlockStart: 'auto', insetBlockEnd: `calc(100% + ${theme.spacing(1)})` },
  '&[hidden]': { display: 'none' },
});

export const optionStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  display: 'block',
  paddingBlock: theme.spacing(2),
  paddingInline: theme.spacing(4),
  color: theme.palette.text.primary,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '@media (hover: hover)': {
    '&:hover': { background: theme.palette.action.hover, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2, background: theme.palette.action.hover },
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
