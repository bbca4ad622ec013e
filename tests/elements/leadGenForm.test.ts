import { expect } from 'chai';
import '../../src/elements/brand-lead-gen-form';
import './formFieldStub';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Call = { url: string; init: RequestInit };

function stubFetch(status = 201): { calls: Call[]; restore: () => void } {
  const original = window.fetch;
  const calls: Call[] = [];
  window.fetch = ((url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return Promise.resolve(new Response(JSON.stringify({ reference: 'L-1' }), { status, headers: { 'Content-Type': 'application/json' } }));
  }) as typeof fetch;
  return { calls, restore: () => (window.fetch = original) };
}

const CONSENTS = [
  { id: 'terms', label: 'I accept the <a href="/terms">terms</a><img src=x onerror="window.__xss=1">', required: true, optIns: [] },
  { id: 'news', label: 'Send me <b>news</b>', required: false, optIns: [{ id: 'EMAIL' }, { id: 'SMS' }] },
];

function leadForm(consents: unknown = CONSENTS) {
  const model = { id: 'newsletter', action: '/mock/leads', successMessage: 'You are signed up.', consents };
  const container = fixture(`<brand-lead-gen-form><script type="application/json">${JSON.stringify(model)}</script>
    <test-form-text name="email" label="Email" required value="ada@example.com"></test-form-text></brand-lead-gen-form>`);
  return container.querySelector<HTMLElement>('brand-lead-gen-form')!;
}

const checkbox = (host: Element, id: string) => shadow(host).querySelector<HTMLInputElement>(`input[id$="-${id}"]`)!;
const submit = (host: Element) => {
  const control = shadow(host.querySelector('test-form-text')!).querySelector('input')!;
  control.focus();
  control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
};

describe('brand-lead-gen-form', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
    authoringStore.set('disabled');
    cleanup();
  });

  it('renders a checkbox per consent after the fields, with the sanitized HTML label', async () => {
    const host = leadForm();
    await until(() => checkbox(host, 'news'), 3000, 'the consents');
    const fields = shadow(host).querySelector('[part="fields"]')!;
    expect(fields.firstElementChild!.localName).to.equal('slot');
    const terms = checkbox(host, 'terms');
    expect(terms.required).to.equal(true);
    const label = terms.closest('label')!;
    expect(label.querySelector('a')!.getAttribute('href')).to.equal('/terms');
    expect(label.querySelector('img')?.hasAttribute('onerror') ?? false).to.equal(false);
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
    expect(label.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('puts its form buttons after the consents (the actions slot)', async () => {
    const host = leadForm();
    const button = document.createElement('brand-form-button');
    host.append(button);
    await until(() => button.assignedSlot, 3000, 'the button slotted');
    expect(button.assignedSlot!.name).to.equal('actions');
    const consents = shadow(host).querySelector('[part="consents"]')!;
    expect(consents.compareDocumentPosition(button.assignedSlot!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(host.querySelector('test-form-text')!.assignedSlot!.name).to.equal('');
  });

  it('a required consent must be ticked: focus goes to it and the announcement names it', async () => {
    const stub = stubFetch();
    restore = stub.restore;
    const host = leadForm();
    await until(() => checkbox(host, 'terms'), 3000, 'the consents');
    await settle();
    submit(host);
    const live = shadow(host).querySelector('[part="announcement"]')!;
    await until(() => live.textContent === '1 field needs attention: I accept the terms', 3000, 'the announcement');
    expect(shadow(host).activeElement).to.equal(checkbox(host, 'terms'));
    await until(() => checkbox(host, 'terms').getAttribute('aria-invalid') === 'true', 3000, 'aria-invalid');
    const hint = shadow(host).getElementById(checkbox(host, 'terms').getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('Tick this box to continue.');
    expect(stub.calls).to.have.length(0);
  });

  it('sends the fields, the consents given with their opt-ins and an ISO timestamp', async () => {
    const stub = stubFetch();
    restore = stub.restore;
    const host = leadForm();
    const submitted: Array<{ id: string; data: Record<string, unknown> }> = [];
    host.addEventListener('brand-form-submit', (event) => submitted.push((event as CustomEvent).detail));
    await until(() => checkbox(host, 'terms'), 3000, 'the consents');
    checkbox(host, 'terms').click();
    checkbox(host, 'news').click();
    await settle();
    const before = Date.now();
    submit(host);
    await until(() => shadow(host).querySelector('[part="success"]'), 3000, 'the success message');
    const body = JSON.parse(String(stub.calls[0]!.init.body));
    expect(stub.calls[0]!.url).to.equal(`${location.origin}/mock/leads`);
    expect(body.email).to.equal('ada@example.com');
    expect(body.consents).to.deep.equal([{ id: 'terms', optIns: [] }, { id: 'news', optIns: ['EMAIL', 'SMS'] }]);
    expect(body.timestamp).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(body.timestamp)).to.be.at.least(before - 1000);
    expect(submitted[0]!.id).to.equal('newsletter');
    expect(submitted[0]!.data).to.deep.equal(body);
  });

  it('duplicate opt-ins: one console warning, no note for the shopper', async () => {
    const duplicated = [...CONSENTS, { id: 'partners', label: 'Partners', optIns: [{ id: 'EMAIL' }] }];
    const { warnings } = await captureConsole(async () => {
      const host = leadForm(duplicated);
      await until(() => checkbox(host, 'partners'), 3000, 'the consents');
      // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
      await runtimeSettled();
      expect(shadow(host).textContent).not.to.contain('Duplicate opt-ins detected');
      host.setAttribute('hide-on-success', '');
      await settle();
    });
    expect(warnings).to.deep.equal(['<brand-lead-gen-form>: Duplicate opt-ins detected in its consents.']);
  });

  it('duplicate opt-ins: the editor shows the warning', async () => {
    authoringStore.set('edit');
    const duplicated = [...CONSENTS, { id: 'partners', label: 'Partners', optIns: [{ id: 'SMS' }] }];
    await captureConsole(async () => {
      const host = leadForm(duplicated);
      const note = await until(() => shadow(host).querySelector('[part="authoring-note"]'), 3000, 'the note');
      expect(note.textContent).to.equal('Duplicate opt-ins detected');
    });
  });

  it('a field named like the form\'s own keys (timestamp): one console warning and a note in the editor', async () => {
    authoringStore.set('edit');
    const { warnings } = await captureConsole(async () => {
      const container = fixture(`<brand-lead-gen-form><script type="application/json">${JSON.stringify({ id: 'n', action: '/mock/leads', consents: CONSENTS })}</script>
        <test-form-text name="email" label="Email"></test-form-text><test-form-text name="timestamp" label="When"></test-form-text></brand-lead-gen-form>`);
      const host = container.querySelector('brand-lead-gen-form')!;
      const note = await until(() => shadow(host).querySelector('[part="authoring-note"]'), 3000, 'the note');
      expect(note.textContent).to.equal('A field named "timestamp" is not sent: the lead-gen form sets that key itself. Rename the field.');
      await settle();
    });
    expect(warnings).to.deep.equal(['<brand-lead-gen-form>: A field named "timestamp" is not sent: the lead-gen form sets that key itself. Rename the field.']);
  });

  it('without duplicates there is no warning anywhere', async () => {
    authoringStore.set('edit');
    const { warnings } = await captureConsole(async () => {
      const host = leadForm();
      await until(() => checkbox(host, 'news'), 3000, 'the consents');
      // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
      await runtimeSettled();
      expect(shadow(host).querySelector('[part="authoring-note"]')).to.equal(null);
    });
    expect(warnings).to.deep.equal([]);
  });
});
