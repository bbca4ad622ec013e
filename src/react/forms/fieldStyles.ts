import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { nativeControlBox } from '../shared/controlStyles';
import { TOUCH_TARGET } from '../../themes/tokens';

/**
 * A form field in its five input states (`data-state` on the frame): default, disabled,
 * readonly, error, valid. Native controls (input, textarea, select) share the login form's box;
 * checkboxes and radios get a 44 px row on phones. Module-level (useThemedClass caches by it).
 */
export const fieldStyles = (theme: Theme): CSSObject => {
  const { text, error, success, primary, action, background } = theme.palette;
  const focus = { outline: `2px solid ${primary.dark}`, outlineOffset: 2 };
  return {
    ...(theme.typography.body1 as CSSObject),
    color: text.primary,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    '& > label, & > legend': { padding: 0, fontSize: '1rem', fontWeight: 600, marginBottom: 0 },
    '& > legend': { marginBottom: theme.spacing(1) },
    '& [data-required]': { color: error.main },
    '& [data-visually-hidden]': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& input:not([type=checkbox]):not([type=radio]), & textarea, & select': {
      ...nativeControlBox(theme),
      paddingInline: '1rem',
      boxSizing: 'border-box',
      '&:focus-visible, &:focus': focus,
      '&::placeholder': { color: text.secondary, opacity: 1 },
    },
    '& input[dir="ltr"]': { textAlign: theme.direction === 'rtl' ? 'right' : 'left' },
    '& textarea': { minHeight: '6.5rem', resize: 'vertical', lineHeight: 1.5 },
    '& select': { appearance: 'auto', paddingInlineEnd: '0.5rem' },
    '& [data-hint]': { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start', margin: 0, fontSize: '0.875rem', color: text.secondary },
    '& [data-hint] svg': { flex: 'none', width: '1.125rem', height: '1.125rem', marginTop: 1 },
    '& [data-hint="error"]': { color: error.main },
    '& [data-hint="success"]': { color: success.dark },
    // checkbox and radio rows
    '& [data-option]': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      minHeight: TOUCH_TARGET,
      cursor: 'pointer',
      fontWeight: 400,
    },
    '& [data-option] input': { width: '1.25rem', height: '1.25rem', margin: 0, flex: 'none', accentColor: primary.main, cursor: 'inherit' },
    '& [data-option] input:focus-visible': focus,
    // An option authored disabled reads as unavailable, not only its box.
    '& [data-option]:has(input:disabled)': { color: text.disabled, cursor: 'not-allowed' },
    '&[data-state="error"]': {
      '& input:not([type=checkbox]):not([type=radio]), & textarea, & select': { borderColor: error.main, boxShadow: `0 0 0 1px ${error.main}` },
    },
    '&[data-state="valid"]': {
      '& input:not([type=checkbox]):not([type=radio]), & textarea, & select': { borderColor: success.main },
    },
    '&[data-state="readonly"]': {
      // as specific as the control box's own selector, which would otherwise win
      '& input, & input:not([type=checkbox]):not([type=radio]), & textarea, & select': { background: action.hover, borderStyle: 'dashed' },
      // A readonly select offers nothing to pick: no chevron that promises a list.
      '& select': { appearance: 'none' },
    },
    '&[data-state="disabled"]': {
      color: text.disabled,
      '& input, & input:not([type=checkbox]):not([type=radio]), & textarea, & select': { color: text.disabled, background: background.default, borderColor: action.disabled, cursor: 'not-allowed' },
      '& [data-option]': { cursor: 'not-allowed' },
    },
  };
};
