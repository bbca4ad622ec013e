import { expect } from 'chai';
import '../../src/elements/brand-account-personal-details';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorPending, visitorResolution, visitorStore } from '../../src/core/stores/visitor';
import { OTP_VERIFY_KEY, PERSONAL_DETAILS_OTP_KEY } from '../../src/core/account/otpHandoff';
import { cleanup, fixture, shadow, until } from './helpers';

const MULESOFT = { url: 'https://consumer.test/api', clientId: 'id', clientSecret: 'secret', channel: 'web' };
const realFetch = window.fetch;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Stub {
  profile: Record<string, unknown>;
  calls: { method: string; url: string; body?: Record<string, unknown> }[];
  attemptsLeft: number;
  /** awaited before the verify call answers */
  hold?: Promise<void>;
  /** PATCH calls to answer 500 first */
  patchFailures: number;
  /** the service's clock against this device's (ms) */
  serverSkew: number;
}

function install(): Stub {
  const stub: Stub = { profile: { consumerId: 'demo-test', firstName: 'Harvey', lastName: 'Avery', email: 'harvey@example.com', birthYear: 1987 }, calls: [], attemptsLeft: 3, patchFailures: 0, serverSkew: 0 };
  document.cookie = 'brand_uid=demo-test; Path=/';
  document.cookie = 'brand_token=token-demo-test; Path=/';
  pageConfig.set({ muleSoftConfig: MULESOFT });
  visitorPending.set(false);
  visitorStore.set('LAU-HAV');
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    stub.calls.push({ method, url, body });
    if (url.endsWith('/consumer/demo-test') && method === 'GET') return json({ 'response-data': { profile: { ...stub.profile } } });
    if (url.endsWith('/consumer/demo-test') && method === 'PATCH') {
      if (stub.patchFailures > 0) {
        stub.patchFailures -= 1;
        return json({ error: 'server_error' }, 500);
      }
      if (body.email && body.verificationToken !== 'vt-1') return json({ error: 'verification_required' }, 422);
      const { verificationToken: _token, ...changes } = body;
      Object.assign(stub.profile, changes);
      return json({ 'response-data': { profile: { ...stub.profile } } });
    }
    if (url.endsWith('/otp')) return json({ 'response-data': { otpId: 'otp-1', expiresAt: new Date(Date.now() + stub.serverSkew + 600_000).toISOString(), resendAfterSeconds: 30, attemptsLeft: 3 } }, 201);
    if (url.endsWith('/otp/otp-1/verify')) {
      await stub.hold;
      if (stub.attemptsLeft <= 0) return json({ error: 'otp_attempts_exhausted' }, 410);
      if (body.code === '123456') return json({ 'response-data': { verificationToken: 'vt-1' } });
      stub.attemptsLeft -= 1;
      return json({ error: 'invalid_code', attemptsLeft: stub.attemptsLeft }, 400);
    }
    return json({}, 404);
  }) as typeof fetch;
  return stub;
}

function mount(attributes = '') {
  const host = fixture(`<brand-account-personal-details ${attributes}></brand-account-personal-details>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A change of the e-mail waiting for its code in this tab, as kept before a reload (only the changed field). */
function pend(attemptsLeft: number) {
  sessionStorage.setItem(PERSONAL_DETAILS_OTP_KEY, JSON.stringify({ consumerId: 'demo-test', changes: { email: 'new@example.com' } }));
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  sessionStorage.setItem(OTP_VERIFY_KEY, JSON.stringify({ field: 'email', value: 'new@example.com', otpId: 'otp-1', expiresAt, localExpiry: Date.now() + 60_000, resendAt: Date.now() - 1, attemptsLeft }));
}

const focused = (root: ShadowRoot) => root.activeElement as HTMLElement | null;
const input = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('brand-account-personal-details', () => {
  afterEach(() => {
    cleanup();
    window.fetch = realFetch;
    for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
    pageConfig.set({});
    visitorStore.set('LAS');
    visitorResolution.set({ visitorType: 'LAS' });
    sessionStorage.clear();
  });

  it('shows the details, edits them, and Cancel puts them back with focus on Edit', async () => {
    install();
    const { root } = mount();
    await until(() => root.querySelector('[data-personal-facts]'), 3000, 'the facts');
    expect(root.querySelector('h2')?.textContent).to.equal('Personal details');
    expect(root.querySelector('[data-field="email"]')?.textContent).to.equal('harvey@example.com');
    expect(root.querySelector('[data-field="phone"]')?.textContent).to.equal('Not given');
    expect(root.querySelector('[data-field="birthYear"]')?.textContent).to.equal('1987');
    root.querySelector<HTMLButtonElement>('[data-personal-edit]')!.click();
    await until(() => focused(root)?.getAttribute('name') === 'firstName', 3000, 'focus on the first name');
    expect(input(root, 'birthYear').readOnly).to.equal(true);
    expect(input(root, 'email').getAttribute('autocomplete')).to.equal('email');
    // the action buttons are 44 px touch targets
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-actions] button')) expect(button.getBoundingClientRect().height).to.be.at.least(44);
    type(input(root, 'firstName'), 'Somebody');
    root.querySelector<HTMLButtonElement>('[data-personal-cancel]')!.click();
    await until(() => focused(root)?.hasAttribute('data-personal-edit'), 3000, 'focus back on Edit');
    expect(root.querySelector('[data-field="firstName"]')?.textContent).to.equal('Harvey');
  });

  it('saves a name change directly, says so (focused), tells the page and updates the visitor', async () => {
    const stub = install();
    const { host, root } = mount();
    const saved: unknown[] = [];
    document.addEventListener('brand-personal-details-saved', (event) => saved.push((event as CustomEvent).detail), { once: true });
    await until(() => root.querySelector('[data-personal-edit]'), 3000, 'Edit');
    root.querySelector<HTMLButtonElement>('[data-personal-edit]')!.click();
    await until(() => input(root, 'firstName'), 3000, 'the form');
    type(input(root, 'firstName'), 'Harry');
    root.querySelector<HTMLButtonElement>('[data-personal-save]')!.click();
    await until(() => focused(root)?.hasAttribute('data-personal-status'), 3000, 'the focused status');
    expect(root.querySelector('[data-personal-status]')?.textContent).to.equal('Your details were saved.');
    expect(stub.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).to.deep.equal([{ firstName: 'Harry' }]);
    expect(stub.calls.some((call) => call.url.endsWith('/otp'))).to.equal(false);
    expect(saved).to.deep.equal([{ fields: ['firstName'] }]);
    expect(visitorResolution.getSnapshot().consumer?.profile?.firstName).to.equal('Harry');
    expect(host.isConnected).to.equal(true);
  });

  it('a bad e-mail: focus to it, its error linked by aria-describedby, nothing sent', async () => {
    const stub = install();
    const { root } = mount();
    await until(() => root.querySelector('[data-personal-edit]'), 3000, 'Edit');
    root.querySelector<HTMLButtonElement>('[data-personal-edit]')!.click();
    await until(() => input(root, 'email'), 3000, 'the form');
    type(input(root, 'email'), 'harvey@');
    root.querySelector<HTMLButtonElement>('[data-personal-save]')!.click();
    await until(() => focused(root)?.getAttribute('name') === 'email', 3000, 'focus on the e-mail');
    const email = input(root, 'email');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    const hint = root.getElementById(email.getAttribute('aria-describedby')!);
    expect(hint?.textContent).to.equal('Enter an email address like name@example.com.');
    expect(stub.calls.filter((call) => call.method !== 'GET')).to.deep.equal([]);
  });

  it('a new e-mail: a code step; a wrong code saves nothing and says the attempts left; the right one saves with the token', async () => {
    const stub = install();
    const { root } = mount();
    await until(() => root.querySelector('[data-personal-edit]'), 3000, 'Edit');
    root.querySelector<HTMLButtonElement>('[data-personal-edit]')!.click();
    await until(() => input(root, 'email'), 3000, 'the form');
    type(input(root, 'email'), 'New@Example.com');
    root.querySelector<HTMLButtonElement>('[data-personal-save]')!.click();
    await until(() => focused(root)?.hasAttribute('data-code-input'), 3000, 'focus on the code');
    expect(stub.calls.find((call) => call.url.endsWith('/otp'))?.body).to.deep.equal({ field: 'email', value: 'new@example.com' });
    expect(root.querySelector('[data-code-sent]')?.textContent).to.equal('We sent a code to new@example.com.');
    const code = root.querySelector<HTMLInputElement>('[data-code-input]')!;
    expect([code.getAttribute('autocomplete'), code.getAttribute('inputmode')]).to.deep.equal(['one-time-code', 'numeric']);
    expect(root.querySelector<HTMLButtonElement>('[data-otp-resend]')!.disabled).to.equal(true);
    expect(root.querySelector('[role="timer"]')?.textContent).to.match(/^You can ask for a new code in (30|29) s\.$/);
    expect(sessionStorage.getItem(PERSONAL_DETAILS_OTP_KEY)).to.contain('New@Example.com');
    expect(sessionStorage.getItem(PERSONAL_DETAILS_OTP_KEY)).to.not.contain('Avery'); // only the changed field is kept
    expect(sessionStorage.getItem(OTP_VERIFY_KEY)).to.contain('"value":"new@example.com"');

    type(code, '000000');
    root.querySelector<HTMLButtonElement>('[data-otp-verify]')!.click();
    await until(() => root.querySelector('[data-hint="error"]')?.textContent === 'This code is not right. Attempts left: 2.', 3000, 'the wrong-code message');
    expect(stub.calls.filter((call) => call.method === 'PATCH')).to.deep.equal([]);
    expect(code.getAttribute('aria-describedby')).to.equal('personal-code-hint');

    type(root.querySelector<HTMLInputElement>('[data-code-input]')!, '123 456');
    root.querySelector<HTMLButtonElement>('[data-otp-verify]')!.click();
    await until(() => root.querySelector('[data-personal-status]')?.textContent === 'Your details were saved.', 3000, 'saved');
    expect(stub.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).to.deep.equal([{ email: 'new@example.com', verificationToken: 'vt-1' }]);
    expect(root.querySelector('[data-field="email"]')?.textContent).to.equal('new@example.com');
    expect([sessionStorage.getItem(PERSONAL_DETAILS_OTP_KEY), sessionStorage.getItem(OTP_VERIFY_KEY)]).to.deep.equal([null, null]);
  });

  it('comes back to the code step after a reload; too many wrong codes end it with Start again', async () => {
    const stub = install();
    stub.attemptsLeft = 1;
    delete stub.profile.consumerId; // the pending change is the session's consumer's, whatever the profile body says
    pend(1);
    const { root } = mount();
    const code = await until(() => root.querySelector<HTMLInputElement>('[data-code-input]'), 3000, 'the code step');
    expect(root.querySelector<HTMLButtonElement>('[data-otp-resend]')!.disabled).to.equal(false);
    type(code, '000000');
    root.querySelector<HTMLButtonElement>('[data-otp-verify]')!.click();
    await until(() => root.querySelector('[data-otp-start-again]'), 3000, 'Start again');
    expect(root.querySelector('[data-personal-alert]')?.textContent).to.equal('Too many wrong codes. Nothing was saved. Start again to get a new code.');
    expect(stub.calls.filter((call) => call.method === 'PATCH')).to.deep.equal([]);
    // focus on the control next to the alert, never on the alert (read twice)
    await until(() => focused(root)?.hasAttribute('data-otp-start-again'), 3000, 'focus on Start again');
    expect(root.querySelector('[data-personal-alert]')!.hasAttribute('tabindex')).to.equal(false);
    root.querySelector<HTMLButtonElement>('[data-otp-start-again]')!.click();
    await until(() => stub.calls.some((call) => call.url.endsWith('/otp')), 3000, 'a new code asked');
    // only the field and the value go to the service (no otpId, expiry, attempts…)
    expect(stub.calls.find((call) => call.url.endsWith('/otp'))?.body).to.deep.equal({ field: 'email', value: 'new@example.com' });
    await until(() => focused(root)?.hasAttribute('data-code-input'), 3000, 'the code step again');
    expect(root.querySelector('[data-personal-facts]')).to.equal(null);
  });

  it('Resend sends only the field and the value', async () => {
    const stub = install();
    pend(3);
    const { root } = mount();
    await until(() => root.querySelector<HTMLButtonElement>('[data-otp-resend]:not(:disabled)'), 3000, 'Send a new code');
    root.querySelector<HTMLButtonElement>('[data-otp-resend]')!.click();
    await until(() => stub.calls.some((call) => call.url.endsWith('/otp')), 3000, 'a new code asked');
    expect(stub.calls.find((call) => call.url.endsWith('/otp'))?.body).to.deep.equal({ field: 'email', value: 'new@example.com' });
  });

  it('a pasted message: the code input keeps its six digits (no maxLength cuts it first)', async () => {
    install();
    pend(3);
    const { root } = mount();
    const code = await until(() => root.querySelector<HTMLInputElement>('[data-code-input]'), 3000, 'the code step');
    expect(code.hasAttribute('maxlength')).to.equal(false);
    code.focus();
    document.execCommand('insertText', false, 'Your code: 123456');
    await until(() => code.value === '123456', 3000, 'the six digits');
  });

  it('Cancel while the code is being checked: the answer is dropped, nothing saved, no saved event', async () => {
    const stub = install();
    let release = () => {};
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    pend(3);
    const saved: unknown[] = [];
    const listener = (event: Event) => saved.push((event as CustomEvent).detail);
    document.addEventListener('brand-personal-details-saved', listener);
    try {
      const { root } = mount();
      const code = await until(() => root.querySelector<HTMLInputElement>('[data-code-input]'), 3000, 'the code step');
      type(code, '123456');
      root.querySelector<HTMLButtonElement>('[data-otp-verify]')!.click();
      await until(() => stub.calls.some((call) => call.url.endsWith('/verify')), 3000, 'the verify call');
      const cancel = root.querySelector<HTMLButtonElement>('[data-personal-cancel]')!;
      expect(cancel.disabled).to.equal(false);
      cancel.click();
      await until(() => root.querySelector('[data-personal-facts]'), 3000, 'the view');
      release();
      // the next change goes through the network after the held answer: by its save, a dropped answer would show
      root.querySelector<HTMLButtonElement>('[data-personal-edit]')!.click();
      await until(() => input(root, 'firstName'), 3000, 'the form');
      type(input(root, 'firstName'), 'Harry');
      root.querySelector<HTMLButtonElement>('[data-personal-save]')!.click();
      await until(() => root.querySelector('[data-personal-status]')?.textContent === 'Your details were saved.', 3000, 'the name saved');
      expect(stub.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).to.deep.equal([{ firstName: 'Harry' }]);
      expect(saved).to.deep.equal([{ fields: ['firstName'] }]);
      expect(root.querySelector('[data-field="email"]')?.textContent).to.equal('harvey@example.com');
    } finally {
      document.removeEventListener('brand-personal-details-saved', listener);
    }
  });

  it('a failed save after the right code: Try again saves with the same token, no new code', async () => {
    const stub = install();
    stub.patchFailures = 1;
    pend(3);
    const { root } = mount();
    const code = await until(() => root.querySelector<HTMLInputElement>('[data-code-input]'), 3000, 'the code step');
    type(code, '123456');
    root.querySelector<HTMLButtonElement>('[data-otp-verify]')!.click();
    const retry = await until(() => root.querySelector<HTMLButtonElement>('[data-personal-try-again]'), 3000, 'Try again');
    // (Try again shows once the code is verified, while the save is still under way: the alert comes with its answer.)
    const alert = 'We could not save your details. Please try again. Nothing has changed.';
    await until(() => root.querySelector('[data-personal-alert]')?.textContent === alert, 3000, 'the alert');
    await until(() => focused(root) === retry, 3000, 'focus on Try again');
    retry.click();
    await until(() => root.querySelector('[data-personal-status]')?.textContent === 'Your details were saved.', 3000, 'saved');
    expect(stub.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).to.deep.equal([
      { email: 'new@example.com', verificationToken: 'vt-1' },
      { email: 'new@example.com', verificationToken: 'vt-1' },
    ]);
    expect(stub.calls.filter((call) => call.url.endsWith('/verify')).length).to.equal(1);
  });

  it('a service clock an hour behind this device: the code is still checked and saved (no client expiry from its expiresAt)', async () => {
    const stub = install();
    stub.serverSkew = -3600_000;
    const { root } = mount();
    await until(() => root.querySelector('[data-personal-edit]'), 3000, 'Edit');
    root.querySelector<HTMLButtonElement>('[data-personal-edit]')!.click();
    await until(() => input(root, 'email'), 3000, 'the form');
    type(input(root, 'email'), 'new@example.com');
    root.querySelector<HTMLButtonElement>('[data-personal-save]')!.click();
    const code = await until(() => root.querySelector<HTMLInputElement>('[data-code-input]'), 3000, 'the code step');
    type(code, '123456');
    root.querySelector<HTMLButtonElement>('[data-otp-verify]')!.click();
    await until(() => root.querySelector('[data-personal-status]')?.textContent === 'Your details were saved.', 3000, 'saved');
    expect(root.querySelector('[data-personal-alert]')?.textContent).to.equal('');
  });

  it('an anonymous visitor sees no details and nothing is fetched', async () => {
    pageConfig.set({ muleSoftConfig: MULESOFT });
    visitorPending.set(false);
    const calls: string[] = [];
    window.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return json({}, 404);
    }) as typeof fetch;
    const { root } = mount();
    await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the signed-out notice');
    expect(root.querySelector('[data-personal-facts]')).to.equal(null);
    expect(calls).to.deep.equal([]);
  });
});
