import { expect } from 'chai';
import '../../src/elements/brand-account-user-context-text';
import { visitorPending, visitorResolution } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { cleanup, fixture, settle, shadow, until } from './helpers';
import { installProfile, restoreProfile } from './profileFetch';

function mount(model: Record<string, unknown>): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<brand-account-user-context-text></brand-account-user-context-text>`).firstElementChild as HTMLElement & { model?: unknown };
  host.model = model;
  return { host, root: shadow(host) };
}
const filled = (root: ShadowRoot) => root.querySelector('[data-user-context="ready"]');

describe('brand-account-user-context-text', () => {
  afterEach(() => {
    cleanup();
    restoreProfile();
    authoringStore.set('disabled');
  });

  it("fills the visitor's first name, tier and points (from the loyalty call) into the sanitized text", async () => {
    const stub = installProfile({ firstName: 'Harvey' }, { currentTier: 'GOLD', points: 1250 });
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', firstName: 'Harvey' } }, loyaltyTier: 'GOLD' });
    const { root } = mount({ text: '<h2>Hello {firstName}</h2><p>{tier}: {points} points<script>window.bad = 1</script></p>' });
    const text = await until(() => filled(root), 3000, 'the filled text');
    expect(text.querySelector('h2')?.textContent).to.equal('Hello Harvey');
    expect(text.querySelector('p')?.textContent).to.equal('Gold: 1,250 points');
    expect(text.querySelector('script')).to.equal(null);
    expect(stub.calls.some((url) => url.includes('/loyalty'))).to.equal(true);
  });

  it('escapes a value before filling it, and uses the fallback for an unknown one', async () => {
    installProfile({});
    visitorResolution.set({ visitorType: 'LAU', consumer: { profile: { consumerId: 'demo-test', firstName: '<img src=x onerror="window.pwned=1">' } } });
    const { root } = mount({ text: '<p>Hi {firstName}, born {birthYear}.</p>', fallbacks: { birthYear: 'long ago' } });
    const text = await until(() => filled(root), 3000, 'the filled text');
    expect(text.querySelector('img')).to.equal(null);
    expect(text.textContent).to.equal('Hi <img src=x onerror="window.pwned=1">, born long ago.');
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('fills an attribute as text only: a value cannot add an attribute, and a filled URL is checked again', async () => {
    installProfile({});
    const firstName = 'x href=https://evil.example onmouseover=alert(1)';
    visitorResolution.set({ visitorType: 'LAU', consumer: { profile: { consumerId: 'demo-test', firstName, lastName: 'javascript:alert(1)' } } });
    const { root } = mount({ text: '<p><a title={firstName}>Hi</a> <a href="/hello?name={firstName}">Go</a> <a href="{lastName}">Bad</a></p>' });
    const text = await until(() => filled(root), 3000, 'the filled text');
    const [titled, linked, bad] = [...text.querySelectorAll('a')];
    expect(titled!.getAttribute('title')).to.equal(firstName);
    expect(titled!.hasAttribute('href')).to.equal(false);
    expect(titled!.hasAttribute('onmouseover')).to.equal(false);
    expect(linked!.getAttribute('href')).to.equal(`/hello?name=${encodeURIComponent(firstName)}`);
    // a value cannot bring its own scheme: encoded it stays a relative path of this site
    expect(bad!.getAttribute('href')).to.equal('javascript%3Aalert(1)');
    expect(new URL(bad!.href).origin).to.equal(location.origin);
  });

  it('holds its size while loading: the text filled with the fallbacks, hidden from eyes and screen readers', async () => {
    installProfile({ firstName: 'Harvey' }, { currentTier: 'GOLD', points: 1250 });
    const stubbed = window.fetch;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/loyalty')) await gate;
      return stubbed(input, init);
    }) as typeof fetch;
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', firstName: 'Harvey' } }, loyaltyTier: 'GOLD' });
    const { root } = mount({ text: '<h1>Hello {firstName}</h1><p>You have {points} points.</p>', fallbacks: { firstName: 'there', points: 'no' } });
    const loading = await until(() => root.querySelector<HTMLElement>('[data-user-context="loading"]'), 3000, 'the loading text');
    expect(loading.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(loading).visibility).to.equal('hidden');
    expect(loading.querySelector('h1')?.textContent).to.equal('Hello there');
    const before = loading.getBoundingClientRect().height;
    release();
    const text = await until(() => filled(root) as HTMLElement | null, 3000, 'the filled text');
    expect(text.querySelector('h1')?.textContent).to.equal('Hello Harvey');
    expect(text.hasAttribute('aria-hidden')).to.equal(false);
    expect(Math.abs(text.getBoundingClientRect().height - before)).to.be.lessThan(2);
  });

  it('while the visitor is not known it stands in with the text filled with its fallbacks, unseen, at the size the filled text takes', async () => {
    installProfile({ firstName: 'Harvey' }, { currentTier: 'GOLD', points: 1250 });
    visitorPending.set(true);
    try {
      const { root } = mount({ text: '<h1>Hello {firstName}</h1><p>A long line that wraps on a phone: you have {points} points, {tier} member.</p>', fallbacks: { firstName: 'there', points: 'no', tier: 'a' } });
      const waiting = await until(() => root.querySelector<HTMLElement>('[data-account-state="wait"] [data-stand-in]'), 3000, 'the stand-in');
      expect(waiting.closest('[aria-busy="true"]')).to.not.equal(null);
      expect(waiting.getAttribute('aria-hidden')).to.equal('true');
      expect(getComputedStyle(waiting).visibility).to.equal('hidden');
      expect(waiting.querySelector('h1')?.textContent).to.equal('Hello there');
      expect(root.querySelector('[data-skeleton], span:empty')).to.equal(null);
      const before = waiting.getBoundingClientRect().height;
      expect(before).to.be.greaterThan(40);
      visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', firstName: 'Harvey' } }, loyaltyTier: 'GOLD' });
      visitorPending.set(false);
      const text = await until(() => filled(root) as HTMLElement | null, 3000, 'the filled text');
      expect(text.querySelector('h1')?.textContent).to.equal('Hello Harvey');
      expect(Math.abs(text.getBoundingClientRect().height - before)).to.be.lessThan(2);
    } finally {
      visitorPending.set(false);
    }
  });

  it('two greetings on a page ask the loyalty call once', async () => {
    const stub = installProfile({ firstName: 'Harvey' }, { currentTier: 'GOLD', points: 1250 });
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', firstName: 'Harvey' } }, loyaltyTier: 'GOLD' });
    const first = mount({ text: '<p>{points} points</p>' });
    const second = mount({ text: '<p>Still {points} points</p>' });
    await until(() => filled(first.root) && filled(second.root), 3000, 'both texts');
    expect(filled(second.root)!.textContent).to.equal('Still 1,250 points');
    expect(stub.calls.filter((url) => url.includes('/loyalty')).length).to.equal(1);
  });

  it('asks the loyalty call nothing when the text has no {points}, and shows the text without a lost value', async () => {
    const stub = installProfile({});
    visitorResolution.set({ visitorType: 'LAU', consumer: { profile: { consumerId: 'demo-test' } }, loyaltyTier: 'SILVER' });
    const { root } = mount({ text: '<p>Hello {firstName}!</p>' });
    const text = await until(() => filled(root), 3000, 'the filled text');
    expect(text.textContent).to.equal('Hello !');
    expect(stub.calls.some((url) => url.includes('/loyalty'))).to.equal(false);
  });

  it('shows an anonymous visitor nothing of the text; the editor shows it with its placeholders', async () => {
    let { root } = mount({ text: '<p>Hello {firstName}</p>', signedOutMessage: 'Log in.' });
    await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(root.textContent).to.not.contain('Hello');
    cleanup();
    authoringStore.set('edit');
    ({ root } = mount({ text: '<p>Hello {firstName}</p>' }));
    const editor = await until(() => root.querySelector('[data-user-context="editor"]'), 3000, 'the editor view');
    expect(editor.textContent).to.equal('Hello {firstName}');
    cleanup();
    ({ root } = mount({}));
    await settle();
    await until(() => root.textContent?.includes('User context text: add some text'), 3000, 'the empty placeholder');
  });
});
