import { serializeStyles, type CSSObject, type SerializedStyles } from '@emotion/serialize';
import { RIPPLE_DURATION } from './ripple';
import type { Theme } from '@mui/material/styles';
import { alpha } from '../../../themes/color';
import { BUTTON_DEFAULT_PROPS, BUTTON_OVERRIDES } from '../../../themes/buttonOverrides';

/**
 * MUI's button styles (Material UI 9: ButtonBase, Button and its slots, CircularProgress, TouchRipple),
 * written out for the variants the elements use (colour primary, the theme's flat buttons), in MUI's
 * order, with the brand's overrides after them: the same rules as MUI's button under the same class
 * names, without MUI's styling system. tests/unit/muiParity.test.ts holds them equal to MUI's.
 */

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';
export type LoadingPosition = 'start' | 'end' | 'center';

/** What the styles depend on (MUI's ownerState of the props our button takes). */
export interface ButtonState {
  variant: ButtonVariant;
  size: ButtonSize;
  fullWidth: boolean;
  loading: boolean;
  loadingPosition: LoadingPosition;
}

const transition = (theme: Theme, properties: string[]) => ({ transition: theme.transitions.create(properties, { duration: theme.transitions.duration.short }) });

/** ButtonBase's root (MUI's button and clickable chip). */
export const BUTTON_BASE: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default' },
  '@media print': { colorAdjust: 'exact' },
};

const PADDING = {
  text: { small: '4px 5px', large: '8px 11px' },
  outlined: { small: '3px 9px', large: '7px 21px' },
  contained: { small: '4px 10px', large: '8px 22px' },
} as const;

/** The button's root: ButtonBase's, then Button's with its variants, then the brand's overrides. */
export function rootStyles(theme: Theme, state: ButtonState): CSSObject[] {
  const { palette, shadows } = theme;
  const main = palette.primary.main;
  // (The font weight first, where MUI's theme has it.)
  const { fontWeight, ...button } = theme.typography.button as CSSObject;
  const styles: CSSObject[] = [
    BUTTON_BASE,
    {
      fontWeight,
      ...button,
      minWidth: 64,
      padding: '6px 16px',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      ...transition(theme, ['background-color', 'box-shadow', 'border-color', 'color']),
      '&:hover': { textDecoration: 'none' },
      '&.Mui-disabled': { color: palette.action.disabled },
    },
  ];
  if (state.variant === 'contained') {
    styles.push({
      color: 'var(--variant-containedColor)',
      backgroundColor: 'var(--variant-containedBg)',
      boxShadow: shadows[2],
      '&:hover': { boxShadow: shadows[4], '@media (hover: none)': { boxShadow: shadows[2] } },
      '&:active': { boxShadow: shadows[8] },
      '&.Mui-focusVisible': { boxShadow: shadows[6] },
      '&.Mui-disabled': { color: palette.action.disabled, boxShadow: shadows[0], backgroundColor: palette.action.disabledBackground },
    });
  } else if (state.variant === 'outlined') {
    styles.push({
      padding: '5px 15px',
      border: '1px solid currentColor',
      borderColor: 'var(--variant-outlinedBorder, currentColor)',
      backgroundColor: 'var(--variant-outlinedBg)',
      color: 'var(--variant-outlinedColor)',
      '&.Mui-disabled': { border: `1px solid ${palette.action.disabledBackground}` },
    });
  } else {
    styles.push({ padding: '6px 8px', color: 'var(--variant-textColor)', backgroundColor: 'var(--variant-textBg)' });
  }
  styles.push({
    '--variant-textColor': main,
    '--variant-outlinedColor': main,
    '--variant-outlinedBorder': alpha(main, 0.5),
    '--variant-containedColor': palette.primary.contrastText,
    '--variant-containedBg': main,
    '@media (hover: hover)': {
      '&:hover': {
        '--variant-containedBg': palette.primary.dark,
        '--variant-textBg': alpha(main, palette.action.hoverOpacity),
        '--variant-outlinedBorder': main,
        '--variant-outlinedBg': alpha(main, palette.action.hoverOpacity),
      },
    },
  } as CSSObject);
  if (state.size !== 'medium') styles.push({ padding: PADDING[state.variant][state.size], fontSize: theme.typography.pxToRem(state.size === 'small' ? 13 : 15) });
  if (BUTTON_DEFAULT_PROPS.disableElevation) {
    styles.push({ boxShadow: 'none', '&:hover': { boxShadow: 'none' }, '&.Mui-focusVisible': { boxShadow: 'none' }, '&:active': { boxShadow: 'none' }, '&.Mui-disabled': { boxShadow: 'none' } });
  }
  if (state.fullWidth) styles.push({ width: '100%' });
  if (state.loading && state.loadingPosition === 'center') {
    styles.push({ ...transition(theme, ['background-color', 'box-shadow', 'border-color']), '&.MuiButton-loading': { color: 'transparent' } });
  }
  styles.push(BUTTON_OVERRIDES.root({ theme }), BUTTON_OVERRIDES[state.variant]({ theme }));
  return styles;
}

const ICON_FONT_SIZE = { small: 18, medium: 20, large: 22 } as const;

/** The start icon's span (`end`: the end icon's). */
export function iconStyles(theme: Theme, state: ButtonState, end: boolean): CSSObject[] {
  const hidden = state.loading && state.loadingPosition === (end ? 'end' : 'start');
  const styles: CSSObject[] = end
    ? [{ display: 'inherit', marginRight: -4, marginLeft: 8 }]
    : [{ display: 'inherit', alignItems: 'center', marginRight: 8, marginLeft: -4, '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' } }];
  if (state.size === 'small') styles.push(end ? { marginRight: -2 } : { marginLeft: -2 });
  if (hidden) styles.push({ ...transition(theme, ['opacity']), opacity: 0 });
  if (hidden && state.fullWidth) styles.push(end ? { marginLeft: -8 } : { marginRight: -8 });
  styles.push({ '& > *:nth-of-type(1)': { fontSize: ICON_FONT_SIZE[state.size] } });
  return styles;
}

/** The loading indicator's span. */
export function loadingIndicatorStyles(theme: Theme, state: ButtonState): CSSObject[] {
  const { loadingPosition: at, size, variant, fullWidth } = state;
  const styles: CSSObject[] = [{ display: 'none', position: 'absolute', visibility: 'visible' }];
  if (state.loading) styles.push({ display: 'flex' });
  if (at === 'start') styles.push({ left: 14 });
  if (at === 'start' && size === 'small') styles.push({ left: 10 });
  if (at === 'start' && variant === 'text') styles.push({ left: 6 });
  if (at === 'center') styles.push({ left: '50%', transform: 'translate(-50%)', color: theme.palette.action.disabled });
  if (at === 'end') styles.push({ right: 14 });
  if (at === 'end' && size === 'small') styles.push({ right: 10 });
  if (at === 'end' && variant === 'text') styles.push({ right: 6 });
  if (at === 'start' && fullWidth) styles.push({ position: 'relative', left: -10 });
  if (at === 'end' && fullWidth) styles.push({ position: 'relative', right: -10 });
  return styles;
}

/** The placeholder that keeps an icon's room while the indicator stands in for it. */
export const iconPlaceholderStyles = (): CSSObject => ({ display: 'inline-block', width: '1em', height: '1em' });

/** Emotion's `css` and `keyframes` (@emotion/react's, which would bring the rest of that module): styles serialized once. */
const css = (strings: TemplateStringsArray, ...values: unknown[]): SerializedStyles => serializeStyles([strings, ...values] as never);
function keyframes(strings: TemplateStringsArray, ...values: unknown[]) {
  const insertable = css(strings, ...values);
  const name = `animation-${insertable.name}`;
  return { name, styles: `@keyframes ${name}{${insertable.styles}}`, anim: 1, toString: () => `_EMO_${name}_@keyframes ${name}{${insertable.styles}}_EMO_` };
}

// MUI's keyframes, the same text (their names are hashes of it).
const enterKeyframe = keyframes`
  0% {
    transform: scale(0);
    opacity: 0.1;
  }
  100% {
    transform: scale(1);
    opacity: 0.3;
  }
`;
const exitKeyframe = keyframes`
  0% {
    opacity: 1;
  }
  100% {
    opacity: 0;
  }
`;
const pulsateKeyframe = keyframes`
  0% {
    transform: scale(1);
  }
  50% {
    transform: scale(0.92);
  }
  100% {
    transform: scale(1);
  }
`;

/** The ripple root the button draws its ripples in (ripple.ts). */
export const rippleRootStyles = (): CSSObject => ({
  overflow: 'hidden',
  pointerEvents: 'none',
  position: 'absolute',
  zIndex: 0,
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  borderRadius: 'inherit',
});

/** Each ripple and its child, as MUI's TouchRipple styles them (the theme's motion is never reduced, as MUI's). */
export const rippleStyles = (theme: Theme): SerializedStyles => css`
  & .MuiTouchRipple-ripple {
    opacity: 0;
    position: absolute;
  }
  & .MuiTouchRipple-rippleVisible {
    opacity: 0.3;
    transform: scale(1);
    animation-name: ${enterKeyframe};
    animation-duration: ${RIPPLE_DURATION}ms;
    animation-timing-function: ${theme.transitions.easing.easeInOut};
  }
  & .MuiTouchRipple-ripplePulsate {
    animation-duration: ${theme.transitions.duration.shorter}ms;
  }
  & .MuiTouchRipple-child {
    opacity: 1;
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    background-color: currentColor;
  }
  & .MuiTouchRipple-childLeaving {
    opacity: 0;
    animation-name: ${exitKeyframe};
    animation-duration: ${RIPPLE_DURATION}ms;
    animation-timing-function: ${theme.transitions.easing.easeInOut};
  }
  & .MuiTouchRipple-childPulsate {
    position: absolute;
    /* @noflip */
    left: 0px;
    top: 0;
    animation-name: ${pulsateKeyframe};
    animation-duration: 2500ms;
    animation-timing-function: ${theme.transitions.easing.easeInOut};
    animation-iteration-count: infinite;
    animation-delay: 200ms;
  }
`;

const circularRotateKeyframe = keyframes`
  0% {
    transform: rotate(0deg);
  }
  100% {
    transform: rotate(360deg);
  }
`;
const circularDashKeyframe = keyframes`
  0% {
    stroke-dasharray: 1px, 200px;
    stroke-dashoffset: 0;
  }
  50% {
    stroke-dasharray: 100px, 200px;
    stroke-dashoffset: -15px;
  }
  100% {
    stroke-dasharray: 1px, 200px;
    stroke-dashoffset: -126px;
  }
`;

/** MUI's indeterminate CircularProgress: its root, svg and circle. */
export const spinnerStyles = {
  root: (): Array<CSSObject | SerializedStyles> => [
    { display: 'inline-block' },
    css`
      animation: ${circularRotateKeyframe} 1.4s linear infinite;
    `,
  ],
  svg: (): CSSObject => ({ display: 'block' }),
  circle: (): Array<CSSObject | SerializedStyles> => [
    { stroke: 'currentColor' },
    { strokeDasharray: '80px, 200px', strokeDashoffset: 0 },
    css`
      animation: ${circularDashKeyframe} 1.4s ease-in-out infinite;
    `,
  ],
};
