import { expect } from 'chai';
import '../../src/elements/brand-text';
import '../../src/elements/brand-button';
import '../../src/elements/brand-geofence';
import { gateStore, setGateState } from '../../src/core/stores/gates';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { authoringStore } from '../../src/core/stores/authoring';
import { setCookieJar, type CookieAttributes, type CookieJar } from '../../src/core/visitor/cookies';
import { provideFragmentElement } from '../../src/react/gates/fragmentElement';
import { captureConsole, cleanup, fixture, recordAttribute, runtimeSettled, settle, shadow, until } from './helpers';

const XF_PATH = '/content/experience-fragments/brand/test-geofence';
const XF_MODEL = {
  ':itemsOrder': ['root'],
  ':items': {
    root: {
      ':type': 'wcm/foundation/components/responsivegrid',
      ':itemsOrder': ['title', 'stay'],
      ':items': {
        title: {
          ':type': 'brand/components/text',
          richText: true,
          text: '<h2 id="geo-title">You are visiting the UK site</h2><p id="geo-text">Its offers are for UK visitors.</p>',
        },
        stay: { ':type': 'brand/components/button', label: 'Stay on this site', linkUrl: '?gr=false' },
      },
    },
  },
  ':path': XF_PATH,
  ':type': 'brand/components/xfpage',
};

const CONFIG = { geofencingEnabled: true, xfContent: XF_PATH, ariaLabelledBy: 'geo-title', ariaDescribedBy: 'geo-text' };

interface Stub {
  heads: string[];
  restore: () => void;
}

/** window.fetch answering the HEAD with `country` in the header (undefined: no header; 'reject': network failure). */
function stubFetch(country: string | undefined | 'reject'): Stub {
  const original = window.fetch;
  const heads: string[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? 'GET').toUpperCase() === 'HEAD') {
      heads.push(url);
      if (country === 'reject') throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200, headers: country ? { 'cloudfront-viewer-country': country } : {} });
    }
    if (url.includes('test-geofence.model.json')) return new Response(JSON.stringify(XF_MODEL), { headers: { 'Content-Type': 'application/json' } });
    return new Response('not found', { status: 404 });
  }) as typeof window.fetch;
  return { heads, restore: () => (window.fetch = original) };
}

function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; attributes: CookieAttributes }> = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, attributes) => {
      values.set(name, value);
      writes.push({ name, value, attributes });
    },
    remove: (name) => values.delete(name),
  };
  return { jar, writes };
}

const dataLayer = () => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((item) => item.event);
const dialogOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[role="dialog"]');

function mount(attributes = `geo-fencing='${JSON.stringify(CONFIG)}' market="gb"`): HTMLElement {
  return fixture(`<p id="beside">page</p><brand-geofence ${attributes}></brand-geofence>`).querySelector('brand-geofence')!;
}

describe('<brand-geofence>', () => {
  let stub: Stub | undefined;
  let restoreJar: (() => void) | undefined;

  beforeEach(() => {
    gateStore.set({});
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  afterEach(async () => {
    cleanup();
    await settle();
    stub?.restore();
    stub = undefined;
    restoreJar?.();
    restoreJar = undefined;
    pageConfig.set({});
    authoringStore.set('disabled');
    gateStore.set({});
  });

  it('shows the fragment in a labelled, non-dismissible dialog at z-index 1352 for a visitor from another country', async () => {
    stub = stubFetch('DE');
    restoreJar = setCookieJar(memoryJar().jar);
    const host = mount();
    const states = recordAttribute(host, 'data-gate-state');
    const dialog = await until(() => dialogOf(host), 3000, 'the dialog');
    expect(states()).to.deep.equal([null, 'pending', 'open']);
    expect(stub.heads).to.have.length(1);
    expect(stub.heads[0]).to.equal(location.href.split(/[?#]/)[0]);
    expect(getComputedStyle(shadow(host).querySelector('[data-gate-layer]')!).zIndex).to.equal('1352');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    // The fragment's text and its link, found through the shadow roots.
    const fragment = await until(() => dialog.querySelector('brand-experience-fragment'));
    await until(() => fragment.querySelector('brand-button')?.shadowRoot?.querySelector('a'), 3000, 'the stay link');
    expect(fragment.querySelector('brand-button')!.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('?gr=false');
    await until(() => dialog.getAttribute('aria-labelledby') === 'geo-title', 3000, 'aria-labelledby');
    expect(dialog.getAttribute('aria-describedby')).to.equal('geo-text');
    expect(shadow(host).getElementById('geo-title')!.textContent).to.equal('You are visiting the UK site');
    expect(shadow(host).getElementById('geo-text')!.textContent).to.equal('Its offers are for UK visitors.');
    expect(dataLayer()).to.deep.equal(['geofenceOverlay']);
    expect(gateStore.getSnapshot().geofence).to.equal('open');
    expect(document.getElementById('beside')!.hasAttribute('inert')).to.equal(true);
    // Escape does not close it.
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await settle();
    expect(dialogOf(host)).to.exist;
  });

  it("is not shown to a visitor from the market's country, and settles", async () => {
    stub = stubFetch('GB');
    restoreJar = setCookieJar(memoryJar().jar);
    const host = mount();
    const states = recordAttribute(host, 'data-gate-state');
    await until(() => gateStore.getSnapshot().geofence === 'settled', 3000, 'settled');
    expect(states()).to.deep.equal([null, 'pending', 'hidden']);
    expect(stub.heads).to.have.length(1);
    expect(dialogOf(host)).to.equal(null);
    expect(dataLayer()).to.deep.equal([]);
  });

  it("takes the market from the page config when it has none of its own (en_GB style too)", async () => {
    stub = stubFetch('FR');
    restoreJar = setCookieJar(memoryJar().jar);
    pageConfig.set({ market: 'en_GB' });
    const host = mount(`geo-fencing='${JSON.stringify(CONFIG)}'`);
    await until(() => dialogOf(host), 3000, 'the dialog');
  });

  it('is skipped by ?gr=false, which sets the gr cookie (Secure, SameSite=Strict, Path=/)', async () => {
    stub = stubFetch('DE');
    const { jar, writes } = memoryJar();
    restoreJar = setCookieJar(jar);
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}gr=false`);
    try {
      const host = mount();
      await until(() => gateStore.getSnapshot().geofence === 'settled', 3000, 'settled');
      // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
      await runtimeSettled();
      expect(dialogOf(host)).to.equal(null);
      expect(stub.heads).to.have.length(0);
      expect(writes).to.have.length(1);
      expect(writes[0]!.name).to.equal('gr');
      expect(writes[0]!.value).to.equal('true');
      expect(writes[0]!.attributes).to.include({ path: '/', sameSite: 'Strict', secure: true });
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('is skipped by a gr=true cookie, without a request', async () => {
    stub = stubFetch('DE');
    const { jar, writes } = memoryJar({ gr: 'true' });
    restoreJar = setCookieJar(jar);
    const host = mount();
    await until(() => gateStore.getSnapshot().geofence === 'settled', 3000, 'settled');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(host)).to.equal(null);
    expect(stub.heads).to.have.length(0);
    expect(writes).to.have.length(0);
  });

  it('is skipped in authoring mode and when disabled', async () => {
    stub = stubFetch('DE');
    restoreJar = setCookieJar(memoryJar().jar);
    authoringStore.set('edit');
    const host = mount();
    await until(() => gateStore.getSnapshot().geofence === 'settled', 3000, 'settled');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(host)).to.equal(null);
    expect(host.getAttribute('data-gate-state')).to.equal('hidden');
    cleanup();
    await settle();
    authoringStore.set('disabled');
    gateStore.set({});
    const disabled = mount(`geo-fencing='${JSON.stringify({ ...CONFIG, geofencingEnabled: false })}' market="gb"`);
    await until(() => gateStore.getSnapshot().geofence === 'settled', 3000, 'settled');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(disabled)).to.equal(null);
    expect(disabled.getAttribute('data-gate-state')).to.equal('hidden');
    expect(stub.heads).to.have.length(0);
  });

  for (const failure of [undefined, 'reject'] as const) {
    it(`a failed check (${failure ? 'network error' : 'no country header'}) logs geofencing_check_failed, warns once and shows nothing`, async () => {
      stub = stubFetch(failure);
      restoreJar = setCookieJar(memoryJar().jar);
      let host!: HTMLElement;
      const { warnings, errors } = await captureConsole(async () => {
        host = mount();
        await until(() => gateStore.getSnapshot().geofence === 'settled', 3000, 'settled');
        await settle();
      });
      expect(dialogOf(host)).to.equal(null);
      expect(host.getAttribute('data-gate-state')).to.equal('hidden');
      expect(dataLayer()).to.deep.equal(['geofencing_check_failed']);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<brand-geofence>').and.contain('geofence check failed');
      expect(errors).to.deep.equal([]);
    });
  }

  it('waits for its turn behind the age gate', async () => {
    stub = stubFetch('DE');
    restoreJar = setCookieJar(memoryJar().jar);
    gateStore.set({ ageGate: 'open', geofence: 'pending' });
    const host = mount();
    await until(() => host.getAttribute('data-gate-state') === 'waiting', 3000, 'the check to decide it shows');
    expect(stub.heads).to.have.length(1);
    expect(dialogOf(host)).to.equal(null);
    expect(dataLayer()).to.deep.equal([]);
    expect(gateStore.getSnapshot().geofence).to.equal('pending');
    setGateState('ageGate', 'settled');
    await until(() => dialogOf(host), 3000, 'the dialog');
    expect(host.getAttribute('data-gate-state')).to.equal('open');
    expect(gateStore.getSnapshot().geofence).to.equal('open');
    expect(dataLayer()).to.deep.equal(['geofenceOverlay']);
  });

  it('shows a built-in "stay" choice when the fragment cannot be loaded', async () => {
    stub = stubFetch('DE');
    restoreJar = setCookieJar(memoryJar().jar);
    let host!: HTMLElement;
    await captureConsole(async () => {
      host = mount(`geo-fencing='${JSON.stringify({ ...CONFIG, xfContent: '/content/missing' })}' market="gb"`);
      await until(() => dialogOf(host)?.querySelector('a[href*="gr=false"]'), 5000, 'the built-in stay link');
    });
    const dialog = dialogOf(host)!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal('geo-title');
    expect(shadow(host).getElementById('geo-title')!.textContent).to.contain('United Kingdom');
  });

  it("shows the built-in choice, with one error, when the fragment's own code cannot be loaded", async () => {
    stub = stubFetch('DE');
    restoreJar = setCookieJar(memoryJar().jar);
    // The code of <brand-experience-fragment> loads when the gate's content first shows: here it fails.
    provideFragmentElement(() => Promise.reject(new Error('network down')));
    try {
      let host!: HTMLElement;
      const { errors } = await captureConsole(async () => {
        host = mount();
        await until(() => dialogOf(host)?.querySelector('a[href*="gr=false"]'), 5000, 'the built-in stay link');
      });
      expect(errors).to.deep.equal(['brand-elements: could not load <brand-experience-fragment>: network down']);
      expect(dialogOf(host)!.querySelector('brand-experience-fragment')).to.equal(null);
      expect(dialogOf(host)!.getAttribute('aria-labelledby')).to.equal('geo-title');
    } finally {
      provideFragmentElement(() => import('../../src/elements/brand-experience-fragment'));
    }
  });
});
