import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { nativeControlBox } from '../shared/controlStyles';

/**
 * The dob form's look (the card, title, message, buttons and error are the gates' own, in
 * ../gates/styles.ts). Module-level functions: useThemedClass caches by them.
 */

/** The two fields side by side (`promptLayout` row, from the sm breakpoint) or stacked. */
export const dobFieldsStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  margin: `0 0 ${theme.spacing(5)}`,
  textAlign: 'start',
  '&[data-layout="row"]': { [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});

/** One field: the label above a native select with a chevron, then its validation message. */
export const fieldStyles = (theme: Theme): CSSObject => {
  const { error, success, text, primary } = theme.palette;
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    minWidth: 0,
    '& label': { ...(theme.typography.body2 as CSSObject), fontSize: '1rem', fontWeight: 600, color: text.primary },
    '& [data-control]': { position: 'relative' },
    '& select': {
      ...nativeControlBox(theme),
      appearance: 'none',
      paddingInline: '1rem 2.75rem',
      cursor: 'pointer',
    },
    '& svg': {
      position: 'absolute',
      insetInlineEnd: '0.75rem',
      top: '50%',
      width: '1.5rem',
      height: '1.5rem',
      transform: 'translateY(-50%)',
      fill: text.secondary,
      pointerEvents: 'none',
    },
    '&[data-valid] select': { borderColor: success.main, boxShadow: `0 0 0 1px ${success.main}` },
    '&[data-invalid] label': { color: error.main },
    '&[data-invalid] select': { borderColor: error.main, boxShadow: `0 0 0 1px ${error.main}` },
    // Last, so focus shows over the valid and invalid outlines: a 2px ring outside the border.
    '& select:focus': { outline: `2px solid ${primary.dark}`, outlineOffset: 2 },
    '& [data-age-gate-validation]': { ...(theme.typography.body2 as CSSObject), fontSize: '0.875rem', color: error.main },
    '& [data-age-gate-validation] p': { margin: 0 },
  };
};

export const submitStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  justifyContent: 'center',
  [theme.breakpoints.down('sm')]: { '& > *': { width: '100%' } },
});
