import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The stepper and the button on one line (wrapping on a narrow one), the messages under them. */
export const controlStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5, 2),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& [data-add-button]': { flex: '1 1 12rem', minWidth: 0 },
  '& [data-add-button][disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  '&[data-compact] [data-add-button]': { minWidth: 0, minHeight: 44, padding: '0.25rem 1rem', fontSize: '0.9375rem' },
});

export const stepperStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.palette.text.secondary}`,
  borderRadius: 999,
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '1.375rem',
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover:not([disabled]):not([aria-disabled="true"])': { background: theme.palette.action.hover },
    '&[disabled], &[aria-disabled="true"]': { color: theme.palette.text.disabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
  '& input': {
    width: '2.5rem',
    height: 44,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontWeight: theme.typography.fontWeightBold,
    textAlign: 'center',
    MozAppearance: 'textfield',
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2, borderRadius: 4 },
  },
});

const message = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  flexBasis: '100%',
  margin: 0,
  fontWeight: theme.typography.fontWeightBold,
  // Empty, a live region stays in the accessibility tree but takes no room.
  '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
});

export const statusStyles = (theme: Theme): CSSObject => ({ ...message(theme), color: theme.palette.success.dark });
export const alertStyles = (theme: Theme): CSSObject => ({ ...message(theme), color: theme.palette.error.main });
export const hintStyles = (theme: Theme): CSSObject => ({ ...message(theme), color: theme.palette.text.secondary, fontWeight: theme.typography.fontWeightRegular });

/** Holds the stock hint's line while the product loads. */
export const skeletonStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  width: '8rem',
  height: '1.25rem',
  marginTop: theme.spacing(1.5),
  borderRadius: 4,
  background: theme.palette.action.hover,
  '@keyframes brand-skeleton': { '50%': { opacity: 0.5 } },
  animation: 'brand-skeleton 1.5s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
