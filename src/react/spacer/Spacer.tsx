import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { isZeroHeight } from '../../core/model/emptiness';

type Height = number | string | undefined;

export interface SpacerProps {
  /** every breakpoint, unless a breakpoint's own height is set */
  height?: Height;
  heightXs?: Height;
  heightSm?: Height;
  heightMd?: Height;
  heightLg?: Height;
  heightXl?: Height;
}

const BREAKPOINT_FIELDS = [
  ['xs', 'heightXs'],
  ['sm', 'heightSm'],
  ['md', 'heightMd'],
  ['lg', 'heightLg'],
  ['xl', 'heightXl'],
] as const;

/**
 * Vertical space. A height is a step of the theme's spacing scale (0 to 10: 0 to 7.5rem) or a
 * CSS length ('24px', '2rem'); 'none' and 0 mean no space. Mobile first: a breakpoint without
 * its own height keeps the one below it.
 */
export function Spacer(props: SpacerProps) {
  const theme = useTheme();
  const toCss = (value: Height): string => {
    if (isZeroHeight(value)) return '0';
    if (typeof value === 'number') return theme.spacing(value);
    const text = String(value).trim();
    return /^\d+(\.\d+)?$/.test(text) ? theme.spacing(Number(text)) : text;
  };
  const height: Record<string, string> = {};
  let current: Height = props.height;
  for (const [breakpoint, field] of BREAKPOINT_FIELDS) {
    if (props[field] !== undefined && props[field] !== '') current = props[field];
    height[breakpoint] = toCss(current);
  }
  return <Box aria-hidden="true" data-spacer sx={{ height, width: '100%' }} />;
}
