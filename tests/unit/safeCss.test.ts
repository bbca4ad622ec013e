import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSS_COLOR, reportUnsafeCss, safeColor, safeCss, safeCssUrl, safeLength } from '../../src/core/security/safeCss';

/** Values that try to end the declaration or the rule, load something, or run script. */
const ATTACKS = [
  '0;}}:host{display:none!important}.x{',
  'red;}:host{display:none}',
  'red; background-image: url(x)',
  'url(javascript:alert(1))',
  'url(https://evil.example/x.png)',
  'expression(alert(1))',
  'red/* */',
  '/* */red',
  'red\\;',
  '\\72 ed',
  '<style>',
  'red\n}',
  'red}',
  'red;',
  '@import "x.css"',
  'var(--x)',
  'calc(1px + 1px)',
  'rgb(0 0 0);}:host{display:none}',
  'rgb(0, 0, 0) url(x)',
  `rgb(${'1 '.repeat(5000)})`,
  `#${'f'.repeat(6000)}`,
  `${'9'.repeat(6000)}px`,
];

describe('safeLength', () => {
  it('keeps 0 and non-negative numbers with a unit, trimmed and lower-cased; a number is pixels', () => {
    for (const [value, expected] of [
      ['0', '0'],
      ['24px', '24px'],
      [' 2.5rem ', '2.5rem'],
      ['1.5em', '1.5em'],
      ['50%', '50%'],
      ['.5vh', '.5vh'],
      ['10VW', '10vw'],
      ['3vmin', '3vmin'],
      ['3vmax', '3vmax'],
      ['20ch', '20ch'],
      ['2ex', '2ex'],
      ['100svh', '100svh'],
      ['100dvh', '100dvh'],
      ['12pt', '12pt'],
    ] as const) {
      expect(safeLength(value), value).toBe(expected);
    }
    expect(safeLength(24)).toBe('24px');
    expect(safeLength(0)).toBe('0px');
  });
  it('refuses unitless numbers in text, negative or infinite lengths, keywords, functions and anything else', () => {
    for (const value of ['24', '-4px', '4 px', '4px 4px', 'auto', 'none', 'calc(100% - 4px)', '1e3px', '', ' ', ...ATTACKS]) {
      expect(safeLength(value), value).toBeUndefined();
    }
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, ['4px']]) expect(safeLength(value)).toBeUndefined();
  });
});

describe('safeColor', () => {
  it('keeps hex, rgb()/hsl()-style functions in legacy and modern syntax, and named colours', () => {
    for (const value of [
      '#fff',
      '#ffff',
      '#001871',
      '#001871cc',
      '#ABCDEF',
      'rgb(0, 24, 113)',
      'rgba(0, 24, 113, 0.5)',
      'rgb(0 24 113)',
      'rgb(0 24 113 / 50%)',
      'rgb(100%, 0%, 0%)',
      'hsl(230, 100%, 22%)',
      'hsla(230, 100%, 22%, .9)',
      'hsl(230deg 100% 22% / 0.9)',
      'hsl(0.5turn 50% 50%)',
      'hsl(none 0% 50%)',
      'hwb(12 50% 0%)',
      'oklch(62.8% 0.25 29.23)',
      'lab(52.2% 40.1 59.9 / 0.5)',
      'navy',
      'RebeccaPurple',
      'transparent',
      'currentColor',
    ]) {
      expect(safeColor(value), value).toBe(value);
      expect(CSS_COLOR.test(value), value).toBe(true);
    }
    expect(safeColor('  #001871 ')).toBe('#001871');
  });
  it('refuses malformed colours, words that are not colours, and anything that could carry more CSS', () => {
    for (const value of ['#12', '#12345', '#ggg', 'rgb()', 'rgb(0, 0)', 'rgb(0, 0, 0, 0, 0)', 'rgb(0 0 0', 'red blue', 'inherit', 'initial', 'notacolour', 'color(srgb 1 0 0)', '', ...ATTACKS]) {
      expect(safeColor(value), value).toBeUndefined();
    }
    for (const value of [12, null, undefined, { toString: () => 'red' }]) expect(safeColor(value)).toBeUndefined();
  });
});

describe('safeCssUrl', () => {
  it('quotes a safe image URL as one url() string, CSS-escaping quotes, backslashes and control characters', () => {
    expect(safeCssUrl('https://cdn.example/a b.png')).toBe('url("https://cdn.example/a b.png")');
    expect(safeCssUrl(' /content/dam/hero.jpg ')).toBe('url("/content/dam/hero.jpg")');
    expect(safeCssUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('url("data:image/png;base64,iVBORw0KGgo=")');
    expect(safeCssUrl('/x.png");}:host{display:none}.x{background:url("')).toBe('url("/x.png\\22 );}:host{display:none}.x{background:url(\\22 ")');
    expect(safeCssUrl('/a\\b.png')).toBe('url("/a\\5c b.png")');
    // A data: URL keeps inner control characters: they are escaped, never left to end the string.
    expect(safeCssUrl('data:image/png;base64,AA\nBB\fCC')).toBe('url("data:image/png;base64,AA\\a BB\\c CC")');
  });
  it('refuses what safeImageUrl refuses', () => {
    for (const value of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', '', '  ', null, 42]) {
      expect(safeCssUrl(value), String(value)).toBeUndefined();
    }
  });
  it('every result is exactly one quoted url() token, whatever the input', () => {
    for (const value of [...ATTACKS, '"', '\\', '")', "')", '\n', 'a"b\\c\u0000d\u007fe']) {
      const css = safeCssUrl(value);
      if (css === undefined) continue;
      expect(css, value).toMatch(/^url\("(?:[^"\\\u0000-\u001f\u007f]|\\[0-9a-f]+ )*"\)$/);
    }
  });
});

describe('safeCss', () => {
  it('dispatches by kind', () => {
    expect(safeCss('length', '2rem')).toBe('2rem');
    expect(safeCss('color', 'navy')).toBe('navy');
    expect(safeCss('image', '/a.png')).toBe('url("/a.png")');
    expect(safeCss('length', 'red')).toBeUndefined();
    expect(safeCss('color', '2rem')).toBeUndefined();
    expect(safeCss('image', 'javascript:x')).toBeUndefined();
  });
});

describe('reportUnsafeCss', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs one error per element, field and value, naming them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const spacer = { tag: 'brand-spacer', host: {} };
    reportUnsafeCss(spacer, 'height', 'length', '0;}}:host{display:none!important}.x{');
    reportUnsafeCss(spacer, 'height', 'length', '0;}}:host{display:none!important}.x{');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenLastCalledWith('<brand-spacer>: refused height "0;}}:host{display:none!important}.x{": not a CSS length (0, or a number with a unit such as px, rem or %).');
    reportUnsafeCss(spacer, 'heightXs', 'length', '0;}}:host{display:none!important}.x{');
    reportUnsafeCss({ tag: 'brand-spacer', host: {} }, 'height', 'length', '0;}}:host{display:none!important}.x{');
    expect(error).toHaveBeenCalledTimes(3);
  });
  it('cuts long values and escapes line breaks; without an element it reports once per tag', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportUnsafeCss(null, 'background', 'color', `red\n${'x'.repeat(500)}`);
    reportUnsafeCss(null, 'background', 'color', `red\n${'x'.repeat(500)}`);
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]![0]);
    expect(message).toBe(`<brand-element>: refused background "red\\n${'x'.repeat(56)}": not a CSS colour.`);
  });
});
