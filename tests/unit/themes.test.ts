import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  fontFacesFor,
  getTheme,
  resolveThemeName,
  SIGNAL_COLORS,
  SPACING_SCALE_REM,
  spacingRem,
  THEME_NAMES,
} from '../../src/themes';

describe('themes (catalogue section 9)', () => {
  it('has the five themes, zyn first and default', () => {
    expect(THEME_NAMES).toEqual(['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder']);
    expect(resolveThemeName(undefined)).toEqual({ name: 'zyn', known: true });
    expect(resolveThemeName('iqos')).toEqual({ name: 'iqos', known: true });
  });
  it('falls back to zyn for an unknown theme and says so', () => {
    expect(resolveThemeName('marlboro')).toEqual({ name: 'zyn', known: false });
    expect(resolveThemeName(42)).toEqual({ name: 'zyn', known: false });
  });
  it('gives zyn and iqos the spec colours', () => {
    const zyn = getTheme({ name: 'zyn' }).palette.primary;
    expect([zyn.main, zyn.dark, zyn.light]).toEqual(['#00A9E0', '#001871', '#FFFFFF']);
    const iqos = getTheme({ name: 'iqos' }).palette.primary;
    expect([iqos.main, iqos.dark, iqos.light]).toEqual(['#00D1D2', '#34303D', '#FFFDFB']);
  });
  it('uses Figtree in zyn3 with bold 400 and a red primary in thunder', () => {
    const zyn3 = getTheme({ name: 'zyn3' });
    expect(zyn3.typography.fontFamily).toMatch(/^Figtree/);
    expect(zyn3.typography.fontWeightBold).toBe(400);
    expect(getTheme({ name: 'zyn' }).typography.fontWeightBold).toBe(700);
    expect(getTheme({ name: 'thunder' }).palette.primary.main).toBe('#D2202F');
  });
  it('shares the signal colours, breakpoints and button radius in every theme', () => {
    for (const name of THEME_NAMES) {
      const theme = getTheme({ name });
      expect(theme.palette.error.main).toBe(SIGNAL_COLORS.error);
      expect(theme.palette.success.main).toBe('#57760C');
      expect(theme.palette.warning.main).toBe('#E5B052');
      expect(theme.palette.info.main).toBe('#2980B5');
      expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
      const root = theme.components?.MuiButton?.styleOverrides?.root as (props: { theme: Theme }) => Record<string, unknown>;
      const styles = root({ theme });
      expect(styles.borderRadius).toBe('1.5rem');
      expect(styles['@media (max-width:599.95px)'], 'a 44 px touch target on phones').toEqual({ minHeight: 44 });
    }
    expect(BREAKPOINTS.xl).toBe(1536);
  });
  it('spaces on the rem scale of the spec', () => {
    const theme = getTheme({ name: 'zyn' });
    expect(SPACING_SCALE_REM).toEqual([0, 0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7.5]);
    expect(theme.spacing(0)).toBe('0rem');
    expect(theme.spacing(3)).toBe('1rem');
    expect(theme.spacing(10)).toBe('7.5rem');
    expect(theme.spacing(1, 4)).toBe('0.25rem 1.5rem');
    expect(spacingRem(-3)).toBe(-1);
    expect(spacingRem(2.5)).toBe(0.75);
    expect(spacingRem(11)).toBe(9);
  });
  it('switches direction and the Arabic font for rtl, the Khmer font for km', () => {
    const rtl = getTheme({ name: 'iqos', direction: 'rtl' });
    expect(rtl.direction).toBe('rtl');
    expect(rtl.typography.fontFamily).toMatch(/^"Noto Sans Arabic Variable"/);
    const km = getTheme({ name: 'zyn', lang: 'km-KH' });
    expect(km.typography.fontFamily).toMatch(/^"Noto Sans Khmer Variable"/);
    // Elsewhere Khmer comes after the brand's faces, before the system ones: a Khmer language link
    // renders with it, Latin text never asks for it.
    expect(getTheme({ name: 'zyn', lang: 'en' }).typography.fontFamily).toBe(
      '"ZYN Sans", "ZYN Text", "Noto Sans Khmer Variable", "Helvetica Neue", Helvetica, Arial, sans-serif',
    );
    expect(getTheme({ name: 'zyn3' }).typography.fontFamily).toBe('Figtree, "ZYN Text", "Noto Sans Khmer Variable", sans-serif');
  });
  it('self-hosts only the faces a theme and direction use, and Khmer for any language', () => {
    expect(fontFacesFor({ name: 'zyn' }).map((face) => face.family)).toEqual(['Noto Sans Khmer Variable']);
    expect(fontFacesFor({ name: 'zyn' })[0]?.unicodeRange).toMatch(/^U\+1780-17FF/);
    expect(fontFacesFor({ name: 'zyn3' }).map((face) => `${face.family} ${face.weight}`)).toEqual([
      'Figtree 400',
      'Figtree 600',
      'Figtree 700',
      'Noto Sans Khmer Variable 100 900',
    ]);
    expect(fontFacesFor({ name: 'iqos', direction: 'rtl', lang: 'km' }).map((face) => face.family)).toEqual([
      'Noto Sans Arabic Variable',
      'Noto Sans Khmer Variable',
    ]);
  });
  it('builds each theme once and shares it', () => {
    expect(getTheme({ name: 'thunder' })).toBe(getTheme({ name: 'thunder', direction: 'ltr' }));
  });
});
