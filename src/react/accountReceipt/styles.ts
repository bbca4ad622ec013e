import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { nativeControlBox } from '../shared/controlStyles';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * The receipt upload's look: a drop zone with a dashed frame that fills with the brand colour while a
 * file is dragged over it, the "Choose a file" label styled as a button around a visually hidden native file input
 * (its focus ring shows on the label), the chosen file's row, and an indeterminate progress bar (still under
 * prefers-reduced-motion). Theme tokens only; logical properties, so right to left mirrors.
 */
export const dropZoneStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(4, 2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `2px dashed ${theme.palette.text.secondary}`,
  background: theme.palette.background.paper,
  textAlign: 'center',
  transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.short }),
  '& > p': { ...(theme.typography.body1 as CSSObject), margin: 0 },
  '& > p[data-hint]': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
  '&[data-dragging]': {
    borderColor: theme.palette.primary.main,
    borderStyle: 'solid',
    background: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
  },
  // the hidden input has the focus; its label (the visible button) shows the ring
  '& input:focus-visible + label': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&[data-disabled]': { opacity: 0.6 },
  '&[data-disabled] label': { cursor: 'not-allowed' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/** The native input stays in the page (focusable, named by its label) but takes no room. */
export const fileInputStyles = (): CSSObject => visuallyHidden;

export const deviceStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  '& label, & dt': { ...(theme.typography.subtitle2 as CSSObject), fontWeight: theme.typography.fontWeightBold },
  '& select': { ...nativeControlBox(theme), paddingInline: theme.spacing(1.5), maxWidth: '32rem' },
  '& select:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& dl': { margin: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
  '& dd': { ...(theme.typography.body1 as CSSObject), margin: 0 },
  '& p': { ...(theme.typography.body2 as CSSObject), margin: 0, color: theme.palette.text.secondary },
});

export const fileRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  '& > p': { ...(theme.typography.body1 as CSSObject), margin: 0, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
  '& > p > span': { display: 'block', ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
  '& > p > strong': { fontWeight: theme.typography.fontWeightBold },
  '& [aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
});

/** The line under the heading. */
export const introStyles = (theme: Theme): CSSObject => ({ ...(theme.typography.body1 as CSSObject), margin: 0 });

/** A text button (Remove): 44 px tall, the primary colour, underlined. */
export const textButtonStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.button as CSSObject),
  minHeight: 44,
  minWidth: 44,
  padding: theme.spacing(0, 1.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

export const progressStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 6,
  overflow: 'hidden',
  borderRadius: 3,
  background: alpha(theme.palette.primary.main, 0.2),
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: '-40%',
    width: '40%',
    borderRadius: 3,
    background: theme.palette.primary.main,
    animation: 'brand-receipt-progress 1.4s ease-in-out infinite',
  },
  // a logical offset, so the bar runs from the start side in both directions
  '@keyframes brand-receipt-progress': { from: { insetInlineStart: '-40%' }, to: { insetInlineStart: '100%' } },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', insetInlineStart: 0, width: '100%', opacity: 0.6 } },
});
