import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The age gate's look, from the theme (module-level functions: useThemedClass caches by them). */

/** The card the gate's content sits on, centred in the full-screen dialog. */
export const cardStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  zIndex: 1,
  width: '100%',
  maxWidth: '36rem',
  margin: 'auto',
  padding: `${theme.spacing(6)} ${theme.spacing(4)} ${theme.spacing(5)}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: 16,
  borderTop: `6px solid ${theme.palette.primary.main}`,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 16px 48px rgba(0, 0, 0, 0.14)',
  textAlign: 'center',
  [theme.breakpoints.up('sm')]: { padding: `${theme.spacing(7)} ${theme.spacing(7)} ${theme.spacing(6)}` },
  '&[aria-busy="true"]': { minHeight: '12rem', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** What sits behind the card: a quiet tint of the brand, so the card stands out on an opaque gate. */
export const surfaceStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  inset: 0,
  zIndex: 0,
  background: `linear-gradient(160deg, ${theme.palette.grey[100]} 0%, ${theme.palette.grey[200]} 100%)`,
});

/** An eyebrow mark above the title: a small brand-coloured badge with "18+" style weight. */
export const badgeStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBottom: theme.spacing(4),
  borderRadius: '50%',
  background: theme.palette.primary.dark,
  color: theme.palette.getContrastText(theme.palette.primary.dark),
  '& svg': { width: '1.75rem', height: '1.75rem', fill: 'currentColor' },
});

/** Title, message and prompt: authored (sanitized) HTML. */
export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.h3 as CSSObject),
  [theme.breakpoints.down('sm')]: { fontSize: theme.typography.h4.fontSize },
  color: theme.palette.primary.dark,
  margin: `0 0 ${theme.spacing(3)}`,
  overflowWrap: 'anywhere',
  '& > *': { margin: 0, font: 'inherit', color: 'inherit' },
});

export const messageStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  color: theme.palette.text.primary,
  margin: `0 auto ${theme.spacing(5)}`,
  maxWidth: '30rem',
  '& p': { margin: '0 0 0.75em' },
  '& > :last-child': { marginBottom: 0 },
  '& a': { color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' },
  '& strong, & b': { fontWeight: Math.max(600, Number(theme.typography.fontWeightBold)) },
});

export const actionsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.spacing(3),
  '& > .MuiButton-root': { flex: '1 1 9rem', maxWidth: '15rem', minHeight: '3rem', fontSize: '1.0625rem' },
  // Phones: the answers stacked, full width, so a long label never breaks inside a pill.
  [theme.breakpoints.down('sm')]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    '& > .MuiButton-root': { flex: '0 0 auto', maxWidth: 'none' },
  },
});

/** The refusal: an alert block in the error colour, focusable so focus stays in the dialog. */
export const errorStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  margin: `${theme.spacing(2)} auto 0`,
  maxWidth: '30rem',
  padding: `${theme.spacing(3)} ${theme.spacing(4)}`,
  borderRadius: 8,
  border: `1px solid ${theme.palette.error.main}`,
  borderInlineStartWidth: 6,
  background: '#FDF3F3',
  color: theme.palette.text.primary,
  textAlign: 'start',
  '& p': { margin: 0 },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

/** The dob form: the two selects side by side (or stacked), then the submit button. */
export const dobFieldsStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  margin: `0 0 ${theme.spacing(5)}`,
  textAlign: 'start',
  '&[data-layout="row"]': { [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } },
  '& .MuiFormHelperText-root': { marginInline: 0, marginTop: theme.spacing(1), fontSize: '0.875rem' },
  '& .MuiFormHelperText-root p': { margin: 0 },
  '& .MuiNativeSelect-select': { paddingBlock: '0.875rem', fontSize: '1rem' },
  '& .MuiInputLabel-root': { fontSize: '1rem' },
  '& [data-valid] .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.success.main, borderWidth: 2 },
  '& [data-valid] .MuiInputLabel-root:not(.Mui-focused)': { color: theme.palette.success.main },
  '& .MuiOutlinedInput-root': { borderRadius: 8, background: theme.palette.background.paper },
});

export const submitStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  justifyContent: 'center',
  '& > .MuiButton-root': { minWidth: '12rem', minHeight: '3rem', fontSize: '1.0625rem' },
  [theme.breakpoints.down('sm')]: { '& > .MuiButton-root': { width: '100%' } },
});
