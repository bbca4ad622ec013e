import { expect } from 'chai';
import '../../src/elements/brand-iframe';
import { visitorResolution } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import type { VisitorResolution } from '../../src/core/visitor/resolveVisitor';
import { captureConsole, cleanup, fixture, nextTask, settle, shadow, until } from './helpers';

type Host = HTMLElement & { model?: unknown };

/** The same test server under the other loopback name: another origin. */
const OTHER_HOST = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
const OTHER_ORIGIN = `${location.protocol}//${OTHER_HOST}:${location.port}`;
const CROSS_ORIGIN_ECHO = `${OTHER_ORIGIN}/tests/elements/fixtures/echo-frame.html`;

const DEVI: VisitorResolution = {
  visitorType: 'LAU-HAV-DEV',
  consumer: { profile: { consumerId: 'demo-dev', email: 'devi.patel@example.co.uk', birthYear: 1979 } },
  assetCount: 1,
  loyaltyTier: 'PLATINUM',
};

interface Echo {
  echo?: Record<string, unknown>;
  origin?: string;
  loaded?: string;
}

/** Every message the echo frames send back. */
function listen(): Echo[] {
  const received: Echo[] = [];
  const onMessage = (event: MessageEvent) => received.push(event.data as Echo);
  window.addEventListener('message', onMessage);
  after(() => window.removeEventListener('message', onMessage));
  return received;
}

function mount(model: Record<string, unknown>): Host {
  const host = fixture('<brand-iframe></brand-iframe>').querySelector<Host>('brand-iframe')!;
  host.model = model;
  return host;
}

const frameOf = (host: Element) => until(() => shadow(host).querySelector('iframe'), 3000, 'the iframe');

describe('brand-iframe', () => {
  const received = listen();
  beforeEach(() => {
    received.length = 0;
    visitorResolution.set({ visitorType: 'LAS' });
    // The page lists the echo frame's origin (config.embedOrigins); the unlisted case clears it.
    pageConfig.set({ embedOrigins: [OTHER_ORIGIN] });
  });
  afterEach(async () => {
    cleanup();
    visitorResolution.set({ visitorType: 'LAS' });
    pageConfig.set({});
    await settle();
  });

  it('a titled, sandboxed, lazy iframe of the URL with its parameters, sized 300 × 100% by default', async () => {
    const host = mount({ url: '/tests/elements/fixtures/echo-frame.html?x=1', title: 'Store finder', parameters: [{ key: 'market', value: 'gb' }, { key: 'q', value: 'a b&c' }] });
    const frame = await frameOf(host);
    expect(frame.getAttribute('src')).to.equal(`${location.origin}/tests/elements/fixtures/echo-frame.html?x=1&market=gb&q=a+b%26c`);
    expect(frame.title).to.equal('Store finder');
    expect(frame.getAttribute('loading')).to.equal('lazy');
    expect(getComputedStyle(frame).height).to.equal('300px');
    expect(frame.getBoundingClientRect().width).to.equal(host.getBoundingClientRect().width);
    expect(getComputedStyle(frame).borderTopStyle, 'styled from the theme: no default inset border').to.equal('none');
    // The host keeps its own title: the model's title names the frame only.
    expect(host.hasAttribute('title')).to.equal(false);
  });

  it('a same-origin frame never gets allow-scripts with allow-same-origin, and is sent no user data', async () => {
    visitorResolution.set(DEVI);
    const host = mount({ url: '/tests/elements/fixtures/echo-frame.html', height: '120' });
    const frame = await frameOf(host);
    const tokens = frame.getAttribute('sandbox')!.split(' ');
    expect(tokens).to.include('allow-scripts');
    expect(tokens).to.not.include('allow-same-origin');
    expect(getComputedStyle(frame).height).to.equal('120px');
    // The frame loads (opaque origin) and tells us; it must not have been sent anything.
    await until(() => received.some((message) => message.loaded), 5000, 'the frame to load');
    await settle();
    expect(received.filter((message) => message.echo)).to.deep.equal([]);
  });

  it('a cross-origin frame of a logged-in visitor receives the user data, from our origin, and again when the visitor changes', async () => {
    visitorResolution.set(DEVI);
    const host = mount({ url: CROSS_ORIGIN_ECHO, title: 'Quiz', width: '20rem' });
    const frame = await frameOf(host);
    expect(frame.getAttribute('sandbox')).to.include('allow-same-origin');
    expect(getComputedStyle(frame).width).to.equal('320px');
    const first = await until(() => received.find((message) => message.echo), 5000, 'the user data');
    expect(first.origin).to.equal(location.origin);
    expect(first.echo).to.deep.include({
      type: 'brand-user-data',
      loginStatus: 'logged-in',
      affiliation: 'LAU-HAV-DEV',
      userID: 'demo-dev',
      birthYear: 1979,
      loyaltyBadge: 'PLATINUM',
      hasDeviceRegistered: true,
      hasAlreadyOrdered: false,
    });
    expect(first.echo!.emailHashed).to.match(/^[0-9a-f]{64}$/);
    visitorResolution.set({ ...DEVI, visitorType: 'LAU-HAV', assetCount: 0 });
    const second = await until(() => received.filter((message) => message.echo)[1], 5000, 'the new user data');
    expect(second.echo).to.deep.include({ affiliation: 'LAU-HAV', hasDeviceRegistered: false });
  });

  /**
   * The settled signal for "an unlisted frame is sent nothing": the element has handled the frame's load
   * (the load seen in capture, before the element's own handler; then a change of props rendered: React
   * runs the load's effects before it) and a task has passed (a member without an e-mail has nothing to
   * hash: their data would have been posted by then). Then the test posts its own probe to the frame:
   * messages from one window to another arrive in order, so data sent before would be echoed first.
   */
  async function expectNothingSentUnlisted(list: string[] | undefined): Promise<void> {
    pageConfig.set(list ? { embedOrigins: list } : {});
    visitorResolution.set({ visitorType: 'LAU-HAV', consumer: { profile: { consumerId: 'demo-hav', birthYear: 1980 } } });
    const host = mount({ url: CROSS_ORIGIN_ECHO });
    const root = await until(() => host.shadowRoot, 3000, 'the shadow root');
    const loaded = new Promise<void>((resolve) => root.addEventListener('load', () => resolve(), { capture: true, once: true }));
    const frame = await frameOf(host);
    expect(frame.getAttribute('sandbox'), 'still a foreign frame with its own origin').to.include('allow-same-origin');
    await loaded;
    host.model = { url: CROSS_ORIGIN_ECHO, height: '301' };
    await (host as Host & { updateComplete: Promise<void> }).updateComplete;
    await nextTask();
    frame.contentWindow!.postMessage({ probe: true }, '*');
    await until(() => received.some((message) => (message.echo as { probe?: boolean } | undefined)?.probe), 5000, 'the probe back');
    expect(received.filter((message) => message.echo).map((message) => message.echo)).to.deep.equal([{ probe: true }]);
    // Listed, the same frame is sent the data: the element follows the page's list.
    pageConfig.set({ embedOrigins: [OTHER_ORIGIN] });
    await until(() => received.some((message) => message.echo?.type === 'brand-user-data'), 5000, 'the user data once listed');
    expect(received.filter((message) => message.echo?.type === 'brand-user-data')).to.have.length(1);
  }

  it("a cross-origin frame the page's config does not list loads and is sent nothing", async () => {
    await expectNothingSentUnlisted(['https://partner.example.com']);
  });

  it('without config.embedOrigins no frame is sent anything', async () => {
    await expectNothingSentUnlisted(undefined);
  });

  it('an anonymous visitor: the frame loads and is sent nothing', async () => {
    const host = mount({ url: CROSS_ORIGIN_ECHO });
    const frame = await frameOf(host);
    expect(frame.title, 'a frame always has a name').to.equal('Embedded content');
    await until(() => received.some((message) => message.loaded), 5000, 'the frame to load');
    // The settled signal: the visitor signs in and the frame's first message is the member's data.
    // Messages from one window arrive in order, so one sent while anonymous would have come first.
    visitorResolution.set(DEVI);
    await until(() => received.some((message) => message.echo), 5000, 'the user data after sign-in');
    expect(received.filter((message) => message.echo).map((message) => message.echo!.affiliation)).to.deep.equal(['LAU-HAV-DEV']);
  });

  it('a javascript: (or any non-http) URL renders nothing and logs one error naming the element', async () => {
    const { errors } = await captureConsole(async (captured) => {
      const hosts = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'mailto:a@example.com'].map((url) => mount({ url }));
      await until(() => captured.errors.length >= 3, 3000, 'the errors');
      await settle();
      for (const host of hosts) expect(shadow(host).querySelector('iframe, [part="placeholder"]')).to.equal(null);
    });
    expect(errors).to.have.length(3);
    expect(errors[0]).to.match(/<brand-iframe>: refused url "javascript:alert\(1\)"/);
  });

  it('refuses CSS in width and height (defaults instead), with one error each', async () => {
    const { errors } = await captureConsole(async (captured) => {
      const host = mount({ url: CROSS_ORIGIN_ECHO, height: '10px;}:host{display:none', width: 'expression(1)' });
      const frame = await frameOf(host);
      expect(getComputedStyle(frame).height).to.equal('300px');
      await until(() => captured.errors.length >= 2, 3000, 'the errors');
    });
    expect(errors.join('\n')).to.match(/refused height/).and.match(/refused width/);
  });

  it('without a URL: nothing on the live site', async () => {
    const host = mount({ title: 'Nothing yet' });
    await settle();
    await settle();
    expect(shadow(host).querySelector('iframe')).to.equal(null);
    expect(host.getBoundingClientRect().height).to.equal(0);
  });

  it('without a URL in the editor: the placeholder saying what it needs', async () => {
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const host = mount({ title: 'Nothing yet' });
      await until(() => shadow(host).textContent?.includes('Iframe: set a URL'), 3000, 'the editor placeholder');
    } finally {
      authoringStore.set(before);
    }
  });
});
