import { describe, expect, it } from 'vitest';
import { decideVisibility, redirectTarget } from '../../../src/core/gates/visibilityGate';
import { activeGate } from '../../../src/core/gates/order';
import { declareGates, gateStore, isGateTurn, registerGate, setGateState } from '../../../src/core/stores/gates';

const origin = 'https://shop.test';

describe('visibility gate', () => {
  it('shows the page to visitors it lists, to everyone without a list, and in authoring', () => {
    expect(decideVisibility(undefined, 'LAS', false, origin)).toEqual({ action: 'show' });
    expect(decideVisibility({ visibleTo: [] }, 'LAS', false, origin)).toEqual({ action: 'show' });
    expect(decideVisibility({ visibleTo: ['LAU'], gateType: 'redirection', redirectTo: '/login' }, 'LAU', false, origin)).toEqual({ action: 'show' });
    expect(decideVisibility({ visibleTo: ['LAU'], gateType: 'redirection', redirectTo: '/login' }, 'LAS', true, origin)).toEqual({ action: 'show' });
  });
  it('redirects, relative to the origin or to an absolute http(s) URL', () => {
    expect(decideVisibility({ visibleTo: ['LAU'], gateType: 'redirection', redirectTo: '/login.html?x=1' }, 'LAS', false, origin)).toEqual({
      action: 'redirect',
      url: 'https://shop.test/login.html?x=1',
    });
    expect(redirectTarget('https://id.example.com/sso', origin)).toBe('https://id.example.com/sso');
  });
  it('refuses javascript:, data:, protocol-relative and other targets', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:x', 'data:text/html,x', '//evil.test/x', '/\\evil.test', 'ftp://x.test', '', 42]) {
      expect(redirectTarget(bad, origin), String(bad)).toBeUndefined();
    }
    expect(decideVisibility({ visibleTo: ['LAU'], gateType: 'redirection', redirectTo: 'javascript:alert(1)' }, 'LAS', false, origin)).toMatchObject({ action: 'refuse' });
  });
  it('shows a modal overlay from its content path', () => {
    expect(
      decideVisibility({ visibleTo: ['LAU-HAV'], gateType: 'modal-overlay', modalOverlay: { path: '/content/xf/members', ariaLabelledBy: 't' } }, 'LAU', false, origin),
    ).toEqual({ action: 'overlay', path: '/content/xf/members', ariaLabelledBy: 't', ariaDescribedBy: undefined });
    expect(decideVisibility({ visibleTo: ['LAU'], gateType: 'modal-overlay', modalOverlay: {} }, 'LAS', false, origin)).toMatchObject({ action: 'refuse' });
  });
});

describe('gate order', () => {
  it('lets one gate act at a time: age gate, then geofence, then visibility', () => {
    const all = { ageGate: 'pending', geofence: 'pending', visibilityGate: 'pending' } as const;
    expect(activeGate(all)).toBe('ageGate');
    expect(activeGate({ ...all, ageGate: 'open', geofence: 'open' })).toBe('ageGate');
    expect(activeGate({ ...all, ageGate: 'settled' })).toBe('geofence');
    expect(activeGate({ ...all, ageGate: 'settled', geofence: 'settled' })).toBe('visibilityGate');
    expect(activeGate({ ageGate: 'settled', geofence: 'settled', visibilityGate: 'settled' })).toBeUndefined();
  });
  it('skips gates that are not on the page', () => {
    expect(activeGate({})).toBeUndefined();
    expect(activeGate({ visibilityGate: 'pending' })).toBe('visibilityGate');
    expect(activeGate({ geofence: 'pending', visibilityGate: 'pending' })).toBe('geofence');
  });
});

describe('gate store', () => {
  it('declares the page gates, lets a lone gate register itself, and follows their states', () => {
    declareGates(['ageGate', 'visibilityGate']);
    expect(gateStore.getSnapshot()).toEqual({ ageGate: 'pending', visibilityGate: 'pending' });
    expect(isGateTurn('ageGate')).toBe(true);
    expect(isGateTurn('visibilityGate')).toBe(false);
    registerGate('ageGate'); // already declared: unchanged
    setGateState('ageGate', 'open');
    expect(isGateTurn('visibilityGate')).toBe(false);
    setGateState('ageGate', 'settled');
    expect(isGateTurn('visibilityGate')).toBe(true);
    declareGates([]);
    registerGate('ageGate');
    expect(isGateTurn('ageGate')).toBe(true);
  });
});
