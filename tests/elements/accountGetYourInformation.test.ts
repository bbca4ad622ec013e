import { expect } from 'chai';
import '../../src/elements/brand-account-get-your-information';
import { authoringStore } from '../../src/core/stores/authoring';
import { visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';
import { installConsumer, restoreConsumer, type ConsumerStub } from './dataAndAskFetch';

const INTRO = '<p>Your copy holds your <strong>profile</strong>.</p><img src=x onerror="window.__pwned=1">';

function mount(attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const model = JSON.stringify({ title: 'Your data', intro: INTRO });
  const host = fixture(`<brand-account-get-your-information ${attributes}><script type="application/json">${model}</script></brand-account-get-your-information>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

const state = (host: HTMLElement) => host.shadowRoot!.querySelector('section')?.getAttribute('data-data-request-state');
const q = <T extends Element = HTMLElement>(root: ShadowRoot, selector: string) => root.querySelector<T & Element>(selector);
const steps = (root: ShadowRoot) => [...root.querySelectorAll('[data-step]')].map((step) => step.getAttribute('data-step'));

describe('brand-account-get-your-information', () => {
  let stub: ConsumerStub;
  beforeEach(() => {
    stub = installConsumer();
  });
  afterEach(() => {
    cleanup();
    restoreConsumer();
    authoringStore.set('disabled');
  });

  it('explains the request (sanitized intro), then asks for a copy: received, the button disabled with its reason', async () => {
    const { host, root } = mount();
    await until(() => state(host) === 'none', 3000, 'no request yet');
    expect(q(root, 'h2')?.textContent).to.equal('Your data');
    expect(q(root, '[data-intro] strong')?.textContent).to.equal('profile');
    expect(q(root, '[data-intro] img')?.getAttribute('onerror')).to.equal(null);
    expect(q(root, '[data-data-request-none]')?.textContent).to.equal('You have not requested a copy of your data yet.');
    const button = q<HTMLButtonElement>(root, '[data-data-request-submit]')!;
    expect(button.textContent).to.equal('Request my data');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
    button.click();
    await until(() => state(host) === 'received', 3000, 'the received request');
    expect(stub.calls.filter((call) => call.method === 'POST')).to.have.length(1);
    expect(q(root, '[role="status"]')?.textContent).to.contain('We have received your request');
    expect(steps(root)).to.deep.equal(['current', 'upcoming', 'upcoming']);
    expect(q(root, '[aria-current="step"] [data-step-label]')?.textContent).to.equal('Received');
    expect(q(root, 'ol')?.getAttribute('aria-label')).to.equal('Status of your request');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(root.getElementById(button.getAttribute('aria-describedby')!)?.textContent).to.contain('being prepared');
    button.click();
    await settle();
    expect(stub.calls.filter((call) => call.method === 'POST')).to.have.length(1);
    expect(q(root, '[data-data-request-download]')).to.equal(null);
  });

  it('Check again follows it to ready: the steps done, a download link (same origin) and its expiry', async () => {
    stub.requests.push({ requestId: 'dr-9', status: 'received', requestedAt: '2026-11-24T09:00:00Z' });
    const { host, root } = mount('lang="en"');
    // the first read moved it on
    await until(() => state(host) === 'processing', 3000, 'processing');
    expect(steps(root)).to.deep.equal(['complete', 'current', 'upcoming']);
    expect(q(root, '[data-step="complete"] [data-step-label]')?.textContent).to.equal('Received (done)');
    q<HTMLButtonElement>(root, '[data-data-request-check]')!.click();
    await until(() => state(host) === 'ready', 3000, 'ready');
    expect(q(root, '[role="status"]')?.textContent).to.equal('Your copy is ready to download.');
    expect(steps(root)).to.deep.equal(['complete', 'complete', 'complete']);
    const link = q<HTMLAnchorElement>(root, '[data-data-request-download]')!;
    expect(link.getAttribute('href')).to.equal('/download/dr-9.json');
    expect(link.hasAttribute('download')).to.equal(true);
    expect(q(root, '[data-data-request-expires]')?.textContent).to.equal('You can download it until 8 December 2099.');
    expect(q(root, '[data-data-request-check]')).to.equal(null);
    expect(q(root, '[data-data-request-submit]')?.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('a failed load says so once with Try again; a failed check keeps the request on screen with one alert', async () => {
    stub.fail.list = true;
    let mounted: { host: HTMLElement; root: ShadowRoot } | undefined;
    const { errors } = await captureConsole(async () => {
      mounted = mount();
      await until(() => state(mounted!.host) === 'failed', 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['<brand-account-get-your-information>: the data requests could not be loaded (unavailable).']);
    const { host, root } = mounted!;
    expect(q(root, '[role="alert"]')?.textContent).to.contain('could not load');
    stub.fail.list = false;
    stub.requests.push({ requestId: 'dr-5', status: 'received', requestedAt: '2026-11-24T09:00:00Z' });
    q<HTMLButtonElement>(root, '[data-data-request-retry]')!.click();
    await until(() => state(host) === 'processing', 3000, 'loaded after retry');
    expect(q(root, '[role="alert"]')?.textContent).to.equal('');
    stub.fail.list = true;
    await captureConsole(async () => {
      q<HTMLButtonElement>(root, '[data-data-request-check]')!.click();
      await until(() => q(root, '[role="alert"]')?.textContent, 3000, 'the check failure');
    });
    expect(q(root, '[role="alert"]')?.textContent).to.contain('could not check');
    expect(state(host)).to.equal('processing');
    expect(q(root, '[role="status"]')?.textContent).to.equal('');
  });

  it('a refused request (in progress elsewhere, or a 500) has its message and nothing is lost', async () => {
    const { host, root } = mount();
    await until(() => state(host) === 'none', 3000, 'no request yet');
    stub.requests.push({ requestId: 'other', status: 'received', requestedAt: '2026-11-24T09:30:00Z' });
    q<HTMLButtonElement>(root, '[data-data-request-submit]')!.click();
    await until(() => q(root, '[role="alert"]')?.textContent, 3000, 'the refusal');
    expect(q(root, '[role="alert"]')?.textContent).to.equal('A copy of your data is already being prepared.');
    await until(() => state(host) === 'processing', 3000, 'the request in progress shown');
    stub.requests.length = 0;
    stub.fail.request = true;
    const other = mount();
    await until(() => state(other.host) === 'none', 3000, 'the second element');
    const { errors } = await captureConsole(async () => {
      q<HTMLButtonElement>(other.root, '[data-data-request-submit]')!.click();
      await until(() => q(other.root, '[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['<brand-account-get-your-information>: the data request could not be sent (unavailable).']);
    expect(q(other.root, '[role="alert"]')?.textContent).to.contain('could not send');
  });

  it('an anonymous visitor sees none of it; the editor shows a placeholder', async () => {
    restoreConsumer();
    const { root } = mount();
    await until(() => q(root, '[data-account-signed-out]'), 3000, 'the signed-out notice');
    expect(q(root, 'section')).to.equal(null);
    expect(visitorStore.getSnapshot()).to.equal('LAS');
    authoringStore.set('edit');
    const placeholder = await until(() => q(root, '[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.contain('Get your information');
  });
});
