import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * One <table> for every width: from the theme's md breakpoint a table with column and row headers;
 * below it each row is a card (the cells stacked, each with its column's name), the head visually
 * hidden but still read, so screen readers get the same table either way.
 */
const PHONE = (theme: Theme) => theme.breakpoints.down('md');
const hidden: CSSObject = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

export const tableStyles = (theme: Theme): CSSObject => ({
  width: '100%',
  borderCollapse: 'collapse',
  // a page's overflow-wrap: anywhere would let a narrow column break its words letter by letter
  overflowWrap: 'break-word',
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  ...(theme.typography.body2 as CSSObject),
  '& caption': { ...(theme.typography.h6 as CSSObject), textAlign: 'start', paddingBottom: theme.spacing(3) },
  '& th, & td': { padding: theme.spacing(3), textAlign: 'start', verticalAlign: 'middle', borderBottom: `1px solid ${theme.palette.divider}` },
  '& thead th': {
    fontWeight: Number(theme.typography.fontWeightBold) || 700,
    background: alpha(theme.palette.primary.main, 0.08),
    borderBottom: `2px solid ${theme.palette.primary.main}`,
  },
  '& [data-center]': { textAlign: 'center' },
  '& [data-group] th': {
    ...(theme.typography.subtitle1 as CSSObject),
    fontWeight: Number(theme.typography.fontWeightBold) || 700,
    color: theme.palette.primary.dark,
    paddingTop: theme.spacing(5),
  },
  '& [data-cell-label]': { display: 'none' },
  [PHONE(theme)]: {
    '&, & tbody, & tr, & th, & td, & caption': { display: 'block' },
    '& thead': { ...hidden, display: 'block' },
    '& tbody + tbody': { marginTop: theme.spacing(4) },
    '& [data-group] th': { padding: theme.spacing(0, 0, 2), border: 0 },
    '& [data-item]': {
      display: 'grid',
      gap: theme.spacing(2),
      padding: theme.spacing(3),
      marginBottom: theme.spacing(3),
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      background: theme.palette.background.paper,
    },
    '& [data-item] > th, & [data-item] > td': { padding: 0, border: 0, textAlign: 'start' },
    '& [data-item] > td': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(3),
      paddingTop: theme.spacing(2),
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    '& [data-cell-label]': { display: 'block', fontWeight: Number(theme.typography.fontWeightBold) || 700, color: theme.palette.text.secondary },
  },
});

export const productStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(3),
  fontWeight: 'normal',
  '& img': { flex: 'none', width: theme.spacing(7), height: theme.spacing(7), objectFit: 'contain', borderRadius: theme.shape.borderRadius },
  '& strong': { display: 'block', ...(theme.typography.body1 as CSSObject), fontWeight: Number(theme.typography.fontWeightBold) || 700 },
  '& small': { display: 'block', color: theme.palette.text.secondary, fontSize: theme.typography.body2.fontSize },
});

export const aromaStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  '& img': { flex: 'none', width: theme.spacing(6), height: theme.spacing(6), objectFit: 'cover', borderRadius: '50%' },
});
