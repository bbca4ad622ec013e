import { describe, expect, it } from 'vitest';
import { call } from './call';

describe('mock backend: rating widget stand-in scripts', () => {
  it('serves the TrustPilot stand-in as JavaScript defining Trustpilot.loadFromElement', async () => {
    const response = await call('GET', '/mock/rating/trustpilot.js');
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain('loadFromElement');
    expect(response.body).not.toMatch(/\.innerHTML\s*=|setAttribute\('style'/);
  });

  it('serves the TrustedShops stand-in defining the badge element', async () => {
    const response = await call('GET', '/mock/rating/trustedshops.js');
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain("customElements.define('trustedshops-badge'");
  });

  it('honours fault injection (the widget then shows its label only)', async () => {
    const response = await call('GET', '/mock/rating/trustpilot.js?demo_fault=500');
    expect(response.status).toBe(500);
  });
});
