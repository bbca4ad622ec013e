import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/** Avatar side per size: theme spacing steps 6, 5 and 4. */
export const AVATAR_SPACING = { medium: 6, small: 5, tiny: 4 } as const;
export type AvatarSize = keyof typeof AVATAR_SPACING;

/**
 * The avatar/label block: a round picture (or initials) beside a title and a label.
 * `data-tone="dark"` is for a dark surrounding: light text, a light circle.
 */
export const blockStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(3),
  maxWidth: '100%',
  color: theme.palette.text.primary,
  '&[data-size="tiny"]': { gap: theme.spacing(2) },
  '&[data-tone="dark"]': { color: theme.palette.common.white },
});

export const circleStyles = (theme: Theme): CSSObject => ({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: '50%',
  width: theme.spacing(AVATAR_SPACING.medium),
  height: theme.spacing(AVATAR_SPACING.medium),
  background: theme.palette.primary.dark,
  color: theme.palette.getContrastText(theme.palette.primary.dark),
  fontFamily: theme.typography.fontFamily,
  fontWeight: 700,
  fontSize: '1.125rem',
  lineHeight: 1,
  letterSpacing: '0.02em',
  userSelect: 'none',
  '[data-size="small"] > &': { width: theme.spacing(AVATAR_SPACING.small), height: theme.spacing(AVATAR_SPACING.small), fontSize: '0.8125rem' },
  '[data-size="tiny"] > &': { width: theme.spacing(AVATAR_SPACING.tiny), height: theme.spacing(AVATAR_SPACING.tiny), fontSize: '0.625rem' },
  '[data-tone="dark"] > &': { background: theme.palette.common.white, color: theme.palette.primary.dark },
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

export const textStyles = (): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  fontWeight: Math.max(600, Number(theme.typography.fontWeightBold)),
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  '[data-size="tiny"] &': { fontSize: theme.typography.body2.fontSize },
});

export const labelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  lineHeight: 1.3,
  color: theme.palette.text.secondary,
  overflowWrap: 'anywhere',
  '[data-tone="dark"] &': { color: alpha(theme.palette.common.white, 0.85) },
});
