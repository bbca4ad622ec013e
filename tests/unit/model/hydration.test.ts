import { describe, expect, it } from 'vitest';
import { elementPolicy, hostPolicy, instancePolicy, isHydrationPolicy } from '../../../src/core/model/hydration';

describe('hydration policy', () => {
  it('is the one a definition names', () => {
    expect(elementPolicy('interaction')).toEqual({ policy: 'interaction' });
    expect(elementPolicy('load', true)).toEqual({ policy: 'load' });
    expect(elementPolicy({ policy: 'interaction', finalWith: 'linkUrl' })).toEqual({ policy: 'interaction', finalWith: 'linkUrl' });
  });

  it('is derived: never for content without event handlers, else visible', () => {
    expect(elementPolicy(undefined, true)).toEqual({ policy: 'never' });
    expect(elementPolicy(undefined, false)).toEqual({ policy: 'visible' });
    expect(elementPolicy(undefined)).toEqual({ policy: 'visible' });
  });

  it('makes an instance final when its finalWith field is set', () => {
    const button = { policy: 'interaction', finalWith: 'linkUrl' } as const;
    expect(instancePolicy(button, false, { label: 'Shop', linkUrl: '/shop' })).toBe('never');
    expect(instancePolicy(button, false, { label: 'Send' })).toBe('interaction');
    expect(instancePolicy(button, false, { label: 'Send', linkUrl: '   ' })).toBe('interaction');
    expect(instancePolicy(button, false, { linkUrl: null })).toBe('interaction');
    expect(instancePolicy(button, false, { linkUrl: false })).toBe('interaction');
    expect(instancePolicy(button, false, null)).toBe('interaction');
    expect(instancePolicy('visible', false, { linkUrl: '/x' })).toBe('visible');
    expect(instancePolicy(undefined, true, {})).toBe('never');
  });

  it('reads a host attribute only when it names a policy', () => {
    expect(hostPolicy('never')).toBe('never');
    expect(hostPolicy('interaction')).toBe('interaction');
    expect(hostPolicy(null)).toBeUndefined();
    expect(hostPolicy('')).toBeUndefined();
    expect(hostPolicy('NEVER')).toBeUndefined();
    expect(isHydrationPolicy('load')).toBe(true);
    expect(isHydrationPolicy('idle')).toBe(false);
  });
});

describe('the element runtime spells the same rule', () => {
  it('has the same attribute and the same sleeping hosts', async () => {
    const { JSDOM } = await import('jsdom');
    const { window } = new JSDOM('<!doctype html><div id="a"></div>');
    const { HYDRATE_ATTRIBUTE: runtimeAttribute, isDormantIsland: runtimeDormant } = await import('../../../src/elements/define');
    const core = await import('../../../src/core/model/hydration');
    expect(runtimeAttribute).toBe(core.HYDRATE_ATTRIBUTE);
    for (const value of [null, '', 'never', 'visible', 'interaction', 'load', 'idle']) {
      for (const shadow of [false, true]) {
        const host = window.document.createElement('div');
        if (shadow) host.attachShadow({ mode: 'open' });
        if (value !== null) host.setAttribute(core.HYDRATE_ATTRIBUTE, value);
        expect(runtimeDormant(host as unknown as HTMLElement), `${value} ${shadow}`).toBe(core.isDormantIsland(host as unknown as HTMLElement));
      }
    }
  });
});
