import { describe, expect, it } from 'vitest';
import {
  isTrustedShopId,
  ratingProvider,
  ratingScript,
  TRUSTED_SHOP_BADGE,
  trustedShopScriptUrl,
  TRUSTPILOT_SCRIPT_URL,
} from '../../src/core/chrome/ratingWidget';
import { safeScriptUrl } from '../../src/core/async/loadScript';

const SNIPPET = '<div class="trustpilot-widget" data-template-id="5419b6a8b0d04a076446a9ad"></div>';

describe('ratingProvider', () => {
  it('knows TrustPilot and TrustedShop, forgiving case, spaces and a trailing s', () => {
    expect(ratingProvider('TrustPilot')).toBe('TrustPilot');
    expect(ratingProvider('trustpilot')).toBe('TrustPilot');
    expect(ratingProvider('TrustedShop')).toBe('TrustedShop');
    expect(ratingProvider('Trusted Shops')).toBe('TrustedShop');
    expect(ratingProvider('Yotpo')).toBeUndefined();
    expect(ratingProvider(undefined)).toBeUndefined();
  });
});

describe('TrustedShop ids and script URL', () => {
  it('accepts letters and digits only', () => {
    expect(isTrustedShopId('X1A2B3C4D5E6F')).toBe(true);
    for (const bad of ['', 'abc-def', 'abc.js', '../x', 'a b', 'abc?x=1', 'é1', 42]) expect(isTrustedShopId(bad)).toBe(false);
  });

  it('builds https://widgets.trustedshops.com/js/<id>.js', () => {
    expect(trustedShopScriptUrl('XA2A8D35838AF5F63E5EB0E05847B1CB8')).toBe('https://widgets.trustedshops.com/js/XA2A8D35838AF5F63E5EB0E05847B1CB8.js');
    expect(trustedShopScriptUrl('x/../../evil')).toBeUndefined();
  });

  it('has the fixed badge configuration: click-triggered card, custom reviews, 50 by 50', () => {
    expect(TRUSTED_SHOP_BADGE).toMatchObject({ cardTrigger: 'click', variant: 'custom_reviews', width: 50, height: 50 });
  });
});

describe('safeScriptUrl', () => {
  it('allows absolute http(s) URLs and same-origin paths', () => {
    expect(safeScriptUrl('https://widget.trustpilot.com/x.js')).toBe('https://widget.trustpilot.com/x.js');
    expect(safeScriptUrl('http://127.0.0.1:8000/mock/rating/trustpilot.js')).toBe('http://127.0.0.1:8000/mock/rating/trustpilot.js');
    expect(safeScriptUrl(' /mock/rating/trustpilot.js?v=2 ')).toBe('/mock/rating/trustpilot.js?v=2');
  });

  it('refuses script-capable schemes, protocol-relative hosts, bare relative paths and odd characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://example.com/x',
      '//evil.example/x.js',
      '/\\evil.example/x.js',
      'mock/rating.js',
      'https:/x.js',
      'https://',
      '/a b.js',
      '',
      undefined,
      7,
    ]) {
      expect(safeScriptUrl(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('ratingScript', () => {
  it('TrustPilot: the bootstrap script', () => {
    expect(ratingScript({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET })).toEqual({ ok: true, provider: 'TrustPilot', url: TRUSTPILOT_SCRIPT_URL });
    expect(TRUSTPILOT_SCRIPT_URL).toBe('https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js');
  });

  it('TrustPilot without a snippet loads nothing', () => {
    expect(ratingScript({ serviceName: 'TrustPilot', trustPilotSnippet: '  ' })).toMatchObject({ ok: false, provider: 'TrustPilot' });
  });

  it('TrustedShop: the shop script, only with a valid id', () => {
    expect(ratingScript({ serviceName: 'TrustedShop', trustedShopId: 'ABC123' })).toEqual({
      ok: true,
      provider: 'TrustedShop',
      url: 'https://widgets.trustedshops.com/js/ABC123.js',
    });
    const bad = ratingScript({ serviceName: 'TrustedShop', trustedShopId: 'abc"><script>' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.reason).toMatch(/trustedShopId/);
  });

  it('an unknown service loads nothing and says why', () => {
    const result = ratingScript({ serviceName: 'Other' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/unknown serviceName "Other"/);
  });

  it('scriptUrl overrides the provider URL when it is safe, and refuses it otherwise', () => {
    expect(ratingScript({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: '/mock/rating/trustpilot.js' })).toEqual({
      ok: true,
      provider: 'TrustPilot',
      url: '/mock/rating/trustpilot.js',
    });
    const refused = ratingScript({ serviceName: 'TrustedShop', trustedShopId: 'ABC', scriptUrl: 'javascript:alert(1)' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/refused scriptUrl/);
    // An empty override is no override.
    expect(ratingScript({ serviceName: 'TrustedShop', trustedShopId: 'ABC', scriptUrl: '' })).toMatchObject({ ok: true, url: 'https://widgets.trustedshops.com/js/ABC.js' });
    // An override runs code on the page: only same-origin paths or https on a provider's host.
    for (const url of ['https://evil.example/x.js', 'http://widget.trustpilot.com/x.js', '//widget.trustpilot.com/x.js']) {
      expect(ratingScript({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: url }).ok, url).toBe(false);
    }
    expect(ratingScript({ serviceName: 'TrustPilot', trustPilotSnippet: SNIPPET, scriptUrl: 'https://widget.trustpilot.com/bootstrap/v5/x.js' }).ok).toBe(true);
  });
});
