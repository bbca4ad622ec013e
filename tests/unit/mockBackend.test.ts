import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../demo/mock/index.mjs';
import { escapeXml, parseColor, parseSize, placeholderSvg } from '../../demo/mock/placeholderImage.mjs';

describe('mock backend: routes', () => {
  it('matches a route and its parameters, and tells the allowed method otherwise', () => {
    const found = matchRoute('GET', '/mock/img/390x260.svg');
    expect(found?.params).toEqual(['390', '260']);
    expect(matchRoute('HEAD', '/mock/health')?.route).toBeDefined();
    expect(matchRoute('POST', '/mock/health')).toEqual({ allowed: ['GET'] });
    expect(matchRoute('GET', '/mock/nothing')).toBeUndefined();
  });
});

describe('mock backend: placeholder images', () => {
  it('accepts sizes from 1 to 4000 only', () => {
    expect(parseSize('390')).toBe(390);
    for (const bad of ['0', '4001', '-5', '12.5', 'abc', '']) expect(parseSize(bad), bad).toBeUndefined();
  });
  it('accepts hex colours only', () => {
    expect(parseColor('#00a9e0', '#000000')).toMatch(/^#00a9e0$/i);
    expect(parseColor('red;background:url(x)', '#123456')).toBe('#123456');
  });
  it('escapes the label, so a query string cannot inject markup into the SVG', () => {
    expect(escapeXml(`<script>"&'`)).toBe('&lt;script&gt;&quot;&amp;&apos;');
    const svg: string = placeholderSvg({ width: 300, height: 200, label: '</text><script>alert(1)</script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(svg).toMatch(/<svg[^>]*width="300"[^>]*height="200"/);
  });
  it('prints its pixel size only when asked (a srcset demo), never on a shop image', () => {
    expect(placeholderSvg({ width: 768, height: 432, label: 'ZYN Cool Mint' })).not.toContain('768 × 432');
    expect(placeholderSvg({ width: 768, height: 432, label: 'ZYN Cool Mint', showSize: true })).toContain('>768 × 432</text>');
  });
  it('brings a Khmer font inside the SVG for a Khmer label only (an image cannot use the page fonts)', () => {
    const khmer: string = placeholderSvg({ width: 300, height: 200, label: 'ZYN នំ' });
    expect(khmer).toMatch(/@font-face\{font-family:"Noto Sans Khmer";[^}]*src:url\(data:font\/woff2;base64,[A-Za-z0-9+/]{1000,}/);
    expect(khmer).toContain(`font-family="'Noto Sans Khmer', Figtree`);
    expect(placeholderSvg({ width: 300, height: 200, label: 'ZYN Cool Mint' })).not.toContain('@font-face');
  });
  it('draws a brand mark (kind=logo: the footer\'s payment and delivery services) as its name on a card, no product, the name escaped', () => {
    const logo: string = placeholderSvg({ width: 64, height: 40, label: 'Visa', kind: 'logo' });
    expect(logo).toMatch(/<svg[^>]*width="64"[^>]*height="40"[^>]*aria-label="Visa"/);
    expect(logo).toMatch(/<text[^>]*text-anchor="middle"[^>]*>Visa<\/text>/);
    expect(logo).not.toContain('url(#body)'); // no tin
    expect(placeholderSvg({ width: 64, height: 40, label: 'Visa' })).toContain('url(#body)');
    const size = (label: string) => Number(/font-size="([\d.]+)"/.exec(placeholderSvg({ width: 64, height: 40, label, kind: 'logo' }))![1]);
    expect(size('Royal Mail')).toBeLessThan(size('DPD')); // a longer name set smaller, to fit
    expect(size('Royal Mail') * 'Royal Mail'.length * 0.6).toBeLessThanOrEqual(64);
    expect(placeholderSvg({ width: 64, height: 40, label: '<script>', kind: 'logo' })).not.toContain('<script>');
  });
});
