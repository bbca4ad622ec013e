import { expect } from 'chai';
import '../../src/elements/brand-ask-a-friend';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';
import { installConsumer, restoreConsumer, type ConsumerStub } from './dataAndAskFetch';

const CONSENT = 'My friend agreed to be contacted (<a href="/privacy">privacy</a>)<img src=x onerror="window.__pwned=1">';

function mount(attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const model = JSON.stringify({ title: 'Ask a friend', consentLabel: CONSENT });
  const host = fixture(`<brand-ask-a-friend ${attributes}><script type="application/json">${model}</script></brand-ask-a-friend>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

/** the text fields carry data-ask-input; the consent is the shared Consents checkbox (data-consent) */
const selector = (field: string) => (field === 'consent' ? '[data-consent="consent"]' : `[data-ask-input="${field}"]`);
const input = (root: ShadowRoot, field: string) => root.querySelector<HTMLInputElement>(selector(field))!;
async function type(root: ShadowRoot, field: string, value: string): Promise<HTMLInputElement> {
  const element = await until(() => root.querySelector<HTMLInputElement>(selector(field)), 3000, `the ${field} field`);
  element.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  return element;
}
const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[data-ask-submit]')!.click();
const posts = (stub: ConsumerStub) => stub.calls.filter((call) => call.method === 'POST');
const hintOf = (root: ShadowRoot, element: HTMLElement) => root.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('brand-ask-a-friend', () => {
  let stub: ConsumerStub;
  beforeEach(() => {
    stub = installConsumer();
  });
  afterEach(() => {
    cleanup();
    restoreConsumer();
    authoringStore.set('disabled');
  });

  it('labelled fields in the forms look, the consent label sanitized HTML, nothing sent while invalid; focus to the first error', async () => {
    const { root } = mount();
    const email = await until(() => input(root, 'email'), 3000, 'the form');
    expect(root.querySelector('h2')?.textContent).to.equal('Ask a friend');
    expect(root.querySelector(`label[for="${email.id}"]`)?.textContent).to.contain("Your friend's e-mail");
    expect(email.type).to.equal('email');
    const consent = input(root, 'consent');
    const consentLabel = root.querySelector(`label[for="${consent.id}"]`)!;
    expect(consentLabel.querySelector('a')?.getAttribute('href')).to.equal('/privacy');
    expect(consentLabel.querySelector('img')?.getAttribute('onerror')).to.equal(null);
    expect(consentLabel.getBoundingClientRect().height).to.be.at.least(44);
    submit(root);
    await until(() => email.getAttribute('aria-invalid') === 'true', 2000, 'the e-mail error');
    expect(hintOf(root, email)).to.equal("Enter your friend's e-mail.");
    expect(root.activeElement).to.equal(email);
    expect(hintOf(root, consent)).to.equal('Confirm that your friend agreed to be contacted.');
    await type(root, 'email', 'jane@');
    submit(root);
    await until(() => hintOf(root, email) === 'Enter an email address like name@example.com.', 2000, 'the type error');
    await type(root, 'email', 'jane@example.com');
    submit(root);
    await until(() => root.activeElement === consent, 2000, 'focus on the consent');
    expect(consent.getAttribute('aria-invalid')).to.equal('true');
    expect(posts(stub)).to.deep.equal([]);
  });

  it('sends: the status is said and focused, the form cleared, the event leaves the host; the same address again is refused on the field with nothing lost', async () => {
    const { host, root } = mount();
    const events: unknown[] = [];
    document.addEventListener('brand-referral-invitation-sent', (event) => events.push((event as CustomEvent).detail), { once: true });
    await type(root, 'firstName', ' Jane ');
    await type(root, 'email', ' Jane@Example.com ');
    input(root, 'consent').click();
    submit(root);
    const status = root.querySelector<HTMLElement>('[role="status"]')!;
    await until(() => status.textContent, 3000, 'the status');
    expect(status.textContent).to.equal('Your invitation is on its way to Jane@Example.com. You can ask another friend.');
    await until(() => root.activeElement === status, 2000, 'focus on the status');
    expect(posts(stub)[0]?.body).to.deep.equal({ email: 'Jane@Example.com', firstName: 'Jane', consent: true });
    expect(events).to.deep.equal([{ invitationId: 'inv-1', status: 'sent' }]);
    expect(input(root, 'email').value).to.equal('');
    expect(input(root, 'firstName').value).to.equal('');
    expect(input(root, 'consent').checked).to.equal(false);
    expect(input(root, 'email').getAttribute('aria-invalid')).to.equal(null);
    // the same friend again
    await type(root, 'firstName', 'Jane');
    const email = await type(root, 'email', 'jane@example.com');
    input(root, 'consent').click();
    submit(root);
    await until(() => hintOf(root, email) === 'You have already invited this friend.', 3000, 'already invited');
    expect(root.activeElement).to.equal(email);
    expect(email.value).to.equal('jane@example.com');
    expect(input(root, 'firstName').value).to.equal('Jane');
    expect(input(root, 'consent').checked).to.equal(true);
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('');
    // editing the address clears the refusal
    await type(root, 'email', 'jane2@example.com');
    await until(() => email.getAttribute('aria-invalid') === null, 2000, 'the refusal cleared');
    expect(host.isConnected).to.equal(true);
  });

  it('each refusal has its own (authored) message: member, yourself and invalid on the field, consent on the box, the limit in the alert', async () => {
    const { root } = mount('already-member-message="Already one of us."');
    const cases: [number, string, string, string][] = [
      [409, 'already_member', 'email', 'Already one of us.'],
      [422, 'self_referral', 'email', 'You cannot invite yourself. Enter your friend’s e-mail.'],
      [400, 'invalid_email', 'email', 'Enter an email address like name@example.com.'],
      [400, 'consent_required', 'consent', 'Your friend must agree to be contacted before we can send the invitation.'],
    ];
    await type(root, 'email', 'friend@example.com');
    input(root, 'consent').click();
    for (const [status, error, field, text] of cases) {
      stub.refuse = { status, error };
      submit(root);
      await until(() => hintOf(root, input(root, field)) === text, 3000, error);
      expect(root.activeElement).to.equal(input(root, field));
    }
    stub.refuse = { status: 429, error: 'invitation_limit' };
    submit(root);
    await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the limit');
    expect(root.querySelector('[role="alert"]')?.textContent).to.contain('reached the number of invitations');
    expect(input(root, 'email').value).to.equal('friend@example.com');
  });

  it('busy while sending (a second press sends nothing more); a 500 keeps what was typed with one alert and one console error', async () => {
    let release = () => {};
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    const { root } = mount();
    await type(root, 'email', 'sam@example.com');
    input(root, 'consent').click();
    submit(root);
    const button = root.querySelector<HTMLButtonElement>('[data-ask-submit]')!;
    await until(() => button.getAttribute('aria-busy') === 'true', 2000, 'the busy button');
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal('Sending');
    submit(root);
    await settle();
    stub.fail.invite = true;
    const { errors } = await captureConsole(async () => {
      release();
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(posts(stub)).to.have.length(1);
    expect(errors).to.deep.equal(['<brand-ask-a-friend>: the invitation could not be sent (unavailable).']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.contain('what you typed is kept');
    expect(input(root, 'email').value).to.equal('sam@example.com');
    expect(button.hasAttribute('aria-busy')).to.equal(false);
  });

  it('a field takes focus only once its error is on it (after a local check and after a refusal)', async () => {
    const { root } = mount();
    const seen: { field: string | null; invalid: string | null; hint: string | null | undefined }[] = [];
    root.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      seen.push({ field: target.getAttribute('data-ask-input') ?? target.getAttribute('data-consent'), invalid: target.getAttribute('aria-invalid'), hint: hintOf(root, target) });
    });
    await type(root, 'firstName', 'Jane');
    (document.activeElement as HTMLElement | null)?.blur();
    seen.length = 0;
    submit(root);
    await until(() => seen.length, 2000, 'focus on the e-mail');
    expect(seen[0]).to.deep.equal({ field: 'email', invalid: 'true', hint: "Enter your friend's e-mail." });
    await type(root, 'email', 'friend@example.com');
    input(root, 'consent').click();
    seen.length = 0;
    stub.refuse = { status: 400, error: 'consent_required' };
    submit(root);
    await until(() => seen.length, 3000, 'focus on the consent');
    expect(seen[0]).to.deep.equal({ field: 'consent', invalid: 'true', hint: 'Your friend must agree to be contacted before we can send the invitation.' });
  });

  it('two submits in one task send once; a new send first clears the last refusal; a change clears the alert', async () => {
    const { root } = mount();
    const email = await type(root, 'email', 'twice@example.com');
    input(root, 'consent').click();
    const form = root.querySelector('form')!;
    let release = () => {};
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    stub.refuse = { status: 409, error: 'already_member' };
    form.requestSubmit();
    form.requestSubmit();
    release();
    await until(() => hintOf(root, email) === 'This friend is already a member.', 3000, 'the refusal');
    expect(posts(stub)).to.have.length(1);
    // sent again: while it is on its way the old refusal is gone
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    stub.fail.invite = true;
    form.requestSubmit();
    await until(() => root.querySelector('[data-ask-submit]')?.getAttribute('aria-busy') === 'true', 2000, 'sending');
    expect(email.getAttribute('aria-invalid')).to.equal(null);
    await captureConsole(async () => {
      release();
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    stub.hold = undefined;
    await type(root, 'email', 'other@example.com');
    await until(() => root.querySelector('[role="alert"]')?.textContent === '', 2000, 'the alert cleared by the change');
  });

  it('an authored length message for the first name', async () => {
    const { root } = mount('length-message="الاسم طويل جدًا."');
    const firstName = await type(root, 'firstName', 'x'.repeat(51));
    submit(root);
    await until(() => hintOf(root, firstName) === 'الاسم طويل جدًا.', 2000, 'the length message');
  });

  it('an anonymous visitor sees none of it; the editor shows a placeholder', async () => {
    restoreConsumer();
    const { root } = mount();
    await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the signed-out notice');
    expect(root.querySelector('form')).to.equal(null);
    authoringStore.set('edit');
    const placeholder = await until(() => root.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.contain('Ask a friend');
  });
});
