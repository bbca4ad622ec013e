import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** Sized by its own width (a container query), not the viewport's: it sits in narrow cards too. */
const WIDE = '@container (min-width: 30rem)';

export const rootStyles = (theme: Theme): CSSObject => ({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  paddingBlock: theme.spacing(2),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  textAlign: 'start',
  // Ended without an expired text: only the (empty) live region is left, and it takes no room.
  '&[data-empty]': { paddingBlock: 0 },
});

export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.overline as CSSObject),
  margin: 0,
  color: theme.palette.text.secondary,
  letterSpacing: '0.12em',
});

/** Four boxes in a row; in a right-to-left page the row mirrors (days on the right). */
export const unitsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: '30rem',
  margin: 0,
  [WIDE]: { gap: theme.spacing(3) },
});

export const unitStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: '6.5rem',
  paddingBlock: theme.spacing(2),
  paddingInline: theme.spacing(0.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  [WIDE]: { paddingBlock: theme.spacing(3) },
});

export const valueStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.h4 as CSSObject),
  margin: 0,
  lineHeight: 1.1,
  fontWeight: theme.typography.fontWeightBold,
  // Digits of equal width: the boxes do not jitter as the seconds change.
  fontVariantNumeric: 'tabular-nums',
  [WIDE]: { ...(theme.typography.h3 as CSSObject), lineHeight: 1.1, fontWeight: theme.typography.fontWeightBold },
});

export const labelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.caption as CSSObject),
  marginBlockStart: theme.spacing(1),
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

/** The minute announcement: read by screen readers, not seen. */
export const srOnlyStyles = (): CSSObject => ({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const expiredStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.h6 as CSSObject),
  margin: 0,
  color: theme.palette.text.primary,
});
