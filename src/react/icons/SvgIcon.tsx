import type { SVGProps } from 'react';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { useThemedClass } from '../runtime/useThemedClass';

/** MUI's SvgIcon's look (1em square in a 1.5rem font, the text's colour, no selection), without MUI's code. */
const iconStyles = (theme: Theme): CSSObject => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: theme.typography.pxToRem(24),
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  '&[data-size="small"]': { fontSize: theme.typography.pxToRem(20) },
});

export type SvgIconProps = Omit<SVGProps<SVGSVGElement>, 'fontSize'> & { fontSize?: 'small' | 'medium' };

/** A decorative 24-unit icon of one or more paths (its children). */
export function SvgIcon({ fontSize, className, children, ...props }: SvgIconProps) {
  const own = useThemedClass(iconStyles);
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-size={fontSize === 'small' ? 'small' : undefined} className={className ? `${own} ${className}` : own} {...props}>
      {children}
    </svg>
  );
}
