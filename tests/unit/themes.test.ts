import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { alpha as muiAlpha, createTheme, getContrastRatio, getLuminance } from '@mui/material/styles';
import {
  brandOf,
  brandTheme as getTheme,
  BREAKPOINTS,
  fontFacesFor,
  fontFamilyFor,
  resolveThemeName,
  SIGNAL_COLORS,
  SPACING_SCALE_REM,
  spacingRem,
  THEME_NAMES,
} from '../../src/themes';
import { alpha, contrastRatio, contrastText, luminance } from '../../src/themes/color';
import { getTheme as getMuiTheme, muiThemeOf } from '../../src/themes/mui';
import { muiThemeOptions } from '../../src/themes/muiOptions';
import { themesSource } from '../../scripts/themes.mjs';

const BREAKPOINT_KEYS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

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
      const mui = getMuiTheme({ name });
      const root = mui.components?.MuiButton?.styleOverrides?.root as (props: { theme: Theme }) => Record<string, unknown>;
      const styles = root({ theme: mui });
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

/** A theme's values: what is not a function, without what only MUI's components read. */
function valuesOf(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((each) => valuesOf(each, false));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, each]) => typeof each !== 'function' && !(top && ['components', 'unstable_sxConfig', 'internal_cache'].includes(key)))
      .map(([key, each]) => [key, valuesOf(each, false)]),
  );
}

const COLOURS = ['#fff', '#000', '#00A9E0', '#001871', '#FFFDFB', '#34303D', '#6D4AFF', '#D2202F', '#E5B052', '#57760C', '#8884', '#00A9E080', 'rgb(0, 169, 224)', 'rgba(12, 34, 56, 0.5)', 'hsl(200, 100%, 44%)', 'hsla(120, 50%, 30%, 0.3)'];

describe('the brand theme, computed at build time, is MUI\'s theme of the same options', () => {
  const requests = THEME_NAMES.flatMap((name) => (['ltr', 'rtl'] as const).flatMap((direction) => [undefined, 'km'].map((lang) => ({ name, direction, lang }))));
  it.each(requests)('%o: every value', (request) => {
    const ours = getTheme(request);
    const mui = createTheme(muiThemeOptions({ name: request.name, direction: request.direction, fontFamily: fontFamilyFor(request) }), { brand: brandOf(ours) });
    expect(valuesOf(ours)).toEqual(valuesOf(mui));
  });
  it('and the functions elements call answer as MUI\'s do', () => {
    const ours = getTheme({ name: 'iqos', direction: 'rtl' });
    const mui = muiThemeOf(ours);
    expect(mui).not.toBe(ours);
    expect(muiThemeOf(mui), 'an MUI theme is its own').toBe(mui);
    for (const args of [[], [0], [1], [2.5], [-3], [11], [1, 4], ['auto', 2], [1, 2, 3, 4]] as Array<Array<number | string>>) {
      expect((ours.spacing as (...a: unknown[]) => string)(...args), `spacing(${args.join(', ')})`).toBe((mui.spacing as (...a: unknown[]) => string)(...args));
    }
    for (const key of [...BREAKPOINT_KEYS, 750]) {
      expect(ours.breakpoints.up(key)).toBe(mui.breakpoints.up(key));
      expect(ours.breakpoints.down(key)).toBe(mui.breakpoints.down(key));
    }
    for (const key of BREAKPOINT_KEYS) {
      expect(ours.breakpoints.only(key)).toBe(mui.breakpoints.only(key));
      expect(ours.breakpoints.not(key)).toBe(mui.breakpoints.not(key));
      expect(ours.breakpoints.between('xs', key)).toBe(mui.breakpoints.between('xs', key));
    }
    for (const colour of COLOURS) expect(ours.palette.getContrastText(colour), colour).toBe(mui.palette.getContrastText(colour));
    for (const size of [12, 20, 24, 35]) expect(ours.typography.pxToRem(size)).toBe(mui.typography.pxToRem(size));
    const options = [undefined, { duration: 200 }, { duration: '1s', easing: 'linear', delay: 50 }, { delay: '2s' }];
    for (const props of [undefined, 'fill', ['opacity', 'transform']]) {
      for (const option of options) expect(ours.transitions.create(props, option)).toBe(mui.transitions.create(props, option));
    }
    for (const height of [0, 1, 36, 500, 100000]) expect(ours.transitions.getAutoHeightDuration(height)).toBe(mui.transitions.getAutoHeightDuration(height));
  });
  it('is what scripts/themes.mjs writes (run node scripts/themes.mjs after changing a theme or MUI)', async () => {
    expect(readFileSync('src/themes/built.ts', 'utf8')).toBe(await themesSource());
  });
});

describe('colour arithmetic, as MUI\'s', () => {
  it.each(COLOURS)('%s', (colour) => {
    for (const value of [0, 0.1, 0.87, 1, 2, -1]) expect(alpha(colour, value)).toBe(muiAlpha(colour, value));
    expect(luminance(colour)).toBe(getLuminance(colour));
    for (const other of COLOURS) expect(contrastRatio(colour, other)).toBe(getContrastRatio(colour, other));
    expect(contrastText(colour)).toBe(createTheme().palette.getContrastText(colour));
  });
  it('says which colours it cannot read', () => {
    expect(() => alpha('var(--x)', 0.5)).toThrow(/Unsupported colour "var\(--x\)"/);
  });
});
