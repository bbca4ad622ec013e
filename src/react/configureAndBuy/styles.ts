import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

const REDUCED = '@media (prefers-reduced-motion: reduce)';

const skeleton = (theme: Theme): CSSObject => ({
  background: theme.palette.action.hover,
  borderRadius: theme.shape.borderRadius,
  animation: 'brand-configure-pulse 1.2s ease-in-out infinite alternate',
  [REDUCED]: { animation: 'none' },
});

/** An error said in the section: the product's, or a choice's. */
export const errorText = (theme: Theme): CSSObject => ({ color: theme.palette.error.main, fontWeight: Number(theme.typography.fontWeightMedium) || 500 });

/** The section: two columns from the tablet up, the loading skeleton and the error. The product's own look is ./productStyles.ts. */
export const configureStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  ...(theme.typography.body1 as CSSObject),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.spacing(6) },
  '@keyframes brand-configure-pulse': { from: { opacity: 1 }, to: { opacity: 0.45 } },
  '& [data-sr]': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  '& [data-gallery]': { display: 'grid', gap: theme.spacing(1.5), minWidth: 0 },
  '& [data-gallery][data-skeleton], & [data-gallery][data-empty]': { aspectRatio: '1', ...skeleton(theme) },
  '& [data-details]': { display: 'grid', gap: theme.spacing(2), minWidth: 0, alignContent: 'start' },
  '& [data-details][data-skeleton]': {
    '& [data-line]': { display: 'block', height: '1.5em', ...skeleton(theme) },
    '& [data-block]': { display: 'block', height: 160, ...skeleton(theme) },
  },
  '& p': { margin: 0 },
  '& [data-error] [role="alert"]': errorText(theme),
  '&[data-error]': { display: 'block', padding: theme.spacing(3), border: `1px solid ${theme.palette.divider}`, borderRadius: theme.shape.borderRadius },
});
