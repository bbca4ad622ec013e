import { expect } from 'chai';
import '../../src/elements/brand-form-container';
import './formFieldStub';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { registerCaptcha } from '../../src/core/forms/captcha';
import { authoringStore } from '../../src/core/stores/authoring';

type Call = { url: string; init: RequestInit };

/** Replaces fetch for one test: each call gets `answer()` (a Response or a pending promise). */
function stubFetch(answer: () => Promise<Response> | Response): { calls: Call[]; restore: () => void } {
  const original = window.fetch;
  const calls: Call[] = [];
  window.fetch = ((url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return Promise.resolve(answer());
  }) as typeof fetch;
  return { calls, restore: () => (window.fetch = original) };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function form(attributes = 'action="/mock/forms/contact"') {
  const container = fixture(`
    <brand-form-container id="contact" ${attributes} success-message="Thanks, we got it." error-message="Could not send: try again.">
      <test-form-text name="name" label="Name" required></test-form-text>
      <brand-container><test-form-text name="email" label="Email *" required></test-form-text></brand-container>
      <test-form-text name="off" label="Off" value="x" disabled></test-form-text>
      <test-form-text name="message" label="Message" required></test-form-text>
    </brand-form-container>`);
  return container.querySelector<HTMLElement>('brand-form-container')!;
}

const input = (host: Element, name: string) => shadow(host.querySelector(`[name="${name}"]`)!).querySelector('input')!;

async function fill(host: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = await until(() => host.querySelector(`[name="${name}"]`)?.shadowRoot?.querySelector('input'), 3000, `the ${name} input`);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
  await settle();
}

function pressEnter(control: HTMLInputElement) {
  control.focus();
  control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
}

describe('brand-form-container', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
    authoringStore.set('disabled');
    cleanup();
  });

  it('renders the fields through a slot in a form region with an empty live region', async () => {
    const container = fixture(`<brand-form-container><script type="application/json">{"id":"contact","title":"Contact us","action":"/x"}</script><test-form-text name="a" label="A"></test-form-text></brand-form-container>`);
    const host = container.querySelector('brand-form-container')!;
    expect(host.id).to.equal('contact');
    const region = await until(() => shadow(host).querySelector('[part="form"]'));
    expect(region.getAttribute('role')).to.equal('form');
    expect(region.getAttribute('aria-label')).to.equal('Contact us');
    expect(region.querySelector('slot')).to.exist;
    const live = shadow(host).querySelector('[part="announcement"]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.textContent).to.equal('');
    expect(getComputedStyle(region).display).to.equal('flex');
  });

  it('submitting empty validates every field, focuses the first invalid one and announces them all; nothing is sent', async () => {
    const stub = stubFetch(() => json(201, {}));
    restore = stub.restore;
    const host = form();
    await fill(host, { email: 'a@b.c' });
    pressEnter(input(host, 'email'));
    const live = shadow(host).querySelector('[part="announcement"]')!;
    await until(() => live.textContent === '2 fields need attention: Name, Message', 3000, 'the announcement');
    expect(document.activeElement).to.equal(host.querySelector('[name="name"]'));
    expect(shadow(host.querySelector('[name="name"]')!).activeElement).to.equal(input(host, 'name'));
    await until(() => shadow(host.querySelector('[name="message"]')!).querySelector('[data-message]'), 3000, 'the message field to show its problem');
    expect(stub.calls).to.have.length(0);
  });

  it('sends the values as JSON (disabled fields left out, nested containers included), then shows the success message and dispatches brand-form-submit', async () => {
    const stub = stubFetch(() => json(201, { reference: 'F-1' }));
    restore = stub.restore;
    const host = form();
    const submitted: unknown[] = [];
    host.addEventListener('brand-form-submit', (event) => submitted.push((event as CustomEvent).detail));
    await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    pressEnter(input(host, 'message'));
    const success = await until(() => shadow(host).querySelector<HTMLElement>('[part="success"]'), 3000, 'the success message');
    expect(success.getAttribute('role')).to.equal('status');
    expect(success.textContent).to.equal('Thanks, we got it.');
    await until(() => shadow(host).activeElement === success, 3000, 'focus on the success message');
    expect(stub.calls).to.have.length(1);
    const { url, init } = stub.calls[0]!;
    expect(url).to.equal(`${location.origin}/mock/forms/contact`);
    expect(init.method).to.equal('POST');
    expect(init.credentials).to.equal('same-origin');
    expect((init.headers as Record<string, string>)['Content-Type']).to.equal('application/json');
    expect(JSON.parse(String(init.body))).to.deep.equal({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    expect(submitted).to.deep.equal([{ id: 'contact', data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } }]);
    // The fields stay (no hideOnSuccess).
    expect(shadow(host).querySelector('[part="fields"]')!.hasAttribute('hidden')).to.equal(false);
  });

  it('after a success, submitting the same values again sends nothing and shows the success message anew; a change sends again', async () => {
    const stub = stubFetch(() => json(201, { reference: 'F-1' }));
    restore = stub.restore;
    const host = form();
    await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    pressEnter(input(host, 'message'));
    const first = await until(() => shadow(host).querySelector<HTMLElement>('[part="success"]'), 3000, 'the success message');
    await until(() => shadow(host).activeElement === first, 3000, 'focus on the success message');
    pressEnter(input(host, 'message'));
    const again = await until(() => {
      const node = shadow(host).querySelector<HTMLElement>('[part="success"]');
      return node !== first && node;
    }, 3000, 'the success message shown anew');
    await until(() => shadow(host).activeElement === again, 3000, 'focus on it');
    expect(stub.calls).to.have.length(1);
    await fill(host, { message: 'Hello again' });
    pressEnter(input(host, 'message'));
    await until(() => stub.calls.length === 2, 3000, 'the changed message to be sent');
  });

  it('a second identical failure (a refused action: no sending in between) is announced again: a new alert that takes focus', async () => {
    const stub = stubFetch(() => json(500, {}));
    restore = stub.restore;
    const original = console.error;
    console.error = () => {};
    const host = form('action="javascript:alert(1)"');
    restore = () => {
      stub.restore();
      console.error = original;
    };
    await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    pressEnter(input(host, 'message'));
    const first = await until(() => shadow(host).querySelector<HTMLElement>('[part="error"]'), 3000, 'the error message');
    await until(() => shadow(host).activeElement === first, 3000, 'focus on the error');
    pressEnter(input(host, 'message'));
    const second = await until(() => {
      const node = shadow(host).querySelector<HTMLElement>('[part="error"]');
      return node !== first && node;
    }, 3000, 'a new error message');
    await until(() => shadow(host).activeElement === second, 3000, 'focus on the new error');
    expect(second.getAttribute('role')).to.equal('alert');
    expect(stub.calls).to.have.length(0);
  });

  it('is busy and inert while sending and cannot submit twice', async () => {
    let answer!: (response: Response) => void;
    const stub = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    restore = stub.restore;
    const host = form('action="/mock/forms/contact" hide-on-success');
    await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    pressEnter(input(host, 'message'));
    const frame = shadow(host).querySelector('[part="form"]')!;
    await until(() => frame.getAttribute('aria-busy') === 'true', 3000, 'aria-busy');
    const fields = shadow(host).querySelector<HTMLElement>('[part="fields"]')!;
    expect(fields.inert).to.equal(true);
    expect(shadow(host).querySelector('[part="progress"]')).to.exist;
    pressEnter(input(host, 'message'));
    (host.querySelector('[name="name"]') as unknown as { focus(): void }).focus();
    await settle();
    expect(stub.calls).to.have.length(1);
    answer(json(200, {}));
    await until(() => shadow(host).querySelector('[part="success"]'), 3000, 'the success message');
    expect(frame.getAttribute('aria-busy')).to.equal('false');
    expect(fields.hidden).to.equal(true);
    expect(getComputedStyle(fields).display).to.equal('none');
  });

  for (const [what, answer, status] of [
    ['a 500', () => json(500, { errors: [] }), 500],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ] as const) {
    it(`after ${what} shows the error message with every value kept and dispatches brand-form-error`, async () => {
      const stub = stubFetch(answer as () => Promise<Response>);
      restore = stub.restore;
      const host = form();
      const failed: unknown[] = [];
      host.addEventListener('brand-form-error', (event) => failed.push((event as CustomEvent).detail));
      await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      pressEnter(input(host, 'message'));
      const error = await until(() => shadow(host).querySelector<HTMLElement>('[part="error"]'), 3000, 'the error message');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.textContent).to.equal('Could not send: try again.');
      await until(() => shadow(host).activeElement === error, 3000, 'focus on the error message');
      expect(failed).to.deep.equal([{ id: 'contact', status }]);
      expect([input(host, 'name').value, input(host, 'email').value, input(host, 'message').value]).to.deep.equal(['Ada', 'ada@example.com', 'Hello']);
      expect(shadow(host).querySelector<HTMLElement>('[part="fields"]')!.inert).to.equal(false);
    });
  }

  it('refuses an action that is neither same-origin nor https: one console error naming the element, nothing sent', async () => {
    const stub = stubFetch(() => json(201, {}));
    restore = stub.restore;
    const { errors } = await captureConsole(async () => {
      const host = form('action="http://evil.example/steal"');
      await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      pressEnter(input(host, 'message'));
      await until(() => shadow(host).querySelector('[part="error"]'), 3000, 'the error message');
      pressEnter(input(host, 'message'));
      await settle();
    });
    expect(stub.calls).to.have.length(0);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^<brand-form-container>: action "http:\/\/evil.example\/steal" is neither same-origin nor https/);
  });

  it('refuses an action with credentials in it: one console error naming the element (without the password), nothing sent', async () => {
    const stub = stubFetch(() => json(201, {}));
    restore = stub.restore;
    const { errors } = await captureConsole(async () => {
      const host = form(`action="https://u:secret@${location.host}/mock/forms/contact"`);
      await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      pressEnter(input(host, 'message'));
      await until(() => shadow(host).querySelector('[part="error"]'), 3000, 'the error message');
    });
    expect(stub.calls).to.have.length(0);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^<brand-form-container>: action to https:\/\/.+\/mock\/forms\/contact has a user name or password in it; the form is not sent/);
    expect(errors[0]).not.to.contain('secret');
  });

  it('sends a registered captcha provider\'s token as a header', async () => {
    const stub = stubFetch(() => json(201, {}));
    const remove = registerCaptcha({ token: (id) => `token-${id}` });
    restore = () => {
      stub.restore();
      remove();
    };
    const host = form();
    await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    pressEnter(input(host, 'message'));
    await until(() => stub.calls.length === 1, 3000, 'the request');
    expect((stub.calls[0]!.init.headers as Record<string, string>)['X-Captcha-Token']).to.equal('token-contact');
  });

  it('a captcha provider that rejects: the error message and one console error naming the element, nothing sent', async () => {
    const stub = stubFetch(() => json(201, {}));
    const remove = registerCaptcha({ token: () => Promise.reject(new Error('captcha script blocked')) });
    restore = () => {
      stub.restore();
      remove();
    };
    const { errors } = await captureConsole(async () => {
      const host = form();
      await fill(host, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      pressEnter(input(host, 'message'));
      await until(() => shadow(host).querySelector('[part="error"]'), 3000, 'the error message');
    });
    expect(stub.calls).to.have.length(0);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^<brand-form-container>: the captcha provider failed \(captcha script blocked\); the form is not sent/);
  });

  it('without an id: nothing on the live site, the form once an id is set', async () => {
    const container = fixture(`<brand-form-container action="/x"><test-form-text name="a" label="A"></test-form-text></brand-form-container>`);
    const host = container.querySelector('brand-form-container')!;
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(host).querySelector('[part="form"]')).to.equal(null);
    expect(shadow(host).querySelector('[data-brand-placeholder]')).to.equal(null);
    host.id = 'contact';
    // The same element, now with an id: it renders (so the check above could fail).
    (host as unknown as { model: unknown }).model = { id: 'contact', action: '/x' };
    await until(() => shadow(host).querySelector('[part="form"]'), 3000, 'the form once the id is set');
  });

  it('without an id in the editor: the placeholder naming what to set', async () => {
    authoringStore.set('edit');
    const container = fixture(`<brand-form-container action="/x"><test-form-text name="a" label="A"></test-form-text></brand-form-container>`);
    const host = container.querySelector('brand-form-container')!;
    const placeholder = await until(() => shadow(host).querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.equal('Form container: set an id');
    expect(shadow(host).querySelector('[part="form"]')).to.equal(null);
  });
});
