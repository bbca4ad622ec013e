// src/core/security/authoredHtml.ts: which authored strings need DOMPurify, and its chunk as a store.
import { describe, expect, it, vi } from 'vitest';
import { holdsMarkup, isPlainText, readyToShow, sanitizer } from '../../src/core/security/authoredHtml';
import { markupAsText } from '../../src/core/text/markupAsText';

describe('isPlainText: a string with no tag and no character reference reads the same as text', () => {
  it('is text without < or &', () => {
    expect(isPlainText('Are you over 18?')).toBe(true);
    expect(isPlainText('')).toBe(true);
    // A lone ">" or quotes parse as themselves: still text.
    expect(isPlainText('5 > 3 and "quoted" \'too\'')).toBe(true);
    // An & that cannot start a reference (HTML reads it as itself).
    expect(isPlainText('Fish & chips, 100% & more')).toBe(true);
  });

  it('is markup with a tag or a character reference, however small', () => {
    expect(isPlainText('Over <strong>18</strong>?')).toBe(false);
    expect(isPlainText('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isPlainText('Fish &amp; chips')).toBe(false);
    expect(isPlainText('a &lt;b&gt;')).toBe(false);
    expect(isPlainText('3 < 4')).toBe(false);
    // HTML reads "&copy" as © even without its ;, so an & before a letter or # is never taken for text.
    expect(isPlainText('R&D &copy 2026')).toBe(false);
    expect(isPlainText('&#169;')).toBe(false);
  });
});

describe('holdsMarkup: whether an element\'s fields hold a tag or a character reference anywhere', () => {
  it('finds a tag at any depth, in objects and arrays', () => {
    expect(holdsMarkup({ title: 'Hello', items: [{ text: 'plain' }, { text: { html: '<p>deep</p>' } }] })).toBe(true);
    expect(holdsMarkup('<b>x</b>')).toBe(true);
  });

  it('finds a character reference ended by ;', () => {
    expect(holdsMarkup({ title: 'Fish &amp; chips' })).toBe(true);
    expect(holdsMarkup(['&#169; 2026'])).toBe(true);
    expect(holdsMarkup('&#xA9;')).toBe(true);
  });

  it('is false for text, numbers, booleans, null and a link\'s query (no ; ends its &)', () => {
    expect(holdsMarkup({ title: 'Hello', count: 3, on: true, none: null, list: ['a', 'b'], link: '/a?b=1&c=2', and: 'salt & pepper' })).toBe(false);
    expect(holdsMarkup(undefined)).toBe(false);
  });

  it('answers yes past 5,000 values (waiting for the sanitizer is the safe side), and reads an object once', () => {
    const many = { items: Array.from({ length: 6000 }, (_, index) => ({ text: `plain ${index}` })) };
    expect(holdsMarkup(many)).toBe(true);
    let reads = 0;
    const counted = {
      get text() {
        reads += 1;
        return 'plain';
      },
    };
    expect(holdsMarkup(counted)).toBe(false);
    expect(holdsMarkup(counted)).toBe(false);
    expect(reads).toBe(1);
  });

  it('skips a field that throws when read (the component reports it) and reads the rest', () => {
    const fields = {
      get broken(): unknown {
        throw new Error('unreadable');
      },
      other: '<em>x</em>',
    };
    expect(holdsMarkup(fields)).toBe(true);
    expect(holdsMarkup({ get broken(): unknown { throw new Error('unreadable'); } })).toBe(false);
  });
});

describe('the sanitizer\'s chunk as a store', () => {
  it('text is ready to show at once, without loading anything', async () => {
    expect(sanitizer.ready()).toBe(false);
    await readyToShow({ title: 'plain' });
    expect(sanitizer.ready()).toBe(false);
  });

  it('markup loads it once, tells every listener, and is ready after', async () => {
    const heard = vi.fn();
    const stop = sanitizer.subscribe(heard);
    const first = sanitizer.load();
    expect(sanitizer.load()).toBe(first);
    await readyToShow({ title: '<b>x</b>' });
    expect(sanitizer.ready()).toBe(true);
    expect(typeof sanitizer.now()).toBe('function');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('markupAsText: what markup shows when the sanitizer cannot load (written as text, never parsed)', () => {
  it('leaves the tags out, blocks apart, inline elements in place', () => {
    expect(markupAsText('<p>Are you <strong>18</strong> or older?</p><p>Please confirm.</p>')).toBe('Are you 18 or older? Please confirm.');
    expect(markupAsText('<img src=x onerror=alert(1)>Hello<script>alert(1)</script>')).toBe('Helloalert(1)');
    expect(markupAsText('a<br>b')).toBe('a b');
  });

  it('reads the common references, named and numeric, and leaves unknown ones as they are', () => {
    expect(markupAsText('Fish &amp; chips &lt;3 &#169; &#xA9; &nbsp;x &bogus;')).toBe('Fish & chips <3 © © x &bogus;');
    expect(markupAsText('&#0; &#x110000;')).toBe('');
  });
});
