import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { nativeControlBox } from '../shared/controlStyles';

/** The login card and its fields; module-level functions (useThemedClass caches by them). */
export const loginStyles = (theme: Theme): CSSObject => {
  const { text, error, primary, background, divider } = theme.palette;
  const body = theme.typography.body1 as CSSObject;
  return {
    ...body,
    color: text.primary,
    maxWidth: 28 * 16,
    padding: theme.spacing(4),
    background: background.paper,
    border: `1px solid ${divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    [theme.breakpoints.down('sm')]: { padding: theme.spacing(3, 2) },
    '& h2': { ...(theme.typography.h5 as CSSObject), margin: `0 0 ${theme.spacing(3)}` },
    '& form': { display: 'grid', gap: theme.spacing(3) },
    '& [data-field]': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1), minWidth: 0 },
    '& label': { fontSize: '1rem', fontWeight: 600 },
    '& [data-control]': { position: 'relative', display: 'flex' },
    '& input': {
      ...nativeControlBox(theme),
      paddingInline: '1rem',
      boxSizing: 'border-box',
      '&:focus': { outline: `2px solid ${primary.dark}`, outlineOffset: 2 },
      '&[aria-invalid="true"]': { borderColor: error.main, boxShadow: `0 0 0 1px ${error.main}` },
      '&[readonly]': { background: theme.palette.action.hover },
    },
    '& input[data-password]': { paddingInlineEnd: '3.5rem' },
    '& [data-reveal]': {
      position: 'absolute',
      insetInlineEnd: 4,
      top: '50%',
      transform: 'translateY(-50%)',
      width: 44,
      height: 44,
      display: 'grid',
      placeItems: 'center',
      padding: 0,
      border: 0,
      borderRadius: 8,
      background: 'transparent',
      color: text.secondary,
      cursor: 'pointer',
      '&:hover': { color: text.primary },
      '&:focus-visible': { outline: `2px solid ${primary.dark}`, outlineOffset: -2 },
    },
    '& [data-problem]': { display: 'flex', gap: theme.spacing(1), margin: 0, fontSize: '0.875rem', color: error.main },
    '& [role="alert"]:not(:empty)': {
      padding: theme.spacing(1.5, 2),
      borderInlineStart: `4px solid ${error.main}`,
      background: theme.palette.mode === 'dark' ? background.default : `color-mix(in srgb, ${error.main} 8%, ${background.paper})`,
      color: text.primary,
      borderRadius: 4,
    },
    '& [data-forgot]': { justifySelf: 'start', marginTop: theme.spacing(-1) },
    '& a': {
      color: primary.dark,
      fontWeight: 600,
      textUnderlineOffset: 3,
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 44,
      '&:focus-visible': { outline: `2px solid ${primary.dark}`, outlineOffset: 2, borderRadius: 2 },
    },
    '& [data-register]': { margin: `${theme.spacing(1)} 0 0`, paddingTop: theme.spacing(2), borderTop: `1px solid ${divider}`, textAlign: 'center' },
    '& [data-done]': { display: 'flex', gap: theme.spacing(1.5), alignItems: 'flex-start', outline: 'none' },
    '& [data-done] svg': { color: theme.palette.success.main, flex: 'none', marginTop: 2 },
    '& [data-done] p': { margin: 0 },
  };
};
