import { expect } from 'chai';
import '../../src/elements/brand-text';
import '../../src/elements/brand-button';
import '../../src/elements/brand-visibility-gate';
import { gateStore, setGateState } from '../../src/core/stores/gates';
import { pageVisibility } from '../../src/core/stores/pageVisibility';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, recordAttribute, runtimeSettled, settle, shadow, until } from './helpers';

const OVERLAY_PATH = '/content/experience-fragments/brand/test-members-only';
const OVERLAY_MODEL = {
  ':itemsOrder': ['root'],
  ':items': {
    root: {
      ':type': 'wcm/foundation/components/responsivegrid',
      ':itemsOrder': ['title', 'login'],
      ':items': {
        title: { ':type': 'brand/components/text', richText: true, text: '<h2 id="members-title">Members only</h2><p id="members-text">Sign in to see this page.</p>' },
        login: { ':type': 'brand/components/button', label: 'Sign in', linkUrl: '/login.html' },
      },
    },
  },
  ':path': OVERLAY_PATH,
  ':type': 'brand/components/xfpage',
};

const OVERLAY = {
  gateType: 'modal-overlay',
  modalOverlay: { path: OVERLAY_PATH, ariaLabelledBy: 'members-title', ariaDescribedBy: 'members-text' },
  visibleTo: ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'],
};

let originalFetch: typeof window.fetch;
const redirects: string[] = [];
const onRedirect = (event: Event) => {
  // Never leave the test page.
  event.preventDefault();
  redirects.push((event as CustomEvent<{ url: string }>).detail.url);
};

const dialogOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[role="dialog"]');
const coverOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[data-brand-visibility-cover]');

function mount(visibility?: unknown): HTMLElement {
  const attribute = visibility === undefined ? '' : ` visibility='${JSON.stringify(visibility)}'`;
  return fixture(`<p id="content">members content</p><brand-visibility-gate${attribute}></brand-visibility-gate>`).querySelector('brand-visibility-gate')!;
}

describe('<brand-visibility-gate>', () => {
  beforeEach(() => {
    gateStore.set({});
    redirects.length = 0;
    document.addEventListener('brand-visibility-redirect', onRedirect);
    originalFetch = window.fetch;
    window.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('test-members-only.model.json')) return new Response(JSON.stringify(OVERLAY_MODEL), { headers: { 'Content-Type': 'application/json' } });
      return new Response('not found', { status: 404 });
    }) as typeof window.fetch;
  });

  afterEach(async () => {
    cleanup();
    await settle();
    document.removeEventListener('brand-visibility-redirect', onRedirect);
    window.fetch = originalFetch;
    pageVisibility.set(undefined);
    visitorStore.set('LAS');
    visitorPending.set(false);
    authoringStore.set('disabled');
    gateStore.set({});
  });

  it('renders nothing and settles for a visitor the page is visible to', async () => {
    visitorStore.set('LAU');
    const host = mount(OVERLAY);
    const states = recordAttribute(host, 'data-gate-state');
    await until(() => gateStore.getSnapshot().visibilityGate === 'settled', 3000, 'settled');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(states()).to.deep.equal([null, 'hidden']);
    expect(dialogOf(host)).to.equal(null);
    expect(coverOf(host)).to.equal(null);
    expect(document.getElementById('content')!.hasAttribute('inert')).to.equal(false);
  });

  it('shows the overlay content at z-index 1301, labelled by the authored ids, the page inert', async () => {
    const host = mount(OVERLAY);
    const dialog = await until(() => dialogOf(host), 3000, 'the overlay');
    expect(host.getAttribute('data-gate-state')).to.equal('open');
    expect(getComputedStyle(shadow(host).querySelector('[data-gate-layer]')!).zIndex).to.equal('1301');
    const fragment = await until(() => dialog.querySelector('brand-experience-fragment'));
    expect(fragment.getAttribute('fragment-variation-path')).to.equal(OVERLAY_PATH);
    await until(() => fragment.querySelector('brand-button')?.shadowRoot?.querySelector('a[href="/login.html"]'), 3000, 'the sign-in link');
    await until(() => dialog.getAttribute('aria-labelledby') === 'members-title', 3000, 'aria-labelledby');
    expect(dialog.getAttribute('aria-describedby')).to.equal('members-text');
    expect(shadow(host).getElementById('members-title')!.textContent).to.equal('Members only');
    expect(document.getElementById('content')!.hasAttribute('inert')).to.equal(true);
    expect(gateStore.getSnapshot().visibilityGate).to.equal('open');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    shadow(host).querySelector<HTMLElement>('[data-gate-backdrop]')?.click();
    await settle();
    expect(dialogOf(host)).to.exist;
  });

  it("reads the page's visibility from <brand-page> (the pageVisibility store) and follows its changes", async () => {
    const host = mount();
    await until(() => gateStore.getSnapshot().visibilityGate === 'settled', 3000, 'settled without a visibility');
    pageVisibility.set(OVERLAY as never);
    await until(() => dialogOf(host), 3000, 'the overlay');
  });

  it('waits while the visitor type is being resolved', async () => {
    visitorPending.set(true);
    const host = mount(OVERLAY);
    const states = recordAttribute(host, 'data-gate-state');
    await until(() => host.getAttribute('data-gate-state') === 'pending', 3000, 'the gate to render');
    // Its decision waits on the visitor store alone: once its effects have run, nothing changes until it does.
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(host)).to.equal(null);
    expect(coverOf(host)).to.equal(null);
    expect(gateStore.getSnapshot().visibilityGate).to.equal('pending');
    visitorStore.set('LAU-HAV');
    visitorPending.set(false);
    await until(() => gateStore.getSnapshot().visibilityGate === 'settled', 3000, 'settled');
    expect(dialogOf(host)).to.equal(null);
    expect(states()).to.deep.equal([null, 'pending', 'hidden']);
  });

  it('waits for its turn behind the geofence, covering the page meanwhile', async () => {
    gateStore.set({ geofence: 'open', visibilityGate: 'pending' });
    const host = mount(OVERLAY);
    await until(() => coverOf(host), 3000, 'the cover');
    expect(host.getAttribute('data-gate-state')).to.equal('waiting');
    expect(getComputedStyle(coverOf(host)!).zIndex).to.equal('1301');
    expect(dialogOf(host)).to.equal(null);
    setGateState('geofence', 'settled');
    await until(() => dialogOf(host), 3000, 'the overlay');
    expect(coverOf(host)).to.equal(null);
  });

  it('redirects: a cancelable, composed brand-visibility-redirect event with the URL (relative to the origin)', async () => {
    let composed = false;
    const host = mount({ gateType: 'redirection', redirectTo: '/login.html?return=/gates.html', visibleTo: ['LAU'] });
    host.addEventListener('brand-visibility-redirect', (event) => (composed = event.composed && event.cancelable));
    await until(() => redirects.length === 1, 3000, 'the redirect');
    expect(redirects[0]).to.equal(`${location.origin}/login.html?return=/gates.html`);
    expect(composed).to.equal(true);
    expect(dialogOf(host)).to.equal(null);
    expect(coverOf(host)).to.exist;
    expect(host.getAttribute('data-gate-state')).to.equal('redirecting');
    await settle();
    expect(redirects).to.have.length(1);
  });

  it('refuses a javascript: redirect with a console error and covers the page with the built-in message', async () => {
    let host!: HTMLElement;
    const { errors } = await captureConsole(async () => {
      host = mount({ gateType: 'redirection', redirectTo: 'javascript:alert(1)', visibleTo: ['LAU'] });
      await until(() => dialogOf(host), 3000, 'the built-in overlay');
      await settle();
    });
    expect(redirects).to.deep.equal([]);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-visibility-gate>').and.contain('javascript:alert(1)');
    const dialog = dialogOf(host)!;
    expect(dialog.textContent).to.contain('This page is not available to you.');
    expect(dialog.querySelector('a')!.getAttribute('href')).to.equal('/');
    expect(dialog.getAttribute('aria-labelledby')).to.equal('brand-visibility-title');
    expect(shadow(host).getElementById('brand-visibility-title')!.textContent).to.equal('This page is not available to you.');
    expect(document.getElementById('content')!.hasAttribute('inert')).to.equal(true);
  });

  it('covers the page with the built-in message when the overlay content cannot be loaded', async () => {
    let host!: HTMLElement;
    await captureConsole(async () => {
      host = mount({ ...OVERLAY, modalOverlay: { path: '/content/missing' } });
      await until(() => dialogOf(host)?.textContent?.includes('This page is not available to you.'), 5000, 'the built-in message');
    });
  });

  it('is skipped in authoring mode', async () => {
    authoringStore.set('edit');
    const host = mount({ gateType: 'redirection', redirectTo: '/login.html', visibleTo: ['LAU'] });
    await until(() => gateStore.getSnapshot().visibilityGate === 'settled', 3000, 'settled');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(host)).to.equal(null);
    expect(host.getAttribute('data-gate-state')).to.equal('hidden');
    expect(redirects).to.deep.equal([]);
  });
});
