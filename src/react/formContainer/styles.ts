import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';

/** The container's frame: the fields stacked, the messages under them. Module-level (useThemedClass caches by it). */
export const formStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  color: theme.palette.text.primary,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  '& [part="fields"]': { display: 'flex', flexDirection: 'column', gap: theme.spacing(3), minWidth: 0 },
  '& [part="fields"][inert]': { opacity: 0.6 },
  '& [part="fields"][hidden]': { display: 'none' },
  '& [data-message]': {
    margin: 0,
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    borderInlineStart: `4px solid`,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  '& [data-message="success"]': { borderColor: theme.palette.success.main, background: theme.palette.action.hover, color: theme.palette.text.primary },
  '& [data-message="error"]': { borderColor: theme.palette.error.main, background: theme.palette.action.hover, color: theme.palette.text.primary },
  '& [data-sr-only]': { position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  '& [data-progress]': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), color: theme.palette.text.secondary, minHeight: TOUCH_TARGET },
  '& [data-progress]::before': {
    content: '""',
    width: '1rem',
    height: '1rem',
    borderRadius: '50%',
    border: `2px solid ${theme.palette.divider}`,
    borderTopColor: theme.palette.primary.main,
    animation: 'brand-form-spin 0.8s linear infinite',
  },
  '@media (prefers-reduced-motion: reduce)': { '& [data-progress]::before': { animation: 'none' } },
  '@keyframes brand-form-spin': { to: { transform: 'rotate(360deg)' } },
  // Links in authored consent labels: the text colour, underlined (the theme's tokens, readable on every theme).
  '& [data-consent-label] a': { color: theme.palette.text.primary, textDecoration: 'underline', textUnderlineOffset: 2 },
  '& [data-consent-label] a:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& [data-authoring-note]': {
    ...(theme.typography.caption as CSSObject),
    padding: theme.spacing(1, 2),
    border: `1px dashed ${theme.palette.error.main}`,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.error.dark,
  },
});
