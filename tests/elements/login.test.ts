import { expect } from 'chai';
import '../../src/elements/brand-login';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const CONFIG = { url: '/mock/mulesoft', clientId: 'demo-client', clientSecret: 'demo-secret', channel: 'web' };
const realFetch = window.fetch;

/** The consumer service stand-in: answers the login call with `answer`, the profile as a plain member. */
function stubService(answer: () => Promise<Response>): { bodies: string[] } {
  const bodies: string[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/consumer/login')) {
      bodies.push(String(init?.body));
      return answer();
    }
    if (url.includes('/consumer/')) return Response.json({ 'response-data': { profile: { consumerId: 'demo-lau' }, hardAgeVerification: [{ hardAVStatus: 'NOT_VERIFIED' }] } });
    return Response.json({}, { status: 404 });
  }) as typeof fetch;
  return { bodies };
}

function clearSessionCookies(): void {
  for (const name of ['brand_uid', 'brand_token', 'brand_commerce_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

function mount(attributes = 'submit-label="Log in"'): { host: HTMLElement; root: ShadowRoot } {
  const container = fixture(`<brand-login ${attributes}></brand-login>`);
  const host = container.querySelector<HTMLElement>('brand-login')!;
  return { host, root: shadow(host) };
}

const input = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function submitWith(root: ShadowRoot, email: string, password: string): Promise<void> {
  await until(() => input(root, 'email'), 3000, 'the form');
  input(root, 'email').value = email;
  input(root, 'password').value = password;
  root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

describe('brand-login', () => {
  beforeEach(() => {
    clearSessionCookies();
    visitorStore.set('LAS');
    pageConfig.set({ muleSoftConfig: CONFIG });
  });
  afterEach(() => {
    window.fetch = realFetch;
    cleanup();
    clearSessionCookies();
    visitorStore.set('LAS');
    pageConfig.set({});
    authoringStore.set('disabled');
  });

  it('renders a labelled, styled form in its shadow root, with autocomplete hints for password managers', async () => {
    const { root } = mount('submit-label="Log in" email-label="Email address"');
    const email = await until(() => input(root, 'email'));
    const label = root.querySelector(`label[for="${email.id}"]`);
    expect(label?.textContent).to.equal('Email address');
    expect(email.type).to.equal('email');
    expect(email.autocomplete).to.equal('username');
    expect(input(root, 'password').autocomplete).to.equal('current-password');
    expect(getComputedStyle(email).minHeight).to.equal('52px');
    expect(getComputedStyle(email).borderTopStyle).to.equal('solid');
    expect(root.querySelector('button[type="submit"]')?.textContent).to.equal('Log in');
  });

  it('signs in, sets the session cookies, resolves the visitor and sends brand-login out of the shadow root', async () => {
    const { bodies } = stubService(async () => Response.json({ 'response-data': { consumerId: 'demo-lau', token: 'token-demo-lau' } }));
    const { host, root } = mount();
    const events: unknown[] = [];
    document.addEventListener('brand-login', (event) => events.push((event as CustomEvent).detail), { once: true });
    await submitWith(root, 'laura.underwood@example.co.uk', 'secret-pass');
    const status = await until(() => root.querySelector<HTMLElement>('[role="status"]'), 3000, 'the confirmation');
    expect(status.textContent).to.equal('You are logged in.');
    // The confirmation shows as soon as the visitor is resolved; it takes focus once the sign-in
    // has returned to the form, a task or more later.
    await until(() => root.activeElement === status, 3000, 'the focus on the confirmation');
    expect(document.cookie).to.include('brand_uid=demo-lau');
    expect(document.cookie).to.include('brand_token=token-demo-lau');
    expect(visitorStore.getSnapshot()).to.equal('LAU');
    expect(events).to.deep.equal([{ visitorType: 'LAU' }]);
    expect(JSON.parse(bodies[0]!)).to.deep.equal({ email: 'laura.underwood@example.co.uk', password: 'secret-pass' });
    expect(host.textContent).to.equal('');
  });

  it('shows the field problems without calling the service, linked to their fields', async () => {
    const { bodies } = stubService(async () => Response.json({}));
    const { root } = mount();
    await submitWith(root, 'laura@', '');
    const email = input(root, 'email');
    await until(() => email.getAttribute('aria-invalid') === 'true', 3000, 'the email marked invalid');
    const problem = root.getElementById(email.getAttribute('aria-describedby')!);
    expect(problem?.textContent).to.equal('Enter an email address like name@example.com.');
    expect(input(root, 'password').getAttribute('aria-invalid')).to.equal('true');
    expect(root.activeElement).to.equal(email);
    expect(bodies).to.deep.equal([]);
  });

  it('names a timeout apart from the other failures, shows progress while it waits, and cannot double-submit', async () => {
    let fail: (error: unknown) => void = () => {};
    const { bodies } = stubService(() => new Promise<Response>((_, reject) => (fail = reject)));
    const { root } = mount();
    await submitWith(root, 'laura.underwood@example.co.uk', 'x');
    const button = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await until(() => button.disabled, 3000, 'the button busy');
    expect(root.querySelector('form')?.getAttribute('aria-busy')).to.equal('true');
    expect(input(root, 'email').readOnly).to.equal(true);
    await until(() => bodies.length === 1, 3000, 'the request sent');
    root.querySelector('form')!.requestSubmit();
    fail(new DOMException('The operation timed out.', 'TimeoutError'));
    const alert = root.querySelector('[role="alert"]')!;
    await until(() => alert.textContent, 3000, 'the message');
    expect(alert.textContent).to.equal('Logging in is taking too long. Please try again in a moment.');
    expect(bodies).to.have.length(1);
    expect(input(root, 'password').value).to.equal('');
    expect(document.cookie).not.to.include('brand_uid');
  });

  it('shows the authored message and never logs the password', async () => {
    stubService(async () => Response.json({ error: 'invalid_credentials' }, { status: 401 }));
    const { root } = mount('submit-label="Anmelden" invalid-credentials-message="E-Mail oder Passwort falsch."');
    const { errors, warnings } = await captureConsole(async () => {
      await submitWith(root, 'laura.underwood@example.co.uk', 'hunter2-secret');
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the message');
    });
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('E-Mail oder Passwort falsch.');
    expect([...errors, ...warnings].join('\n')).not.to.include('hunter2-secret');
  });

  it('toggles the password between hidden and shown, as a pressed button', async () => {
    const { root } = mount();
    const toggle = await until(() => root.querySelector<HTMLButtonElement>('button[data-reveal]'));
    expect(toggle.getAttribute('aria-label')).to.equal('Show password');
    expect(toggle.getBoundingClientRect().width).to.be.at.least(44);
    toggle.click();
    await until(() => input(root, 'password').type === 'text', 3000, 'the password shown');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  });

  it('shows a logged-in visitor the confirmation instead of the form, and the form again after logout', async () => {
    document.cookie = 'brand_uid=demo-lau; Path=/';
    document.cookie = 'brand_token=token-demo-lau; Path=/';
    visitorStore.set('LAU');
    const { root } = mount('submit-label="Log in" success-message="Welcome back."');
    const status = await until(() => root.querySelector('[role="status"]'));
    expect(status.textContent).to.equal('Welcome back.');
    clearSessionCookies();
    visitorStore.set('LAS');
    await until(() => root.querySelector('form'), 3000, 'the form back');
  });

  it('is empty without a submit label: nothing live, a placeholder in the editor', async () => {
    const live = mount('');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(live.root.querySelector('form')).to.equal(null);
    cleanup();
    authoringStore.set('edit');
    const edit = mount('');
    const placeholder = await until(() => edit.root.querySelector('[data-brand-placeholder]'));
    expect(placeholder.textContent).to.equal('Login: set the submit button label');
  });
});
