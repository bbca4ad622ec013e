// Our button (src/react/shared/buttonControl) and chip (src/react/chip) against Material UI's Button,
// CircularProgress and Chip, which they replace: rendered on the server side by side in the brand themes,
// the same markup and the same rules.
import { describe, expect, it } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeContext } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import MuiButton from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiChip from '@mui/material/Chip';
import { brandTheme, THEME_NAMES } from '../../src/themes';
import { muiThemeOf } from '../../src/themes/mui';
import { ElementContext } from '../../src/react/runtime/elementContext';
import { ButtonControl, type ButtonControlProps } from '../../src/react/shared/buttonControl/ButtonControl';
import { Spinner } from '../../src/react/shared/buttonControl/Spinner';
import { ChipControl } from '../../src/react/chip/Chip';
import { chipOwnStyles } from '../../src/react/chip/Chip';

type Props = Omit<ButtonControlProps, 'loadingIndicator'> & { spinner?: boolean };

/** Renders `node` and returns its markup and every rule its cache collected. */
function render(node: ReactNode, cache: EmotionCache): { body: HTMLElement; css: string } {
  // (A compat cache keeps each rule's text in `inserted`, as the server renderer reads it.)
  cache.compat = true;
  const html = renderToString(h(CacheProvider, { value: cache }, node));
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  // (Emotion writes each rule's <style> beside the markup on the server: the rules are compared from the cache.)
  for (const style of body.querySelectorAll('style')) style.remove();
  return { body, css };
}

/** The generated class of a node (Emotion's `css-…` for MUI's, the runtime's `be-…` for ours). */
const generatedClass = (node: Element) => [...node.classList].find((name) => /^(css|be)-/.test(name));

/** The rules of `css` that style `node`'s generated class, with the class and keyframe names made neutral. */
function rulesOf(node: Element, css: string): string {
  const name = generatedClass(node);
  if (!name) return '';
  const rules: string[] = [];
  // Top-level rules and the rules inside one level of at-rules (media queries).
  const pattern = /(@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\})|([^{}@]+\{[^{}]*\})/g;
  for (const [rule] of css.matchAll(pattern)) if (rule.includes(`.${name}`)) rules.push(rule);
  return rules
    .join('\n')
    .replaceAll(`.${name}`, '.X')
    .replace(/animation-[a-z0-9]+/g, 'animation-K');
}

/** What a node shows of itself: tag, MUI's class names, attributes (ids and generated classes aside). */
function shape(node: Element): unknown {
  const attributes = [...node.attributes]
    .filter((attribute) => !['class', 'id', 'aria-labelledby'].includes(attribute.name))
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
  const classes = [...node.classList].filter((name) => !/^(css|be)-/.test(name)).sort();
  return { tag: node.localName, classes, attributes, children: [...node.children].map(shape), text: node.children.length === 0 ? node.textContent : undefined };
}

function both(theme: (typeof THEME_NAMES)[number], direction: 'ltr' | 'rtl', { spinner, ...props }: Props) {
  const brand = brandTheme({ name: theme, direction });
  const icon = (side: string) => h('svg', { 'data-icon': side, viewBox: '0 0 24 24' });
  const startIcon = props.startIcon ? icon('start') : undefined;
  const endIcon = props.endIcon ? icon('end') : undefined;
  const muiCache = createCache({ key: 'css' });
  const mui = render(
    h(
      ThemeProvider,
      { theme: muiThemeOf(brand) },
      h(MuiButton, { ...(props as object), startIcon, endIcon, loadingIndicator: spinner ? h(CircularProgress, { color: 'inherit', size: 24, 'aria-label': 'Loading' }) : undefined }, 'Send'),
    ),
    muiCache,
  );
  const ourCache = createCache({ key: 'be' });
  const ours = render(
    h(
      ThemeContext.Provider,
      { value: brand },
      h(ElementContext.Provider, { value: { cache: ourCache } as never }, h(ButtonControl, { ...props, startIcon, endIcon, loadingIndicator: spinner ? h(Spinner, { size: 24, 'aria-label': 'Loading' }) : undefined }, 'Send')),
    ),
    ourCache,
  );
  return { mui, ours };
}

const CASES: Array<[string, Props]> = [
  ['plain', {}],
  ['disabled', { disabled: true }],
  ['full width', { fullWidth: true }],
  ['a link', { href: '/shop' }],
  ['loading in the centre', { loading: true, spinner: true }],
  ['not loading, with the slot', { loading: false, spinner: true }],
  ['loading at the start', { loading: true, loadingPosition: 'start', startIcon: true, spinner: true }],
  ['loading at the start, full width', { loading: true, loadingPosition: 'start', startIcon: true, spinner: true, fullWidth: true }],
  ['loading at the end', { loading: true, loadingPosition: 'end', endIcon: true, spinner: true }],
  ['with both icons', { startIcon: true, endIcon: true }],
] as never;

/** The slots to compare, by MUI's class name. */
const SLOTS = [
  'MuiButton-root',
  'MuiButton-startIcon',
  'MuiButton-endIcon',
  'MuiButton-loadingIndicator',
  'MuiButton-loadingIconPlaceholder',
  'MuiCircularProgress-root',
  'MuiCircularProgress-svg',
  'MuiCircularProgress-circle',
];

/** Our button's markup and rules against MUI's, in each case. */
function expectSame(theme: (typeof THEME_NAMES)[number], cases: Array<[string, Props]>): void {
  for (const [label, props] of cases) {
    const { mui, ours } = both(theme, 'ltr', props);
    expect(shape(ours.body.firstElementChild!), label).toEqual(shape(mui.body.firstElementChild!));
    expect(rulesOf(ours.body.firstElementChild!, ours.css), label).toContain('.X{');
    for (const slot of SLOTS) {
      const muiNode = mui.body.querySelector(`.${slot}`);
      const ourNode = ours.body.querySelector(`.${slot}`);
      expect(ourNode === null, `${label}: ${slot}`).toBe(muiNode === null);
      if (muiNode && ourNode) expect(rulesOf(ourNode, ours.css), `${label}: ${slot}`).toBe(rulesOf(muiNode, mui.css));
    }
  }
}

describe("our button draws MUI's Button", () => {
  // Every case in one theme; in the others (their colours), each variant plain and loading.
  for (const variant of ['contained', 'outlined', 'text'] as const) {
    for (const size of ['small', 'medium', 'large'] as const) {
      it(`zyn, ${variant}, ${size}: the same markup and rules in every case`, () => {
        expectSame(
          'zyn',
          CASES.map(([label, props]) => [label, { ...props, variant, size }]),
        );
      });
    }
  }
  for (const theme of THEME_NAMES.filter((name) => name !== 'zyn')) {
    it(`${theme}: each variant, plain and loading, the same markup and rules`, () => {
      expectSame(
        theme,
        (['contained', 'outlined', 'text'] as const).flatMap((variant): Array<[string, Props]> => [
          [`${variant}`, { variant }],
          [`${variant}, loading at the start`, { variant, loading: true, loadingPosition: 'start', startIcon: true, spinner: true } as never],
        ]),
      );
    });
  }

  it('right to left too (the rules are written once; the page mirrors them)', () => {
    const { mui, ours } = both('iqos', 'rtl', { variant: 'contained', loading: true, loadingPosition: 'start', startIcon: true, spinner: true });
    expect(rulesOf(ours.body.querySelector('.MuiButton-root')!, ours.css)).toBe(rulesOf(mui.body.querySelector('.MuiButton-root')!, mui.css));
    expect(rulesOf(ours.body.querySelector('.MuiButton-startIcon')!, ours.css)).toBe(rulesOf(mui.body.querySelector('.MuiButton-startIcon')!, mui.css));
  });

  it('compares what it claims to: the rules differ when the variant does', () => {
    const contained = both('zyn', 'ltr', { variant: 'contained' });
    const outlined = both('zyn', 'ltr', { variant: 'outlined' });
    expect(rulesOf(outlined.ours.body.querySelector('.MuiButton-root')!, outlined.ours.css)).not.toBe(
      rulesOf(contained.mui.body.querySelector('.MuiButton-root')!, contained.mui.css),
    );
    expect(rulesOf(contained.ours.body.querySelector('.MuiButton-root')!, contained.ours.css)).toContain('--variant-containedBg');
  });
});

describe("our chip draws MUI's Chip", () => {
  function chips(theme: (typeof THEME_NAMES)[number], props: { variant: 'filled' | 'outlined'; size: 'small' | 'medium'; href?: string }) {
    const brand = brandTheme({ name: theme, direction: 'ltr' });
    const icon = h('svg', { 'data-icon': 'leaf', viewBox: '0 0 24 24' });
    const muiCache = createCache({ key: 'css' });
    const link = props.href ? { component: 'a', href: props.href, clickable: true } : {};
    const mui = render(
      h(ThemeProvider, { theme: muiThemeOf(brand) }, h(MuiChip, { label: 'Leaf', color: 'primary', variant: props.variant, size: props.size, icon, sx: chipOwnStyles, part: 'chip', ...link } as never)),
      muiCache,
    );
    const ourCache = createCache({ key: 'be' });
    const ours = render(
      h(ThemeContext.Provider, { value: brand }, h(ElementContext.Provider, { value: { cache: ourCache } as never }, h(ChipControl, { label: 'Leaf', variant: props.variant, size: props.size, icon, href: props.href, part: 'chip' }))),
      ourCache,
    );
    return { mui, ours };
  }

  for (const theme of THEME_NAMES) {
    it(`${theme}: filled and outlined, small and medium, static and a link: the same markup and rules`, () => {
      for (const variant of ['filled', 'outlined'] as const) {
        for (const size of ['small', 'medium'] as const) {
          for (const href of [undefined, '/help']) {
            const label = `${variant} ${size} ${href ? 'link' : 'static'}`;
            const { mui, ours } = chips(theme, { variant, size, href });
            const muiRoot = mui.body.firstElementChild!;
            const ourRoot = ours.body.firstElementChild!;
            expect(shape(ourRoot), label).toEqual(shape(muiRoot));
            expect(rulesOf(ourRoot, ours.css), label).toContain('.X{');
            expect(rulesOf(ourRoot, ours.css), label).toBe(rulesOf(muiRoot, mui.css));
            expect(rulesOf(ours.body.querySelector('.MuiChip-label')!, ours.css), label).toBe(rulesOf(mui.body.querySelector('.MuiChip-label')!, mui.css));
          }
        }
      }
    });
  }
});
