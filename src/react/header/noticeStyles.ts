import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The notice banner above the bar (NoticeBanner). */

export const noticeStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The notice is at least 20% of the window height.
  minHeight: '20vh',
  padding: `${theme.spacing(3)} ${theme.spacing(7)}`,
  background: theme.palette.grey[100],
  color: theme.palette.text.primary,
  '&[data-theme="dark"]': { background: theme.palette.primary.dark, color: theme.palette.getContrastText(theme.palette.primary.dark) },

  '& [data-notice-text]': { maxWidth: '60rem', width: '100%' },
  '& [data-notice-text] p': { margin: 0 },
  '& [data-notice-text] a': { color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' },
  '&[data-theme="dark"] [data-notice-text] a': { color: 'inherit' },
  '&[data-align="left"] [data-notice-text]': { textAlign: 'start' },
  '&[data-align="center"] [data-notice-text]': { textAlign: 'center' },
  '&[data-align="right"] [data-notice-text]': { textAlign: 'end' },
  '&[data-variant="body2"] [data-notice-text]': { ...(theme.typography.body2 as CSSObject) },
  '&[data-variant="h6"] [data-notice-text]': { ...(theme.typography.h6 as CSSObject) },
  '& > button': {
    position: 'absolute',
    insetInlineEnd: theme.spacing(2),
    top: theme.spacing(2),
  },
});
