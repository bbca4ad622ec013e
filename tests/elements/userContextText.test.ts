import { expect } from 'chai';
import '../../src/elements/brand-account-user-context-text';
import { visitorResolution } from '../../src/core/stores/visitor';
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
