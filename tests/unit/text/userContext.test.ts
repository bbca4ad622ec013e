import { describe, expect, it } from 'vitest';
import { fallbackHtml, fillPlaceholders, isUrlAttribute, placeholdersIn } from '../../../src/core/text/userContext';

describe('fillPlaceholders (text of a text node or an attribute, never HTML)', () => {
  it("fills the visitor's values", () => {
    expect(fillPlaceholders('Hello {firstName}, you have {points} points ({tier}).', { firstName: 'Harvey', points: '1,250', tier: 'Gold' })).toBe(
      'Hello Harvey, you have 1,250 points (Gold).',
    );
  });
  it('fills a value as it is (the DOM takes it as text) or encoded for a URL', () => {
    expect(fillPlaceholders('{firstName}', { firstName: 'x href=https://evil.example' })).toBe('x href=https://evil.example');
    expect(fillPlaceholders('/hello?name={firstName}', { firstName: 'a&b=c d' }, undefined, encodeURIComponent)).toBe('/hello?name=a%26b%3Dc%20d');
  });
  it('uses the authored fallback for an unknown value, else nothing', () => {
    expect(fillPlaceholders('Hello {firstName}!', {}, { firstName: 'there' })).toBe('Hello there!');
    expect(fillPlaceholders('Hello {firstName}!', { firstName: '  ' })).toBe('Hello !');
    expect(fillPlaceholders('{points} points', {}, { points: 0 })).toBe('0 points');
  });
  it('keeps an unknown placeholder as written, and never reads the prototype', () => {
    expect(fillPlaceholders('Hi {frstName} {constructor}', { firstName: 'A' }, { constructor: 'x' })).toBe('Hi {frstName} {constructor}');
    expect(fillPlaceholders('Hi {firstName}', {}, [])).toBe('Hi ');
  });
});

describe('fallbackHtml (the stand-in while the visitor is not known)', () => {
  it('fills every known placeholder with its fallback, else nothing, and keeps an unknown one', () => {
    expect(fallbackHtml('<h1>Hello {firstName}</h1><p>{points} points, {frstName}</p>', { firstName: 'there' })).toBe('<h1>Hello there</h1><p> points, {frstName}</p>');
    expect(fallbackHtml(undefined, { firstName: 'there' })).toBe('');
  });
  it('escapes a fallback as text: it never becomes markup nor leaves an attribute', () => {
    expect(fallbackHtml('<p>Hi {firstName}</p>', { firstName: '<img src=x onerror=alert(1)>' })).toBe('<p>Hi &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(fallbackHtml('<a title="{firstName}">x</a>', { firstName: '" onclick="alert(1)' })).toBe('<a title="&quot; onclick=&quot;alert(1)">x</a>');
  });
});

describe('placeholdersIn and isUrlAttribute', () => {
  it('lists the known placeholders used', () => {
    expect([...placeholdersIn('{firstName} {points} {nope} {firstName}')]).toEqual(['firstName', 'points']);
    expect(placeholdersIn(undefined).size).toBe(0);
  });
  it('knows the URL attributes', () => {
    expect(['href', 'SRC', 'xlink:href', 'action'].map(isUrlAttribute)).toEqual([true, true, true, true]);
    expect(['title', 'alt', 'class'].map(isUrlAttribute)).toEqual([false, false, false]);
  });
});
