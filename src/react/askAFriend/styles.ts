import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';

/** The ask-a-friend form: fields in a column (at most 36rem), the consent's authored label inline, the actions. */
export const askFormStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  maxWidth: '36rem',
  margin: 0,
  '& input:not([type=checkbox])': { width: '100%' },
  '& [data-consent-label]': { display: 'inline' },
  '& [data-consent-label] > *': { display: 'inline', margin: 0 },
  '& [data-consent-label] a': { color: theme.palette.primary.dark },
  '& [data-option]': { alignItems: 'flex-start', paddingBlock: theme.spacing(1.25), boxSizing: 'border-box' },
  '& [data-option] input': { marginTop: '0.125rem' },
  '& [data-ask-status]:focus': { outline: 'none' },
  '& [data-ask-status]:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& [data-ask-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), '& > button': { minHeight: TOUCH_TARGET } },
  [theme.breakpoints.down('sm')]: { '& [data-ask-actions] > button': { flex: '1 1 100%' } },
});

/** The authored text above the form: the theme's body text, no outer margins (the section's gap spaces it). */
export const askIntroStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& a': { color: theme.palette.primary.dark },
});
