import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { nativeControlBox } from '../shared/controlStyles';
import { TOUCH_TARGET } from '../../themes/tokens';

/** The review form (on its <form>; with its code, loaded when a review is written). Theme tokens only. */
export const reviewFormStyles = (theme: Theme): CSSObject => {
  const { text, primary, error, background, action } = theme.palette;
  const focus = { outline: `2px solid ${primary.dark}`, outlineOffset: 2 };
  return {
    display: 'grid',
    gap: theme.spacing(2.5),
    width: '100%',
    maxWidth: '40rem',
    '& h3:focus': { outline: 'none' },
    '& h3:focus-visible': focus,
    '& [data-field]': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1), minWidth: 0 },
    '& label, & legend': { fontSize: '1rem', fontWeight: 600 },
    '& input[type="text"], & textarea': {
      ...nativeControlBox(theme),
      paddingInline: '1rem',
      boxSizing: 'border-box',
      '&:focus': { outline: `2px solid ${primary.dark}`, outlineOffset: 2 },
      '&[aria-invalid="true"]': { borderColor: error.main, boxShadow: `0 0 0 1px ${error.main}` },
      '&[readonly]': { background: action.hover },
    },
    '& textarea': { resize: 'vertical', minHeight: '8rem' },
    '& fieldset': { border: 0, margin: 0, padding: 0, minWidth: 0 },
    '& legend': { padding: 0, marginBottom: theme.spacing(1) },
    '& [data-choices]': { display: 'flex', gap: 2 },
    '& [data-choice]': {
      position: 'relative',
      display: 'grid',
      placeItems: 'center',
      width: TOUCH_TARGET,
      height: TOUCH_TARGET,
      borderRadius: 8,
      cursor: 'pointer',
      color: text.secondary,
      '& svg': { width: 32, height: 32, fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, pointerEvents: 'none' },
      '&[data-on]': { color: primary.main, '& svg': { fill: 'currentColor' } },
      '&:hover svg': { fill: 'currentColor', opacity: 0.85 },
      '&:has(:focus-visible)': focus,
      '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
    },
    '& [data-problem]': { margin: 0, fontSize: '0.875rem', color: error.main },
    '& [role="alert"]:not(:empty)': {
      padding: theme.spacing(1.5, 2),
      borderInlineStart: `4px solid ${error.main}`,
      background: theme.palette.mode === 'dark' ? background.default : `color-mix(in srgb, ${error.main} 8%, ${background.paper})`,
      borderRadius: 4,
    },
    '& [data-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) },
  };
};
