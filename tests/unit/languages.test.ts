import { describe, expect, it } from 'vitest';
import { LANGUAGE_POPOVER_MAX_HEIGHT, languageSelectorForm, normalizeLanguageLinks } from '../../src/core/chrome/languages';

describe('normalizeLanguageLinks', () => {
  it('reads the selector shape { label, linkUrl, target, lang }', () => {
    expect(
      normalizeLanguageLinks([
        { label: ' English ', linkUrl: '/en/home.html', target: '_self', lang: 'en' },
        { label: 'Français', linkUrl: 'https://example.com/fr', target: '_blank', lang: 'fr' },
      ]),
    ).toEqual([
      { label: 'English', linkUrl: '/en/home.html', target: '_self', lang: 'en' },
      { label: 'Français', linkUrl: 'https://example.com/fr', target: '_blank', lang: 'fr' },
    ]);
  });

  it('reads the switcher shape { title, link }, bare or under items', () => {
    const items = [
      { title: 'Deutsch', link: '/de.html' },
      { title: 'Italiano', link: '/it.html' },
    ];
    const expected = [
      { label: 'Deutsch', linkUrl: '/de.html', target: '_self' },
      { label: 'Italiano', linkUrl: '/it.html', target: '_self' },
    ];
    expect(normalizeLanguageLinks(items)).toEqual(expected);
    expect(normalizeLanguageLinks({ items })).toEqual(expected);
  });

  it('accepts "blank" as a new-window target and defaults anything else to _self', () => {
    const links = normalizeLanguageLinks([
      { label: 'A', linkUrl: '/a', target: 'blank' },
      { label: 'B', linkUrl: '/b', target: '_top' },
      { label: 'C', linkUrl: '/c' },
    ]);
    expect(links.map((link) => link.target)).toEqual(['_blank', '_self', '_self']);
  });

  it('drops entries without a label or a safe URL, and refuses script URLs', () => {
    const links = normalizeLanguageLinks([
      null,
      'English',
      { label: '', linkUrl: '/x' },
      { label: 'No URL' },
      { label: 'Script', linkUrl: 'javascript:alert(1)' },
      { title: 'Data', link: 'data:text/html,<script>alert(1)</script>' },
      { label: 'Obfuscated', linkUrl: ' java\tscript:alert(1)' },
      { label: 'Kept', linkUrl: '/kept' },
    ]);
    expect(links).toEqual([{ label: 'Kept', linkUrl: '/kept', target: '_self' }]);
  });

  it('gives nothing for input that is not a list', () => {
    expect(normalizeLanguageLinks(undefined)).toEqual([]);
    expect(normalizeLanguageLinks('en,fr')).toEqual([]);
    expect(normalizeLanguageLinks({ items: 'x' })).toEqual([]);
  });

  it('omits lang when it is not authored, trims it when it is', () => {
    const [withLang, without] = normalizeLanguageLinks([
      { label: 'English', linkUrl: '/en', lang: ' en-GB ' },
      { label: 'Français', linkUrl: '/fr', lang: '  ' },
    ]);
    expect(withLang!.lang).toBe('en-GB');
    expect(without).not.toHaveProperty('lang');
  });
});

describe('languageSelectorForm', () => {
  const link = (label: string) => ({ label, linkUrl: `/${label}`, target: '_self' as const });

  it('more than two links: a popover, the first as the trigger, the rest listed', () => {
    const form = languageSelectorForm([link('en'), link('fr'), link('de')]);
    expect(form).toEqual({ kind: 'popover', current: link('en'), others: [link('fr'), link('de')] });
  });

  it('exactly two links: one plain link built from the second entry', () => {
    expect(languageSelectorForm([link('en'), link('fr')])).toEqual({ kind: 'link', link: link('fr') });
  });

  it('one link or none: nothing', () => {
    expect(languageSelectorForm([link('en')])).toEqual({ kind: 'none' });
    expect(languageSelectorForm([])).toEqual({ kind: 'none' });
  });

  it('works on normalized authored data of either shape', () => {
    const form = languageSelectorForm(
      normalizeLanguageLinks([
        { title: 'English', link: '/en' },
        { label: 'Français', linkUrl: '/fr' },
        { title: 'Bad', link: 'javascript:void 0' },
      ]),
    );
    // The refused entry is dropped before counting: two links, so one plain link.
    expect(form).toEqual({ kind: 'link', link: { label: 'Français', linkUrl: '/fr', target: '_self' } });
  });

  it('caps the popover at 300px (component-catalogue section 9)', () => {
    expect(LANGUAGE_POPOVER_MAX_HEIGHT).toBe(300);
  });
});
