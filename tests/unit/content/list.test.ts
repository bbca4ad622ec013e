import { describe, expect, it } from 'vitest';
import { formatListDate, isoDay, normalizeListItems, parseLastModified } from '../../../src/core/content/list';

// 2026-03-12T10:30:00Z, as Adobe's list exports it (epoch milliseconds).
const MARCH_12 = Date.UTC(2026, 2, 12, 10, 30);

describe('parseLastModified', () => {
  it('reads Adobe\'s epoch milliseconds, as a number or a string of digits', () => {
    expect(parseLastModified(MARCH_12)?.toISOString()).toBe('2026-03-12T10:30:00.000Z');
    expect(parseLastModified(String(MARCH_12))?.toISOString()).toBe('2026-03-12T10:30:00.000Z');
  });

  it('reads ISO 8601 strings, with or without a time', () => {
    expect(parseLastModified('2026-03-12T10:30:00Z')?.getTime()).toBe(MARCH_12);
    expect(parseLastModified('2026-03-12')?.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(parseLastModified(' 2026-03-12T11:30:00+01:00 ')?.getTime()).toBe(MARCH_12);
  });

  it('gives undefined for anything else', () => {
    for (const value of [undefined, null, '', 'yesterday', '12/03/2026', '2026-13-45', NaN, Infinity, {}, [], true]) {
      expect(parseLastModified(value), String(value)).toBeUndefined();
    }
  });
});

describe('normalizeListItems', () => {
  it('takes Adobe v2/v3 items: title, description, lastModified and link.url (or url, or path)', () => {
    const entries = normalizeListItems([
      { title: ' Delivery times ', description: 'When your order arrives.', lastModified: MARCH_12, link: { url: '/help/delivery.html', valid: true } },
      { title: 'Returns', url: '/help/returns.html', lastModified: '2026-01-05' },
      { title: 'Pouches', path: '/content/help/pouches' },
      { title: 'Contact', link: '/help/contact.html' },
    ]);
    expect(entries).toEqual([
      { title: 'Delivery times', description: 'When your order arrives.', date: new Date(MARCH_12), url: '/help/delivery.html' },
      { title: 'Returns', date: new Date('2026-01-05T00:00:00Z'), url: '/help/returns.html' },
      { title: 'Pouches', url: '/content/help/pouches' },
      { title: 'Contact', url: '/help/contact.html' },
    ]);
  });

  it('accepts { items } and drops entries without a title', () => {
    expect(normalizeListItems({ items: [{ title: 'A' }, { description: 'no title' }, null, 'x', { title: '  ' }] })).toEqual([{ title: 'A' }]);
    expect(normalizeListItems(undefined)).toEqual([]);
    expect(normalizeListItems('[]')).toEqual([]);
  });

  it('keeps a refused URL apart, never as the link', () => {
    const [entry] = normalizeListItems([{ title: 'Bad', link: { url: 'javascript:alert(1)' } }]);
    expect(entry).toEqual({ title: 'Bad', refusedUrl: 'javascript:alert(1)' });
  });
});

describe('formatListDate', () => {
  const date = new Date(MARCH_12);

  it('formats in the page\'s language', () => {
    expect(formatListDate(date, 'en')).toBe('March 12, 2026');
    expect(formatListDate(date, 'en-GB')).toBe('12 March 2026');
    expect(formatListDate(date, 'de')).toBe('12. März 2026');
    expect(formatListDate(date, 'ar')).toContain('مارس');
    expect(formatListDate(date, 'km')).toContain('មីនា');
  });

  it('shows the UTC calendar day, whatever the visitor\'s time zone', () => {
    expect(formatListDate(new Date('2026-03-12T23:59:00Z'), 'en')).toBe('March 12, 2026');
    expect(isoDay(new Date('2026-03-12T23:59:00Z'))).toBe('2026-03-12');
  });

  it('is in English without a language, and 2026-03-12 in a language without data or a malformed one', () => {
    expect(formatListDate(date, undefined)).toBe('March 12, 2026');
    expect(formatListDate(date, '')).toBe('March 12, 2026');
    expect(formatListDate(date, 'not a language!')).toBe('2026-03-12');
    expect(formatListDate(date, 'xx')).toBe('2026-03-12');
  });
});
