// src/core/security/authoredHtml.ts: which authored strings need DOMPurify, and its chunk as a store.
import { describe, expect, it, vi } from 'vitest';
import { holdsMarkup, isPlainText, readyToShow, sanitizer } from '../../src/core/security/authoredHtml';

describe('isPlainText: a string with no tag and no character reference reads the same as text', () => {
  it('is text without < or &', () => {
    expect(isPlainText('Are you over 18?')).toBe(true);
    expect(isPlainText('')).toBe(true);
    // A lone ">" or quotes parse as themselves: still text.
    expect(isPlainText('5 > 3 and "quoted" \'too\'')).toBe(true);
  });

  it('is markup with a tag or a character reference, however small', () => {
    expect(isPlainText('Over <strong>18</strong>?')).toBe(false);
    expect(isPlainText('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isPlainText('Fish &amp; chips')).toBe(false);
    expect(isPlainText('a &lt;b&gt;')).toBe(false);
    expect(isPlainText('3 < 4')).toBe(false);
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
