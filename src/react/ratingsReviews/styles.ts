import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';

const hidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** The whole element; a module-level function (useThemedClass caches by it). Theme tokens only. */
export const ratingsReviewsStyles = (theme: Theme): CSSObject => {
  const { text, primary, error, divider, background, action } = theme.palette;
  const focus = { outline: `2px solid ${primary.dark}`, outlineOffset: 2 };
  const radius = Number(theme.shape.borderRadius) * 2;
  return {
    ...(theme.typography.body1 as CSSObject),
    color: text.primary,
    display: 'grid',
    gap: theme.spacing(4),
    '& [data-visually-hidden]': hidden,
    '& h2': { ...(theme.typography.h4 as CSSObject), margin: 0 },
    '& h3': { ...(theme.typography.h6 as CSSObject), margin: 0 },
    '& [data-top]': {
      display: 'grid',
      gap: theme.spacing(3),
      alignItems: 'start',
      padding: theme.spacing(3),
      background: background.paper,
      border: `1px solid ${divider}`,
      borderRadius: radius,
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: theme.spacing(5) },
    },
    '& [data-average]': { display: 'grid', justifyItems: 'start', gap: theme.spacing(1) },
    '& [data-number]': { ...(theme.typography.h2 as CSSObject), lineHeight: 1, fontWeight: 700 },
    '& [data-count], & [data-meta], & [data-more] p': { color: text.secondary, fontSize: '0.875rem' },
    // as wide as its five stars (a grid item would stretch, and the fill's percentage would then miss them)
    '& [data-stars]': { position: 'relative', display: 'inline-flex', width: 'max-content', justifySelf: 'start', lineHeight: 0, color: primary.main },
    '& [data-stars] [data-row]': { display: 'inline-flex', gap: 2 },
    '& [data-stars] [data-row="empty"]': { color: action.disabled },
    // flex: none, or the clipped row would shrink its stars to fit instead of cutting them
    '& [data-stars] svg': { width: 18, height: 18, fill: 'currentColor', flex: 'none' },
    '& [data-stars="large"] svg': { width: 28, height: 28 },
    '& [data-fill]': { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, overflow: 'hidden', whiteSpace: 'nowrap', height: '100%' },
    '& [data-distribution] ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1) },
    '& [data-distribution] li': {
      display: 'grid',
      gridTemplateColumns: '5.5em minmax(4rem, 1fr) 5.5em',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      fontSize: '0.875rem',
    },
    '& [data-bar]': { height: 8, borderRadius: 4, background: action.hover, overflow: 'hidden', border: `1px solid ${divider}` },
    '& [data-bar] span': { display: 'block', height: '100%', background: primary.main, borderRadius: 4 },
    '& [data-share]': { color: text.secondary, whiteSpace: 'nowrap' },
    '& [data-write]': { display: 'grid', justifyItems: 'start', [theme.breakpoints.up('md')]: { minWidth: '14rem' } },
    '& [data-write]:has(form)': { gridColumn: '1 / -1' },
    '& a[data-login]': {
      color: primary.dark,
      fontWeight: 600,
      textUnderlineOffset: 3,
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: TOUCH_TARGET,
      '&:focus-visible': { ...focus, borderRadius: 2 },
    },
    '& [data-thanks]': {
      margin: 0,
      padding: theme.spacing(1.5, 2),
      borderInlineStart: `4px solid ${theme.palette.success.main}`,
      background: background.default,
      '&:focus-visible': focus,
    },
    '& [data-list]': { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
    '& [data-review]': {
      display: 'grid',
      gap: theme.spacing(1),
      paddingBlock: theme.spacing(3),
      borderBottom: `1px solid ${divider}`,
      '&:focus-visible': { ...focus, outlineOffset: 4, borderRadius: 4 },
    },
    '& [data-meta]': { margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5, 2) },
    '& [data-comment]': { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
    '& [data-none], & [data-error]': { margin: 0, color: text.secondary },
    '& [data-error]': { padding: theme.spacing(1.5, 2), borderInlineStart: `4px solid ${error.main}`, color: text.primary },
    '& [data-more]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(2) },
    '& [data-more] p': { margin: 0 },
    '& [data-skeleton]': { display: 'grid', gap: theme.spacing(2) },
    '& [data-bone]': {
      display: 'block',
      borderRadius: radius,
      background: action.hover,
      animation: 'brand-reviews-pulse 1.6s ease-in-out infinite',
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    '& [data-bone="summary"]': { height: '11rem' },
    '& [data-bone="review"]': { height: '7rem' },
    '@keyframes brand-reviews-pulse': { '50%': { opacity: 0.5 } },
    '& [role="alert"]:empty': { display: 'none' },
  };
};
