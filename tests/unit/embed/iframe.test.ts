import { describe, expect, it } from 'vitest';
import { DEFAULT_IFRAME_HEIGHT, embedOriginsOf, iframeLength, iframeSandbox, iframeSource, userDataTarget } from '../../../src/core/embed/iframe';
import { pageConfigOf } from '../../../src/core/model/page';

const PAGE = 'https://shop.example.com/gb/en/help.html';
const ORIGIN = 'https://shop.example.com';

describe('iframeSource', () => {
  it('no URL: nothing to embed', () => {
    expect(iframeSource(undefined, [], PAGE)).toEqual({ kind: 'none' });
    expect(iframeSource('   ', [], PAGE)).toEqual({ kind: 'none' });
    expect(iframeSource(42, [], PAGE)).toEqual({ kind: 'none' });
  });

  it('an http(s) URL from another origin, with its origin', () => {
    expect(iframeSource('https://quiz.example.org/start?x=1', undefined, PAGE, ORIGIN)).toEqual({
      kind: 'ok',
      src: 'https://quiz.example.org/start?x=1',
      origin: 'https://quiz.example.org',
      sameOrigin: false,
    });
  });

  it('a relative URL resolves against the page and is same-origin', () => {
    expect(iframeSource('/embed/form.html', [], PAGE, ORIGIN)).toMatchObject({ kind: 'ok', src: 'https://shop.example.com/embed/form.html', sameOrigin: true });
  });

  it("compares with the page's own origin, not a <base href> elsewhere, and fails closed when it is unknown", () => {
    const base = 'https://cdn.example.net/assets/';
    expect(iframeSource('https://shop.example.com/embed/form.html', [], base, ORIGIN)).toMatchObject({ sameOrigin: true });
    expect(iframeSource('/embed/form.html', [], base, ORIGIN)).toMatchObject({ src: 'https://cdn.example.net/embed/form.html', sameOrigin: false });
    expect(iframeSource('https://quiz.example.org/', [], PAGE)).toMatchObject({ sameOrigin: true });
    expect(iframeSource('https://quiz.example.org/', [], PAGE, 'null')).toMatchObject({ sameOrigin: true });
  });

  it("posts the user data to a listed foreign frame's own origin only, and to no same-origin, refused or missing frame", () => {
    const listed = ['https://quiz.example.org', ORIGIN];
    expect(userDataTarget(iframeSource('https://quiz.example.org/start', [], PAGE, ORIGIN), listed)).toBe('https://quiz.example.org');
    expect(userDataTarget(iframeSource('/embed/form.html', [], PAGE, ORIGIN), listed), 'same origin, even when listed').toBeUndefined();
    expect(userDataTarget(iframeSource('javascript:alert(1)', [], PAGE, ORIGIN), listed)).toBeUndefined();
    expect(userDataTarget(undefined, listed)).toBeUndefined();
  });

  it('sends nothing to a foreign frame the page does not list, nor to any frame without a list', () => {
    const quiz = iframeSource('https://quiz.example.org/start', [], PAGE, ORIGIN);
    expect(userDataTarget(quiz, ['https://partner.example.com'])).toBeUndefined();
    expect(userDataTarget(quiz, ['http://quiz.example.org'] /* another scheme */)).toBeUndefined();
    expect(userDataTarget(quiz, ['https://quiz.example.org:8443'] /* another port */)).toBeUndefined();
    expect(userDataTarget(quiz, [])).toBeUndefined();
    expect(userDataTarget(quiz, undefined)).toBeUndefined();
  });

  it('refuses every scheme but http(s), obfuscated forms included', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' \u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'mailto:a@b.c', 'blob:https://x/y', 'vbscript:x', 'http://[bad']) {
      expect(iframeSource(url, [], PAGE), url).toEqual({ kind: 'refused', url });
    }
  });

  it('adds the parameters to the query, encoded, after the existing ones', () => {
    const source = iframeSource('https://quiz.example.org/start?lang=en#top', [{ key: 'market', value: 'gb' }, { key: 'q', value: 'a&b=c' }, { key: 'n', value: 3 }], PAGE);
    expect(source).toMatchObject({ src: 'https://quiz.example.org/start?lang=en&market=gb&q=a%26b%3Dc&n=3#top' });
  });

  it('skips parameters without a key; a missing value is empty', () => {
    const source = iframeSource('https://quiz.example.org/', [{ value: 'x' }, { key: ' ', value: 'y' }, null, 'text', { key: 'empty' }], PAGE);
    expect(source).toMatchObject({ src: 'https://quiz.example.org/?empty=' });
  });
});

describe('iframeSandbox', () => {
  it('never allow-scripts with allow-same-origin for a same-origin frame', () => {
    const tokens = iframeSandbox(true).split(' ');
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
  });

  it('a cross-origin frame keeps its origin, so it can be addressed by it', () => {
    expect(iframeSandbox(false).split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']));
  });
});

describe('iframeLength', () => {
  it('defaults (spec: height 300, width 100%)', () => {
    expect(iframeLength(undefined, DEFAULT_IFRAME_HEIGHT)).toBe(300);
    expect(iframeLength('', '100%')).toBe('100%');
  });

  it('digits are pixels; other values as authored (safeCss decides)', () => {
    expect(iframeLength('450', 300)).toBe(450);
    expect(iframeLength(' 12.5 ', 300)).toBe(12.5);
    expect(iframeLength('40rem', 300)).toBe('40rem');
    expect(iframeLength('red;}', 300)).toBe('red;}');
  });
});

describe('embedOriginsOf (config.embedOrigins)', () => {
  it('keeps exact http(s) origins, a trailing slash and the host case tolerated, each once', () => {
    expect(embedOriginsOf(['https://partner.example.com', 'http://localhost:8000/', 'HTTPS://Quiz.Example.org', 'https://partner.example.com'])).toEqual([
      'https://partner.example.com',
      'http://localhost:8000',
      'https://quiz.example.org',
    ]);
  });

  it('drops what is not an origin written as one: paths, queries, wildcards, default ports, other schemes, non-strings', () => {
    expect(
      embedOriginsOf([
        'https://partner.example.com/embed',
        'https://partner.example.com?x=1',
        'https://*.example.com',
        '*',
        'https://partner.example.com:443',
        'partner.example.com',
        'ftp://partner.example.com',
        'javascript:alert(1)',
        'null',
        '',
        42,
        null,
        { origin: 'https://partner.example.com' },
      ]),
    ).toEqual([]);
  });

  it('anything but a list is no list', () => {
    expect(embedOriginsOf(undefined)).toEqual([]);
    expect(embedOriginsOf('https://partner.example.com')).toEqual([]);
    expect(embedOriginsOf({ 0: 'https://partner.example.com' })).toEqual([]);
  });

  it("is read from the root model's config into the page config", () => {
    expect(pageConfigOf({ config: { embedOrigins: ['https://partner.example.com/', 'https://x.example.com/path'] } }).embedOrigins).toEqual(['https://partner.example.com']);
    expect(pageConfigOf({ config: {} }).embedOrigins).toEqual([]);
    expect(pageConfigOf({}).embedOrigins).toEqual([]);
  });
});
