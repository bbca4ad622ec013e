import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * get-your-information's card: the intro, the request's facts, the stepper (three circles on a line, the line
 * filled up to the current step; logical properties so right to left mirrors) and the actions. Theme tokens only.
 */
export const dataRequestStyles = (theme: Theme): CSSObject => {
  const { primary, success, divider, text, action, background } = theme.palette;
  return {
    '& [data-intro] > :first-child': { marginTop: 0 },
    '& [data-intro] > :last-child': { marginBottom: 0 },
    '& [data-intro]': { ...(theme.typography.body1 as CSSObject) },
    '& [data-intro] a': { color: primary.dark },
    '& [data-request-facts]': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    '& [data-request-facts] p': { margin: 0 },
    '& [data-request-facts] [data-secondary]': { color: text.secondary },
    '& ol[data-steps]': {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      margin: `${theme.spacing(1)} 0`,
      padding: 0,
      listStyle: 'none',
    },
    '& [data-step]': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(1),
      textAlign: 'center',
      ...(theme.typography.body2 as CSSObject),
      color: text.secondary,
    },
    // the line from the previous step's circle to this one
    '& [data-step] + [data-step]::before': {
      content: '""',
      position: 'absolute',
      top: '1rem',
      insetInlineEnd: 'calc(50% + 1.25rem)',
      width: 'calc(100% - 2.5rem)',
      height: 2,
      marginTop: -1,
      background: divider,
    },
    '& [data-step="complete"] + [data-step]::before': { background: success.main },
    '& [data-step-circle]': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      width: '2rem',
      height: '2rem',
      borderRadius: '50%',
      border: `2px solid ${divider}`,
      background: background.paper,
      color: text.secondary,
      fontWeight: theme.typography.fontWeightBold,
    },
    '& [data-step-circle] svg': { width: '1.25rem', height: '1.25rem' },
    '& [data-step="complete"]': { color: text.primary },
    '& [data-step="complete"] [data-step-circle]': { background: success.main, borderColor: success.main, color: success.contrastText },
    '& [data-step="current"]': { color: text.primary, fontWeight: theme.typography.fontWeightBold },
    '& [data-step="current"] [data-step-circle]': { borderColor: primary.main, color: primary.dark, boxShadow: `0 0 0 4px ${alpha(primary.main, 0.16)}` },
    '& [data-step-label]': { overflowWrap: 'anywhere' },
    '& [data-visually-hidden]': visuallyHidden,
    '& [data-request-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), alignItems: 'center' },
    '& [data-request-actions] > a, & [data-request-actions] > button': { minHeight: TOUCH_TARGET, gap: theme.spacing(1) },
    '& [data-request-actions] svg': { width: '1.25rem', height: '1.25rem' },
    '& button[aria-disabled="true"]:not([aria-busy="true"])': {
      cursor: 'not-allowed',
      '--gate-button-fg': text.disabled,
      background: action.disabledBackground,
      borderColor: 'transparent',
    },
    '& [data-request-reason]': { ...(theme.typography.body2 as CSSObject), margin: 0, color: text.secondary, flexBasis: '100%' },
    [theme.breakpoints.down('sm')]: { '& [data-request-actions] > a, & [data-request-actions] > button': { flex: '1 1 100%' } },
  };
};
