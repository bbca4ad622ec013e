import { expect } from 'chai';
import '../../src/elements/brand-account-details';
import '../../src/elements/brand-account-user-context-text';
import { saveMyProfile } from '../../src/core/visitor/profile';
import { visitorResolution, visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { PROFILE_MULESOFT, installProfile, restoreProfile } from './profileFetch';

function mount(attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<brand-account-details ${attributes}></brand-account-details>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}
const field = (root: ShadowRoot, name: string) => root.querySelector(`[data-field="${name}"] dd`)?.textContent;

const HARVEY = { firstName: 'Harvey', lastName: 'Avery', email: 'harvey@example.co.uk', birthYear: 1987, createdAt: '2022-11-02T17:05:00Z' };

describe('brand-account-details', () => {
  afterEach(() => {
    cleanup();
    restoreProfile();
  });

  it("shows the resolved visitor's name, e-mail, birth year, tier badge and member since, and follows a change", async () => {
    installProfile(HARVEY);
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', ...HARVEY } }, loyaltyTier: 'GOLD' });
    visitorStore.set('LAU-HAV');
    const { root } = mount(`edit-url="/account/details" tier-labels='{"PLATINUM":"Platinum club"}'`);
    await until(() => field(root, 'name'), 3000, 'the name');
    expect(field(root, 'name')).to.equal('Harvey Avery');
    expect(field(root, 'email')).to.equal('harvey@example.co.uk');
    expect(field(root, 'birthYear')).to.equal('1987');
    expect(field(root, 'memberSince')).to.equal('November 2022');
    const badge = root.querySelector('[data-tier-badge]')!;
    expect(badge.textContent).to.equal('Gold');
    expect(badge.getAttribute('data-tier')).to.equal('gold');
    expect(getComputedStyle(badge).borderRadius).to.not.equal('0px');
    const edit = root.querySelector<HTMLAnchorElement>('[data-details-edit]')!;
    expect(edit.getAttribute('href')).to.equal('/account/details');
    expect(edit.textContent).to.equal('Edit');
    // a profile change re-resolves the visitor: the summary follows without a reload
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', ...HARVEY, firstName: 'Harry' } }, loyaltyTier: 'PLATINUM' });
    await until(() => field(root, 'name') === 'Harry Avery', 3000, 'the new name');
    expect(root.querySelector('[data-tier-badge]')!.textContent).to.equal('Platinum club');
  });

  it('the details and the greeting follow a profile save (saveMyProfile) without a reload', async () => {
    const stub = installProfile(HARVEY);
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-test', ...HARVEY } }, loyaltyTier: 'GOLD' });
    const { root } = mount();
    const greetingHost = fixture('<brand-account-user-context-text></brand-account-user-context-text>').firstElementChild as HTMLElement & { model?: unknown };
    greetingHost.model = { text: '<h1>Hello {firstName}</h1>' };
    const greeting = () => shadow(greetingHost).querySelector('[data-user-context="ready"] h1')?.textContent;
    await until(() => field(root, 'name') === 'Harvey Avery' && greeting() === 'Hello Harvey', 3000, 'the first name');
    stub.profile = { ...HARVEY, firstName: 'Harry' };
    const saved = await saveMyProfile({ firstName: 'Harry' }, { muleSoftConfig: PROFILE_MULESOFT });
    expect(saved.ok).to.equal(true);
    await until(() => field(root, 'name') === 'Harry Avery' && greeting() === 'Hello Harry', 3000, 'the saved name in both');
  });

  it('shows an unknown value as the authored fallback and no member since without createdAt', async () => {
    installProfile({});
    visitorResolution.set({ visitorType: 'LAU', consumer: { profile: { consumerId: 'demo-test', firstName: 'Solo' } }, loyaltyTier: 'SILVER' });
    const { root } = mount('unknown-text="Not given"');
    await until(() => field(root, 'name'), 3000, 'the name');
    expect(field(root, 'email')).to.equal('Not given');
    expect(field(root, 'birthYear')).to.equal('Not given');
    expect(root.querySelector('[data-field="memberSince"]')).to.equal(null);
    expect(root.querySelector('[data-details-edit]')).to.equal(null);
  });

  it('without <brand-page> reads the profile and the loyalty call itself, after a skeleton; a failure offers Try again', async () => {
    const stub = installProfile(HARVEY, { currentTier: 'PLATINUM', points: 10 });
    stub.fail.profile = true;
    const { errors } = await captureConsole(async () => {
      const { root } = mount();
      await until(() => root.querySelector('[data-details-retry]'), 3000, 'the retry');
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal('Your details could not be loaded.');
      stub.fail.profile = false;
      root.querySelector<HTMLButtonElement>('[data-details-retry]')!.click();
      await until(() => root.querySelector('[data-tier-badge]'), 3000, 'the badge');
      expect(field(root, 'name')).to.equal('Harvey Avery');
      expect(root.querySelector('[data-tier-badge]')!.textContent).to.equal('Platinum');
    });
    expect(errors).to.deep.equal([]);
  });

  it('Try again never drops focus: its button stays (aria-disabled) while asking, then the heading takes focus', async () => {
    const stub = installProfile(HARVEY, { currentTier: 'GOLD' });
    stub.fail.profile = true;
    const stubbed = window.fetch;
    let release: (() => void) | undefined;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (release === undefined && !stub.fail.profile) await new Promise<void>((resolve) => (release = resolve));
      return stubbed(input, init);
    }) as typeof fetch;
    const { root } = mount();
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-details-retry]'), 3000, 'the retry');
    // a failed retry keeps the same focused button
    button.focus();
    button.click();
    await until(() => root.querySelector('[data-details-retry]')?.getAttribute('aria-disabled') === null && stub.calls.length >= 2, 3000, 'the second failure');
    await until(() => root.activeElement === button && button.isConnected, 3000, 'the button still focused');
    // a successful one: the button stays, disabled, while asking; the heading takes focus after
    stub.fail.profile = false;
    button.click();
    await until(() => release !== undefined, 3000, 'the call on its way');
    expect(button.isConnected).to.equal(true);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(root.activeElement).to.equal(button);
    release!();
    await until(() => field(root, 'name'), 3000, 'the details');
    expect(root.activeElement).to.equal(root.querySelector('h2'));
  });

  it('shows an anonymous visitor nothing of a profile', async () => {
    const { root } = mount();
    await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(root.querySelector('dl')).to.equal(null);
  });
});
