import { expect } from 'chai';
import '../../src/elements/brand-account-get-your-information';
import { authoringStore } from '../../src/core/stores/authoring';
import { visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
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
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
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
    // the button went away with its answer: focus is on the link, not lost to the page
    await until(() => root.activeElement === link, 2000, 'focus on the download link');
  });

  it('a check that finds it still in progress keeps focus on Check again', async () => {
    stub.requests.push({ requestId: 'dr-8', status: 'received', requestedAt: '2026-11-24T09:00:00Z' });
    const { host, root } = mount();
    await until(() => state(host) === 'processing', 3000, 'processing');
    stub.requests[0]!.status = 'received'; // the next read makes it processing again, not ready
    const check = q<HTMLButtonElement>(root, '[data-data-request-check]')!;
    check.focus();
    check.click();
    await until(() => q(root, '[role="status"]')?.textContent, 3000, 'the status said');
    await settle();
    expect(root.activeElement).to.equal(check);
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
    // Try again went away: focus is on the heading (no link yet)
    await until(() => root.activeElement === q(root, 'h2'), 2000, 'focus on the heading');
    stub.fail.list = true;
    await captureConsole(async () => {
      q<HTMLButtonElement>(root, '[data-data-request-check]')!.click();
      await until(() => q(root, '[role="alert"]')?.textContent, 3000, 'the check failure');
    });
    expect(q(root, '[role="alert"]')?.textContent).to.contain('could not check');
    expect(state(host)).to.equal('processing');
    expect(q(root, '[role="status"]')?.textContent).to.equal('');
  });

  it('a failed Try again is announced again: the alert is emptied, then said', async () => {
    stub.fail.list = true;
    await captureConsole(async () => {
      const { host, root } = mount();
      await until(() => state(host) === 'failed', 3000, 'the failure');
      const alert = q(root, '[role="alert"]')!;
      const texts: string[] = [];
      const observer = new MutationObserver(() => texts.push(alert.textContent ?? ''));
      observer.observe(alert, { childList: true, characterData: true, subtree: true });
      q<HTMLButtonElement>(root, '[data-data-request-retry]')!.click();
      await until(() => texts.length >= 2 && texts.at(-1) !== '', 3000, 'the second announcement');
      observer.disconnect();
      expect(texts[0]).to.equal('');
      expect(texts.at(-1)).to.contain('could not load');
      expect(state(host)).to.equal('failed');
      expect(q(root, '[data-data-request-retry] [role="progressbar"]')).to.equal(null);
    });
  });

  it('two clicks in one task ask once (request and check)', async () => {
    const { host, root } = mount('busy-label="يرجى الانتظار"');
    await until(() => state(host) === 'none', 3000, 'no request yet');
    let release!: () => void;
    stub.hold = new Promise((resolve) => (release = resolve));
    const button = q<HTMLButtonElement>(root, '[data-data-request-submit]')!;
    button.click();
    button.click();
    const spinner = await until(() => q(root, '[data-data-request-submit] [role="progressbar"]'), 2000, 'the spinner');
    expect(spinner.getAttribute('aria-label')).to.equal('يرجى الانتظار');
    release();
    stub.hold = undefined;
    await until(() => state(host) === 'received', 3000, 'the request');
    expect(stub.calls.filter((call) => call.method === 'POST')).to.have.length(1);
    const reads = stub.calls.length;
    const check = q<HTMLButtonElement>(root, '[data-data-request-check]')!;
    check.click();
    check.click();
    await until(() => state(host) === 'processing', 3000, 'checked');
    await settle();
    expect(stub.calls.length - reads).to.equal(1);
  });

  it('a new request keeps offering a still-valid copy, whose link goes when it expires', async () => {
    const expiresAt = new Date(Date.now() + 2500).toISOString();
    stub.requests.push({ requestId: 'old', status: 'ready', requestedAt: '2026-11-20T09:00:00Z', readyAt: '2026-11-20T10:00:00Z', expiresAt, downloadUrl: '/download/old.json' });
    const { host, root } = mount();
    await until(() => state(host) === 'ready', 3000, 'the ready copy');
    q<HTMLButtonElement>(root, '[data-data-request-submit]')!.click();
    await until(() => state(host) === 'received', 3000, 'the new request');
    expect(steps(root)).to.deep.equal(['current', 'upcoming', 'upcoming']);
    expect(q<HTMLAnchorElement>(root, '[data-data-request-download]')?.getAttribute('href')).to.equal('/download/old.json');
    expect(q(root, '[data-data-request-expires]')).to.not.equal(null);
    await until(() => !q(root, '[data-data-request-download]'), 5000, 'the link gone at expiry');
    expect(q(root, '[data-data-request-expires]')).to.equal(null);
  });

  it('an authored format the service does not know is not sent, with one error naming the element', async () => {
    let mounted: { host: HTMLElement; root: ShadowRoot } | undefined;
    const { errors } = await captureConsole(async () => {
      mounted = mount('format="csv"');
      await until(() => state(mounted!.host) === 'none', 3000, 'no request yet');
      q<HTMLButtonElement>(mounted!.root, '[data-data-request-submit]')!.click();
      await until(() => state(mounted!.host) === 'received', 3000, 'the request');
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-account-get-your-information>').and.contain('csv');
    expect(stub.calls.find((call) => call.method === 'POST')?.body).to.deep.equal({});
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
