import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { isZeroHeight } from '../../core/model/emptiness';
import { useSafeCss } from '../shared/useSafeCss';

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

/** A step of the spacing scale as text: digits, optionally with decimals. */
const STEP = /^\s*\d+(\.\d+)?\s*$/;

/**
 * Vertical space. A height is a step of the theme's spacing scale (0 to 10: 0 to 7.5rem) or a
 * CSS length ('24px', '2rem'); 'none' and 0 mean no space. Mobile first: a breakpoint without
 * its own height keeps the one below it, and so does one whose height is refused (reported once).
 */
export function Spacer(props: SpacerProps) {
  const theme = useTheme();
  const check = useSafeCss();
  const toCss = (field: string, value: Height): string | undefined => {
    if (isZeroHeight(value)) return '0';
    const step = typeof value === 'number' ? Number.isFinite(value) && value >= 0 : STEP.test(String(value));
    return step ? theme.spacing(Number(value)) : check('length', field, value);
  };
  const height: Record<string, string> = {};
  let current = toCss('height', props.height) ?? '0';
  for (const [breakpoint, field] of BREAKPOINT_FIELDS) {
    const value = props[field];
    if (value !== undefined && value !== '') current = toCss(field, value) ?? current;
    height[breakpoint] = current;
  }
  return <Box aria-hidden="true" data-spacer sx={{ height, width: '100%' }} />;
}
