import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { errorText } from './styles';

const focusRing = (theme: Theme): CSSObject => ({ outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 });

/** A radio choice: the native input hidden, its label the 44 px target with the focus ring. */
const choice = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 44,
  minWidth: 44,
  padding: theme.spacing(0.75, 2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  cursor: 'pointer',
  fontWeight: Number(theme.typography.fontWeightMedium) || 500,
  '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' },
  '&:has(input:focus-visible)': focusRing(theme),
  '&:has(input:checked)': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`, background: alpha(theme.palette.primary.main, 0.08) },
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  '& [data-note]': { ...(theme.typography.caption as CSSObject), color: theme.palette.text.secondary },
  '&[data-unavailable] [data-name]': { textDecoration: 'line-through' },
});

/**
 * The product once shown, beside the section's own look (./styles.ts): the gallery, the details, the choices. Loaded
 * with the product view, not by the element's entry: nothing of it shows before the product has arrived.
 */
export const productStyles = (theme: Theme): CSSObject => ({
  '& :is(a, button):focus-visible': focusRing(theme),
  // the gallery: the picture square, the thumbnails under it
  '& [data-main]': {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: '1',
    padding: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    background: theme.palette.background.default,
    cursor: 'zoom-in',
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  },
  '& [data-zoom-icon]': {
    position: 'absolute',
    insetBlockEnd: theme.spacing(1.5),
    insetInlineEnd: theme.spacing(1.5),
    width: 40,
    height: 40,
    padding: 8,
    borderRadius: '50%',
    fill: theme.palette.text.primary,
    background: alpha(theme.palette.background.paper, 0.9),
  },
  '& [data-thumbs]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& [data-thumb]': {
    width: 64,
    height: 64,
    padding: 0,
    border: `2px solid transparent`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    background: theme.palette.background.default,
    cursor: 'pointer',
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
    '&[aria-pressed="true"]': { borderColor: theme.palette.primary.main },
  },
  '& [data-details][aria-busy="true"] :is([data-price], [data-stock])': { opacity: 0.55 },
  '& [data-name]:is(h1, h2, h3, h4, h5, h6)': { margin: 0, ...(theme.typography.h3 as CSSObject), overflowWrap: 'anywhere' },
  '& [data-rating]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    '& a': { color: theme.palette.text.primary, display: 'inline-flex', alignItems: 'center', minHeight: 44 },
  },
  '& [data-stars]': { display: 'inline-flex', color: theme.palette.primary.main, '& svg': { width: 20, height: 20 } },
  '& [data-price]': { ...(theme.typography.h4 as CSSObject), fontWeight: Number(theme.typography.fontWeightBold) || 700 },
  '& [data-stock]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    fontWeight: Number(theme.typography.fontWeightMedium) || 500,
    '& [data-mark]': { width: 12, height: 12, borderRadius: '50%', background: theme.palette.success.main, flex: 'none' },
    '&[data-stock="lowStock"] [data-mark]': { background: theme.palette.warning.main },
    '&[data-stock="outOfStock"] [data-mark]': { background: theme.palette.error.main },
  },
  '& fieldset': { margin: 0, padding: 0, border: 0, minWidth: 0 },
  '& legend': {
    padding: 0,
    marginBlockEnd: theme.spacing(1),
    fontWeight: Number(theme.typography.fontWeightBold) || 700,
    '& [data-selected]': { fontWeight: 'normal', color: theme.palette.text.secondary },
    '& [data-selected]::before': { content: '": "' },
  },
  '& [data-choices]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& [data-choice]': choice(theme),
  '& [data-purchase] [data-choice]': { borderRadius: theme.shape.borderRadius },
  '& [data-choice-error]': errorText(theme),
  '& [data-swatch]': {
    width: 24,
    height: 24,
    borderRadius: '50%',
    flex: 'none',
    background: `var(--swatch, ${theme.palette.action.selected})`,
    boxShadow: `inset 0 0 0 1px ${alpha(theme.palette.text.primary, 0.25)}`,
  },
  '& [data-summary]': { fontWeight: Number(theme.typography.fontWeightMedium) || 500 },
  '& [data-description]': { color: theme.palette.text.secondary, '& :is(p, ul)': { marginBlock: theme.spacing(1) } },
});
