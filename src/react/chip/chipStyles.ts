import type { CSSObject } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import { BUTTON_BASE } from '../shared/buttonControl/styles';

/**
 * MUI's Chip styles (Material UI 9) for the chips the element draws (colour primary, filled or outlined,
 * small or medium, a link or static text, a theme icon), in MUI's order, then the element's own (what
 * its `sx` was): MUI's rules under MUI's class names, without MUI. tests/unit/muiParity.test.ts holds
 * them equal to MUI's.
 */

export interface ChipState {
  variant: 'filled' | 'outlined';
  size: 'small' | 'medium';
  /** a link: MUI's clickable chip, a ButtonBase */
  clickable: boolean;
}

/** Two opacities added, as MUI's theme.alpha takes `'0.08 + 0.04'` (without float noise). */
const sum = (a: number, b: number) => Math.round((a + b) * 1e6) / 1e6;

export function chipRootStyles(theme: Theme, state: ChipState): CSSObject[] {
  const { palette } = theme;
  const { primary, action } = palette;
  const small = state.size === 'small';
  const outlined = state.variant === 'outlined';
  const styles: CSSObject[] = state.clickable ? [BUTTON_BASE] : [];
  styles.push({
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 32,
    lineHeight: 1.5,
    color: palette.text.primary,
    backgroundColor: action.selected,
    borderRadius: 32 / 2,
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    border: 0,
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    '&.Mui-disabled': { opacity: action.disabledOpacity, pointerEvents: 'none' },
    '& .MuiChip-avatar': { marginLeft: 5, marginRight: -6, width: 24, height: 24, color: palette.grey[700], fontSize: theme.typography.pxToRem(12) },
    '& .MuiChip-icon': { marginLeft: 5, marginRight: -6 },
    '& .MuiChip-deleteIcon': {
      WebkitTapHighlightColor: 'transparent',
      color: alpha(palette.text.primary, 0.26),
      fontSize: 22,
      cursor: 'pointer',
      margin: '0 5px 0 -6px',
      '&:hover': { color: alpha(palette.text.primary, 0.4) },
    },
  });
  styles.push({ '& .MuiChip-avatar': { color: primary.contrastText, backgroundColor: primary.dark } });
  if (small) {
    styles.push({
      height: 24,
      '& .MuiChip-avatar': { marginLeft: 4, marginRight: -4, width: 18, height: 18, fontSize: theme.typography.pxToRem(10) },
      '& .MuiChip-icon': { fontSize: 18, marginLeft: 4, marginRight: -4 },
      '& .MuiChip-deleteIcon': { fontSize: 16, marginRight: 4, marginLeft: -4 },
    });
  }
  styles.push({
    backgroundColor: primary.main,
    color: primary.contrastText,
    '& .MuiChip-deleteIcon': { color: alpha(primary.contrastText, 0.7), '&:hover, &:active': { color: primary.contrastText } },
  });
  // The icon's colour is the chip's: MUI gives it the text grey, then `inherit` for a colour other than default.
  styles.push({ '& .MuiChip-icon': { color: palette.grey[700] } }, { '& .MuiChip-icon': { color: 'inherit' } });
  if (state.clickable) {
    styles.push({
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      cursor: 'pointer',
      '&:hover': { backgroundColor: alpha(action.selected, sum(action.selectedOpacity, action.hoverOpacity)) },
      '&.Mui-focusVisible': { backgroundColor: alpha(action.selected, sum(action.selectedOpacity, action.focusOpacity)) },
      '&:active': { boxShadow: theme.shadows[1] },
    });
    styles.push({ '&:hover': { backgroundColor: primary.dark }, '&.Mui-focusVisible': { backgroundColor: primary.dark } });
  }
  if (outlined) {
    styles.push({
      backgroundColor: 'transparent',
      border: `1px solid ${palette.grey[400]}`,
      '&.MuiChip-clickable:hover': { backgroundColor: action.hover },
      '&.Mui-focusVisible': { backgroundColor: action.focus },
      '& .MuiChip-avatar': { marginLeft: 4 },
      '& .MuiChip-icon': { marginLeft: 4 },
      '& .MuiChip-deleteIcon': { marginRight: 5 },
    });
    if (small) styles.push({ '& .MuiChip-avatar': { marginLeft: 2 }, '& .MuiChip-icon': { marginLeft: 2 }, '& .MuiChip-deleteIcon': { marginRight: 3 } });
    styles.push({
      color: primary.main,
      border: `1px solid ${alpha(primary.main, 0.7)}`,
      '&.MuiChip-clickable:hover': { backgroundColor: alpha(primary.main, action.hoverOpacity) },
      '&.Mui-focusVisible': { backgroundColor: alpha(primary.main, action.focusOpacity) },
      '& .MuiChip-deleteIcon': { color: alpha(primary.main, 0.7), '&:hover, &:active': { color: primary.main } },
    });
  }
  return styles;
}

export function chipLabelStyles(state: ChipState): CSSObject[] {
  const styles: CSSObject[] = [{ overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 12, paddingRight: 12, whiteSpace: 'nowrap' }];
  if (state.variant === 'outlined') styles.push({ paddingLeft: 11, paddingRight: 11 });
  if (state.size === 'small') styles.push({ paddingLeft: 8, paddingRight: 8 });
  if (state.size === 'small' && state.variant === 'outlined') styles.push({ paddingLeft: 7, paddingRight: 7 });
  return styles;
}
