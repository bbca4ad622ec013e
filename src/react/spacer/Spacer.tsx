import type { CSSObject } from '@emotion/serialize';
import { useTheme } from '../runtime/useTheme';
import { isZeroHeight } from '../../core/model/emptiness/spacer';
import type { Theme } from '@mui/material/styles';
import { useSafeCss, type CssCheck } from '../shared/useSafeCss';
import { isAuthoredCss, safeCss } from '../../core/security/safeCss';
import type { DirectRender } from '../runtime/direct';
import { useStyleClass } from '../runtime/useThemedClass';

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
 * The styles of a spacer's heights: the height from 0 px, then a media query where a breakpoint's
 * height differs from the one below. `check` gives a CSS length's safe value (undefined when refused).
 */
function spacerStyles(props: SpacerProps, theme: Theme, check: CssCheck): CSSObject {
  const toCss = (field: string, value: Height): string | undefined => {
    if (isZeroHeight(value)) return '0';
    const step = typeof value === 'number' ? Number.isFinite(value) && value >= 0 : STEP.test(String(value));
    return step ? theme.spacing(Number(value)) : check('length', field, value);
  };
  const styles: CSSObject = { width: '100%' };
  let below: string | undefined;
  let current = toCss('height', props.height) ?? '0';
  for (const [breakpoint, field] of BREAKPOINT_FIELDS) {
    const value = props[field];
    if (value !== undefined && value !== '') current = toCss(field, value) ?? current;
    if (below === undefined) styles.height = current;
    else if (current !== below) styles[theme.breakpoints.up(breakpoint)] = { height: current };
    below = current;
  }
  return styles;
}

/**
 * Vertical space. A height is a step of the theme's spacing scale (0 to 10: 0 to 7.5rem) or a
 * CSS length ('24px', '2rem'); 'none' and 0 mean no space. Mobile first: a breakpoint without
 * its own height keeps the one below it, and so does one whose height is refused (reported once).
 */
export function Spacer(props: SpacerProps) {
  const styles = spacerStyles(props, useTheme(), useSafeCss());
  return <div aria-hidden="true" data-spacer="" className={useStyleClass(styles)} />;
}

/**
 * The same DOM as Spacer, without React (src/react/runtime/direct.ts). Heights with a refused CSS
 * value go to the component, which reports the refusal (once, naming the element and the field).
 */
export const renderSpacerDirect: DirectRender<SpacerProps> = (props, { theme, styleClass }) => {
  let refused = false;
  const styles = spacerStyles(props, theme, (kind, _field, value) => {
    const safe = safeCss(kind, value);
    if (safe === undefined && isAuthoredCss(value)) refused = true;
    return safe;
  });
  if (refused) return undefined;
  const node = document.createElement('div');
  node.setAttribute('aria-hidden', 'true');
  node.setAttribute('data-spacer', '');
  node.className = styleClass(styles);
  return [node];
};
