import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * The personal details card: the facts as a list (label above value on narrow cards, side by side on wide ones),
 * the edit form's fields on one column then two from `md`, the code step. Theme tokens only; logical properties.
 */
export const personalDetailsStyles = (theme: Theme): CSSObject => ({
  containerType: 'inline-size',
  '& dl': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', columnGap: theme.spacing(3), rowGap: theme.spacing(0.5) },
  '& dt': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
  '& dd': { margin: `0 0 ${theme.spacing(1)}`, overflowWrap: 'anywhere' },
  '& dd[data-empty]': { color: theme.palette.text.secondary, fontStyle: 'italic' },
  '@container (min-width: 30rem)': {
    '& dl': { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: theme.spacing(1.5) },
    '& dt': { ...(theme.typography.body1 as CSSObject), color: theme.palette.text.secondary },
    '& dd': { marginBottom: 0 },
  },
  '& form': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2.5) },
  '& [data-fields]': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.spacing(2.5) },
  '@container (min-width: 36rem)': { '& [data-fields]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  '& [data-intro], & [data-code-sent]': { ...(theme.typography.body1 as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& [data-code-sent] bdi': { color: theme.palette.text.primary, fontWeight: theme.typography.fontWeightBold },
  '& h3': { ...(theme.typography.h6 as CSSObject), margin: 0 },
  '& input[data-code-input]': { maxWidth: '12rem', letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
  '& [data-countdown]': { ...(theme.typography.body2 as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& [data-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), alignItems: 'center' },
  '& [data-actions] > button': { minHeight: 44 },
  [theme.breakpoints.down('sm')]: { '& [data-actions] > button': { flex: '1 1 100%' } },
  '& button:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  '& [role="status"]:focus': { outline: 'none' },
  '& [role="status"]:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});
