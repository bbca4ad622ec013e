import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useThemedClass } from '../runtime/useThemedClass';
import { alpha } from '../../themes/color';

export interface LinkProps {
  label?: string;
  linkUrl?: string;
  linkTarget?: '_self' | '_blank';
  ariaLabel?: string;
  underline?: 'always' | 'hover' | 'none';
}

/** The look of MUI's Link in the brand theme (the dark tone, its underline at 40 % of the main one), without MUI. */
const linkStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  fontWeight: theme.typography.fontWeightBold,
  color: theme.palette.primary.dark,
  textUnderlineOffset: '0.2em',
  textDecoration: 'underline',
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
  '&[data-underline="hover"], &[data-underline="none"]': { textDecoration: 'none' },
  '&[data-underline="hover"]:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: 2, borderRadius: Number(theme.shape.borderRadius) / 2 },
});

const labelStyles = (theme: Theme): CSSObject => ({ margin: 0, ...(theme.typography.body1 as CSSObject) });

const UNDERLINES = new Set(['always', 'hover', 'none']);

/** A text link. A refused URL (javascript:, data:, …) leaves the label as plain text. */
export function Link({ label, linkUrl, linkTarget = '_self', ariaLabel, underline = 'always' }: LinkProps) {
  const href = useSafeUrl(linkUrl);
  const linkClass = useThemedClass(linkStyles);
  const labelClass = useThemedClass(labelStyles);
  if (!href) return <span className={labelClass}>{label}</span>;
  const newWindow = linkTarget === '_blank';
  return (
    <a
      href={href}
      className={linkClass}
      data-underline={UNDERLINES.has(underline) ? underline : 'always'}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      aria-label={ariaLabel || undefined}
    >
      {label}
    </a>
  );
}
