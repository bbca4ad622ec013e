import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeUrl, safeWebUrl } from '../../src/core/security/safeUrl';

describe('safeUrl', () => {
  it('keeps http(s), mailto, tel, relative, fragment and protocol-relative URLs', () => {
    for (const url of ['https://example.com/a?b=1', 'http://x.test', 'mailto:a@b.c', 'tel:+441234', '/shop/cart.html', 'page.html', '#main', '//cdn.test/x.png', '?q=1']) {
      expect(safeUrl(url)).toBe(url);
    }
  });
  it('refuses script-capable and unknown schemes, however disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ]) {
      expect(safeUrl(url), url).toBeNull();
    }
  });
  it('refuses what is not a string or is blank', () => {
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl({ href: 'https://x' })).toBeNull();
    expect(safeUrl('   ')).toBeNull();
  });
  it('allows inline raster images but no other data: URL for images', () => {
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageUrl('data:text/html,x')).toBeNull();
  });
});

describe('safeWebUrl (a page to open)', () => {
  it('keeps http(s) and relative URLs, refuses every other scheme', () => {
    expect(safeWebUrl('https://shop.example/join?ref=A')).toBe('https://shop.example/join?ref=A');
    expect(safeWebUrl('HTTP://shop.example/')).toBe('HTTP://shop.example/');
    expect(safeWebUrl('/join?ref=A')).toBe('/join?ref=A');
    expect(safeWebUrl('join')).toBe('join');
    expect(safeWebUrl('mailto:a@b.example?body={code}')).toBe(null);
    expect(safeWebUrl('tel:+4412345')).toBe(null);
    expect(safeWebUrl('java\tscript:alert(1)')).toBe(null);
    expect(safeWebUrl('')).toBe(null);
  });
});
