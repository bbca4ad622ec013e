import { describe, expect, it } from 'vitest';
import { escapeHtml, fillUserContext, placeholdersIn } from '../../../src/core/text/userContext';

describe('fillUserContext', () => {
  it("fills the visitor's values", () => {
    expect(fillUserContext('<p>Hello {firstName}, you have {points} points ({tier}).</p>', { firstName: 'Harvey', points: '1,250', tier: 'Gold' })).toBe(
      '<p>Hello Harvey, you have 1,250 points (Gold).</p>',
    );
  });
  it('escapes every value before filling it', () => {
    expect(fillUserContext('<p title="{firstName}">{firstName}</p>', { firstName: '<img src=x onerror=alert(1)>"' })).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt;&quot;">&lt;img src=x onerror=alert(1)&gt;&quot;</p>',
    );
  });
  it('uses the authored fallback for an unknown value, escaped, else nothing', () => {
    expect(fillUserContext('Hello {firstName}!', {}, { firstName: 'there' })).toBe('Hello there!');
    expect(fillUserContext('Hello {firstName}!', {}, { firstName: '<b>you</b>' })).toBe('Hello &lt;b&gt;you&lt;/b&gt;!');
    expect(fillUserContext('Hello {firstName}!', { firstName: '  ' })).toBe('Hello !');
    expect(fillUserContext('{points} points', {}, { points: 0 })).toBe('0 points');
  });
  it('keeps an unknown placeholder as written, and never reads the prototype', () => {
    expect(fillUserContext('Hi {frstName} {constructor}', { firstName: 'A' }, { constructor: 'x' })).toBe('Hi {frstName} {constructor}');
    expect(fillUserContext('Hi {firstName}', {}, [])).toBe('Hi ');
  });
});

describe('placeholdersIn and escapeHtml', () => {
  it('lists the known placeholders used', () => {
    expect([...placeholdersIn('{firstName} {points} {nope} {firstName}')]).toEqual(['firstName', 'points']);
    expect(placeholdersIn(undefined).size).toBe(0);
  });
  it('escapes the five HTML characters', () => expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
});
