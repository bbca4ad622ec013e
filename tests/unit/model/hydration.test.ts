import { describe, expect, it } from 'vitest';
import { elementPolicy, hostPolicy, instancePolicy, isHydrationPolicy, takesOver, waitsForInput, wakeOnAttribute, wakesAsOne } from '../../../src/core/model/hydration';
import { hostWakeConditions, readHolds, stateWakes, writeHolds, type BrowserState } from '../../../src/core/model/wakeConditions';

describe('hydration policy', () => {
  it('is the one a definition names', () => {
    expect(elementPolicy('interaction')).toEqual({ policy: 'interaction' });
    expect(elementPolicy('load', true)).toEqual({ policy: 'load' });
    expect(elementPolicy({ policy: 'interaction', finalWith: 'linkUrl' })).toEqual({ policy: 'interaction', finalWith: 'linkUrl' });
  });

  it('says which elements wake with everything in them (a form and its fields)', () => {
    expect(wakesAsOne({ policy: 'interaction', asOne: true })).toBe(true);
    expect(wakesAsOne({ policy: 'interaction' })).toBe(false);
    expect(wakesAsOne('interaction')).toBe(false);
    expect(wakesAsOne(undefined)).toBe(false);
    expect(elementPolicy({ policy: 'interaction', asOne: true })).toEqual({ policy: 'interaction', asOne: true });
  });

  it('says which visible elements wait for the first input too, and only visible ones', () => {
    expect(elementPolicy({ policy: 'visible', afterInput: true })).toEqual({ policy: 'visible', afterInput: true });
    expect(waitsForInput({ policy: 'visible', afterInput: true }, 'visible')).toBe(true);
    expect(waitsForInput({ policy: 'visible' }, 'visible')).toBe(false);
    expect(waitsForInput('visible', 'visible')).toBe(false);
    // an interaction, load or never instance has nothing to wait for
    expect(elementPolicy({ policy: 'interaction', afterInput: true })).toEqual({ policy: 'interaction' });
    expect(waitsForInput({ policy: 'visible', afterInput: true }, 'never')).toBe(false);
  });

  it('says which elements are taken over instead of hydrated', () => {
    expect(takesOver({ policy: 'visible', takeover: true })).toBe(true);
    expect(takesOver({ policy: 'interaction', finalWith: 'linkUrl' })).toBe(false);
    expect(takesOver('visible')).toBe(false);
    expect(takesOver(undefined)).toBe(false);
    expect(elementPolicy({ policy: 'visible', takeover: true })).toEqual({ policy: 'visible' });
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

describe('wake conditions: a sleeping element wakes at once when the browser is not what the server rendered for', () => {
  const header = { policy: 'interaction', wakeOn: ['cart', 'scroll', 'visitor', 'notice'] } as const;
  const anonymous: BrowserState = { scrollY: 0, visitor: 'LAS', visitorPending: false, signedIn: false, cart: { totalUnitCount: 0, orderType: {} }, noticeDismissed: false, now: 1_000 };

  it('are written for an instance that sleeps, in their own order, and read back without unknown words', () => {
    expect(wakeOnAttribute(header, 'interaction')).toBe('scroll visitor cart notice');
    expect(wakeOnAttribute(header, 'visible')).toBe('scroll visitor cart notice');
    expect(wakeOnAttribute(header, 'load')).toBeUndefined();
    expect(wakeOnAttribute({ policy: 'never', wakeOn: ['clock'] }, 'never')).toBe('clock');
    expect(wakeOnAttribute('interaction', 'interaction')).toBeUndefined();
    expect(wakeOnAttribute({ policy: 'interaction', wakeOn: [] }, 'interaction')).toBeUndefined();
    expect(elementPolicy(header)).toEqual({ policy: 'interaction', wakeOn: ['cart', 'scroll', 'visitor', 'notice'] });
    expect(hostWakeConditions(' scroll  cart idle ')).toEqual(['scroll', 'cart']);
    expect(hostWakeConditions(null)).toEqual([]);
  });

  it('hold an anonymous visitor at the top of the page with an empty cart asleep', () => {
    for (const condition of ['scroll', 'visitor', 'cart', 'notice', 'clock'] as const) expect(stateWakes(condition, anonymous), condition).toBe(false);
  });

  it('each wake it for the state it names, and only that one', () => {
    expect(stateWakes('scroll', { ...anonymous, scrollY: 1 })).toBe(true);
    expect(stateWakes('visitor', { ...anonymous, scrollY: 1 })).toBe(false);
    // A member: at once by the session's cookies, or once the type is resolved; while it is, the markup stands.
    expect(stateWakes('visitor', { ...anonymous, signedIn: true, visitorPending: true })).toBe(true);
    expect(stateWakes('visitor', { ...anonymous, visitor: 'LAU' })).toBe(true);
    expect(stateWakes('visitor', { ...anonymous, visitor: 'LAU-HAV-DEV' })).toBe(true);
    expect(stateWakes('visitor', { ...anonymous, visitorPending: true })).toBe(false);
    expect(stateWakes('visitor', { ...anonymous, visitor: 'LAU', visitorPending: true })).toBe(false);
    expect(stateWakes('cart', { ...anonymous, visitor: 'LAU' })).toBe(false);
    expect(stateWakes('cart', { ...anonymous, cart: { totalUnitCount: 3, orderType: {} } })).toBe(true);
    // An empty auto-delivery cart: the cart icon links to the auto-delivery cart.
    expect(stateWakes('cart', { ...anonymous, cart: { totalUnitCount: 0, orderType: { typeId: 'AUTO_DELIVERY' } } })).toBe(true);
    expect(stateWakes('notice', { ...anonymous, noticeDismissed: true })).toBe(true);
    expect(stateWakes('notice', { ...anonymous, cart: { totalUnitCount: 3, orderType: {} } })).toBe(false);
    // The time the server's markup holds for: before it (a clock behind the server's), at or after its end.
    expect(stateWakes('clock', { ...anonymous, holds: { from: 500, until: 1_001 } })).toBe(false);
    expect(stateWakes('clock', { ...anonymous, holds: { from: 1_000 } })).toBe(false);
    expect(stateWakes('clock', { ...anonymous, holds: { until: 1_000 } })).toBe(true);
    expect(stateWakes('clock', { ...anonymous, holds: { from: 1_001, until: 2_000 } })).toBe(true);
    expect(stateWakes('clock', { ...anonymous, holds: { from: 1_000, until: 1_000 } })).toBe(true);
    expect(stateWakes('clock', { ...anonymous, holds: {} })).toBe(false);
    expect(stateWakes('scroll', { ...anonymous, holds: { until: 1 } })).toBe(false);
  });

  it('the time a server markup holds for is written and read back, epoch ms, `-` for an open side', () => {
    expect(writeHolds({ from: 1781517600000, until: 1782000000000 })).toBe('1781517600000 1782000000000');
    expect(writeHolds({ until: 5 })).toBe('- 5');
    expect(readHolds('1781517600000 1782000000000')).toEqual({ from: 1781517600000, until: 1782000000000 });
    expect(readHolds(' - 5 ')).toEqual({ until: 5 });
    expect(readHolds('- -')).toEqual({});
    for (const bad of [null, '', '5', '1 2 3', 'soon -', '- Infinity']) expect(readHolds(bad), String(bad)).toBeUndefined();
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

describe('the policies as the manifest and the reference say them', () => {
  it('the manifest generator and the runtime rule agree for every element, and docs/reference.md lists each one under its policy', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { readDefinitions, hydrationOf } = await import('../../../scripts/manifest.mjs');
    const root = join(import.meta.dirname, '..', '..', '..');
    const reference = readFileSync(join(root, 'docs/reference.md'), 'utf8');
    const rows = new Map(
      [...reference.matchAll(/^\| `(never|visible|interaction|load)` \| [^|]+ \| (.+) \|$/gm)].map(([, policy, cells]) => [policy!, cells!]),
    );
    expect([...rows.keys()]).toEqual(['never', 'visible', 'interaction', 'load']);
    const defined = (readDefinitions(root) as Array<{ tag: string; kind: string; options?: Record<string, unknown> }>).filter((definition) => definition.kind === 'define');
    expect(defined.length).toBeGreaterThan(70);
    for (const { tag, options = {} } of defined) {
      const { takeover = false, ...fromManifest } = hydrationOf(options);
      if (tag === 'brand-form-container' || tag === 'brand-lead-gen-form') expect(fromManifest.asOne, `${tag} wakes with its fields`).toBe(true);
      if (tag === 'brand-header') expect(fromManifest.wakeOn, 'the manifest reads the header\'s wake conditions').toEqual(['scroll', 'visitor', 'cart', 'notice']);
      if (tag === 'brand-carousel' || tag === 'brand-video-banner') expect(fromManifest.afterInput, `${tag} waits for the first input`).toBe(true);
      expect(fromManifest, tag).toEqual(elementPolicy(options.hydrate as never, options.staticContent as boolean | undefined));
      expect(takeover, `${tag} is taken over`).toBe(takesOver(options.hydrate as never));
      const listed = [...rows].filter(([, cells]) => cells.includes(`\`${tag}\``)).map(([policy]) => policy);
      expect(listed, `${tag} in docs/reference.md "Hydration policies"`).toEqual([fromManifest.policy]);
      const marked = rows.get('visible')!.includes(`\`${tag}\` †`);
      expect(marked, `${tag} marked † (after the first input) in docs/reference.md exactly when it waits`).toBe(fromManifest.afterInput === true);
    }
  });
});
