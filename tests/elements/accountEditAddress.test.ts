import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-account-edit-address';
import '../../src/elements/brand-account-addresses';
import { brandTheme } from '../../src/themes';
import { EDIT_ADDRESS_KEY } from '../../src/core/account/handoff';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';
import { focused, install, restore, typeInto, useAddressStub, type AddressStub } from './addressFetch';

const field = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`[data-address-field="${name}"]`)!;
const hint = (root: ShadowRoot, name: string) => {
  const describedBy = field(root, name).getAttribute('aria-describedby');
  return describedBy ? root.getElementById(describedBy)?.textContent ?? '' : '';
};

async function mount(html = '<brand-account-edit-address></brand-account-edit-address>') {
  const host = fixture(html).firstElementChild!;
  const root = shadow(host);
  await until(() => root.querySelector('[data-address-form]'), 3000, 'the form');
  return root;
}

function fillValid(root: ShadowRoot) {
  typeInto(field(root, 'firstName'), 'Ada');
  typeInto(field(root, 'lastName'), 'Lovelace');
  typeInto(field(root, 'line1'), '12 St James Square');
  typeInto(field(root, 'town'), 'London');
  typeInto(field(root, 'postalCode'), 'sw1y4jh');
}

describe('brand-account-edit-address', () => {
  let stub: AddressStub;
  useAddressStub((installed) => (stub = installed));

  it('shows the GB fields with labels, autocomplete tokens and required marks, styled in the forms look', async () => {
    const root = await mount();
    expect(root.querySelector('h2')?.textContent).to.equal('Add an address');
    const tokens = [...root.querySelectorAll('[data-address-field]')].map((control) => [control.getAttribute('name'), control.getAttribute('autocomplete')]);
    expect(tokens).to.deep.equal([
      ['titleCode', 'honorific-prefix'], ['firstName', 'given-name'], ['lastName', 'family-name'], ['line1', 'address-line1'],
      ['line2', 'address-line2'], ['town', 'address-level2'], ['postalCode', 'postal-code'], ['phone', 'tel'],
    ]);
    expect(root.querySelector(`label[for="${field(root, 'postalCode').id}"]`)?.textContent).to.equal('Postcode *');
    expect(field(root, 'postalCode').getAttribute('aria-required')).to.equal('true');
    expect(field(root, 'line2').hasAttribute('aria-required')).to.equal(false);
    expect(field(root, 'phone').type).to.equal('tel');
    // the field frame's styles reached the shadow root: the input has the control box, not the browser default
    expect(getComputedStyle(field(root, 'town')).boxSizing).to.equal('border-box');
    expect(field(root, 'town').offsetHeight).to.be.at.least(44); // a touch target
    // a theme token, not a browser default: the required mark has the theme's error colour
    const probe = document.createElement('span');
    probe.style.color = brandTheme({ name: 'zyn' }).palette.error.main;
    document.body.append(probe);
    const errorColour = getComputedStyle(probe).color;
    probe.remove();
    expect(getComputedStyle(root.querySelector(`label[for="${field(root, 'postalCode').id}"] [data-required]`)!).color).to.equal(errorColour);
    expect(stub.calls.filter((call) => call.method === 'GET')).to.have.length(0); // a new address reads nothing
  });

  it('sends nothing while a field is wrong, focuses the first problem and names what to fix', async () => {
    const root = await mount();
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => focused(root, field(root, 'firstName')), 2000, 'focus on the first name');
    expect(hint(root, 'firstName')).to.equal('Enter your first name.');
    expect(hint(root, 'postalCode')).to.equal('Enter the postcode.');
    expect(field(root, 'firstName').getAttribute('aria-invalid')).to.equal('true');
    fillValid(root);
    typeInto(field(root, 'postalCode'), 'NOT A CODE');
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => focused(root, field(root, 'postalCode')), 2000, 'focus on the postcode');
    expect(hint(root, 'postalCode')).to.equal('Enter a UK postcode like SW1A 1AA.');
    expect(hint(root, 'firstName')).to.equal('');
    expect(stub.calls.filter((call) => call.method === 'POST')).to.have.length(0);
  });

  it('leaving a field for Save or Cancel shows no message yet, so the button stays under the pointer', async () => {
    const root = await mount();
    typeInto(field(root, 'postalCode'), '12345');
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.focus();
    await until(() => field(root, 'postalCode').value === '12 345', 2000, 'the normalised postcode');
    expect(hint(root, 'postalCode')).to.equal('');
    field(root, 'postalCode').focus();
    field(root, 'phone').focus();
    await until(() => hint(root, 'postalCode') === 'Enter a UK postcode like SW1A 1AA.', 2000, 'the message on leaving for another field');
  });

  it('normalises the postcode on leaving it, then adds the address (POST) and says so', async () => {
    const root = await mount();
    fillValid(root);
    field(root, 'postalCode').focus();
    field(root, 'phone').focus(); // blur
    await until(() => field(root, 'postalCode').value === 'SW1Y 4JH', 2000, 'the normalised postcode');
    root.querySelector<HTMLInputElement>('[data-address-default-choice]')!.click();
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => root.querySelector('[data-edit-address-status]')?.textContent === 'Your address was saved.', 3000, 'the status');
    const post = stub.calls.find((call) => call.method === 'POST')!;
    expect(post.body).to.include({ firstName: 'Ada', postalCode: 'SW1Y 4JH', defaultAddress: true });
    expect(post.body.country).to.deep.equal({ isocode: 'GB' });
    expect(sessionStorage.getItem(EDIT_ADDRESS_KEY)).to.equal('new-1');
    // the "saved" status goes as soon as the form changes again
    typeInto(field(root, 'phone'), '0161 496 0000');
    await until(() => root.querySelector('[data-edit-address-status]')?.textContent === '', 2000, 'the status cleared by typing');
    // the form now edits what it made: a second save is a PATCH, not a second address
    typeInto(field(root, 'line2'), 'Flat 2');
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => stub.calls.some((call) => call.method === 'PATCH'), 3000, 'the PATCH');
    expect(stub.calls.find((call) => call.method === 'PATCH')!.path).to.match(/\/addresses\/new-1$/);
    expect(stub.addresses).to.have.length(3);
  });

  it('edits the authored address (PATCH) with its saved values; a 400 naming a field shows on that field', async () => {
    const root = await mount('<brand-account-edit-address address-id="work"></brand-account-edit-address>');
    expect(root.querySelector('h2')?.textContent).to.equal('Edit your address');
    expect(field(root, 'line1').value).to.equal('100 Deansgate');
    expect(field(root, 'postalCode').value).to.equal('M3 2GP');
    stub.fail.PATCH = { status: 400, body: { errors: [{ type: 'ValidationError', subject: 'town', reason: 'invalid' }] } };
    const { errors } = await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
      await until(() => focused(root, field(root, 'town')), 3000, 'focus on the refused field');
    });
    expect(errors).to.deep.equal(['brand-account-edit-address: Unable to update the address.']);
    expect(hint(root, 'town')).to.equal('The shop could not accept the town or city. Please check it.');
    typeInto(field(root, 'town'), 'Salford');
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => stub.addresses.find((entry) => entry.id === 'work')?.town === 'Salford', 3000, 'the saved town');
    expect(stub.calls.filter((call) => call.method === 'PATCH').at(-1)!.path).to.match(/\/addresses\/work$/);
  });

  it('edits the address handed over by the list when none is authored', async () => {
    sessionStorage.setItem(EDIT_ADDRESS_KEY, 'home');
    const root = await mount();
    expect(field(root, 'line1').value).to.equal('22 Queen Street');
    expect(root.querySelector<HTMLSelectElement>('[data-address-field="titleCode"]')!.value).to.equal('mr');
    // already the default: the box says so and cannot be unticked
    const choice = root.querySelector<HTMLInputElement>('[data-address-default-choice]')!;
    expect(choice.checked).to.equal(true);
    expect(choice.disabled).to.equal(true);
  });

  it('clearing line 2 and the phone is saved: sent as empty, and the shop no longer has them', async () => {
    const root = await mount('<brand-account-edit-address address-id="work"></brand-account-edit-address>');
    expect(field(root, 'line2').value).to.equal('Floor 3');
    stub.addresses.find((entry) => entry.id === 'work')!.phone = '0161 496 0001';
    typeInto(field(root, 'line2'), '');
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => root.querySelector('[data-edit-address-status]')?.textContent === 'Your address was saved.', 3000, 'saved');
    expect(stub.calls.find((call) => call.method === 'PATCH')!.body).to.include({ line2: '', titleCode: '' });
    expect(stub.addresses.find((entry) => entry.id === 'work')).to.not.have.property('line2');
  });

  it('opens the address whose Edit was pressed in the list (editAddressUrl), and forgets it after a save that returns', async () => {
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      const list = shadow(fixture('<brand-account-addresses edit-address-url="/edit-address.html"></brand-account-addresses>').firstElementChild!);
      const edit = await until(() => list.querySelector<HTMLAnchorElement>('[data-address-card="work"] [data-address-edit]'), 3000, 'the list');
      edit.click();
    } finally {
      document.removeEventListener('click', stop);
    }
    cleanup();
    const before = location.href;
    const root = await mount('<brand-account-edit-address return-url="#back-to-the-list"></brand-account-edit-address>');
    try {
      expect(field(root, 'line1').value).to.equal('100 Deansgate');
      typeInto(field(root, 'town'), 'Salford');
      root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
      await until(() => location.hash === '#back-to-the-list', 3000, 'returned');
      expect(sessionStorage.getItem(EDIT_ADDRESS_KEY)).to.equal(null);
      expect(stub.addresses.find((entry) => entry.id === 'work')!.town).to.equal('Salford');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('names fields in messages by their authored labels, and takes authored title labels', async () => {
    const root = await mount(
      `<brand-account-edit-address first-name-label="الاسم الأول" required-message="أدخل {field}." server-invalid-message="تعذر قبول {field}." title-labels='{"mr":"السيد","dr":"د."}'></brand-account-edit-address>`,
    );
    const options = [...root.querySelectorAll<HTMLOptionElement>('[data-address-field="titleCode"] option')].map((option) => option.textContent);
    expect(options).to.deep.equal(['No title', 'السيد', 'Mrs', 'Miss', 'Ms', 'د.', 'Rev']);
    root.querySelector<HTMLButtonElement>('[data-address-save]')!.click();
    await until(() => focused(root, field(root, 'firstName')), 2000, 'focus on the first name');
    expect(hint(root, 'firstName')).to.equal('أدخل الاسم الأول.');
    expect(hint(root, 'lastName')).to.equal('أدخل your last name.'); // a label not authored keeps the English name
    await settle();
  });

  it('a 500 keeps everything typed with one message; Enter in a field submits', async () => {
    const root = await mount();
    fillValid(root);
    stub.fail.POST = { status: 500 };
    const { errors } = await captureConsole(async () => {
      field(root, 'town').focus();
      await sendKeys({ press: 'Enter' });
      await until(() => root.querySelector('[data-address-form-message]')?.textContent, 3000, 'the message');
    });
    expect(errors).to.have.length(1);
    expect(root.querySelector('[data-address-form-message]')!.getAttribute('role')).to.equal('alert');
    expect(root.querySelector('[data-address-form-message]')!.textContent).to.equal('We could not save your address. Please try again in a moment.');
    expect(field(root, 'line1').value).to.equal('12 St James Square');
    expect(root.querySelector('[data-edit-address-status]')!.textContent).to.equal('');
  });

  it('an unknown address says so; a failed load offers Try again', async () => {
    stub.fail.GET = { status: 500 };
    const host = fixture('<brand-account-edit-address address-id="home"></brand-account-edit-address>').firstElementChild!;
    const own = shadow(host);
    await captureConsole(async () => {
      await until(() => own.querySelector('[data-edit-address-retry]'), 3000, 'Try again');
    });
    expect(own.querySelector('[data-edit-address-message]')!.textContent).to.equal('We could not load your address. Please try again in a moment.');
    // a retry shows it is busy, and a repeated failure is announced again
    stub.fail.GET = { status: 500 };
    stub.hold = 'GET';
    const retry = own.querySelector<HTMLButtonElement>('[data-edit-address-retry]')!;
    await captureConsole(async () => {
      retry.click();
      await until(() => retry.getAttribute('aria-busy') === 'true' && retry.getAttribute('aria-disabled') === 'true', 2000, 'Try again busy');
      expect(own.querySelector('[data-edit-address-message]')!.textContent).to.equal('');
      stub.hold = undefined;
      stub.release();
      await until(() => own.querySelector('[data-edit-address-message]')!.textContent === 'We could not load your address. Please try again in a moment.', 3000, 'the failure again');
    });
    own.querySelector<HTMLButtonElement>('[data-edit-address-retry]')!.click();
    await until(() => field(own, 'line1')?.value === '22 Queen Street', 3000, 'the address after retry');
    cleanup();
    const other = shadow(fixture('<brand-account-edit-address address-id="gone"></brand-account-edit-address>').firstElementChild!);
    await until(() => other.querySelector('[data-edit-address-message]')?.textContent === 'We could not find this address in your address book.', 3000, 'not found');
    expect(other.querySelector('[data-address-form]')).to.equal(null);
  });

  it('an anonymous visitor sees the signed-out notice and nothing is fetched', async () => {
    restore();
    stub = install();
    for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
    const host = fixture('<brand-account-edit-address signed-out-message="Log in first."></brand-account-edit-address>').firstElementChild!;
    const notice = await until(() => shadow(host).querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in first.');
    expect(stub.calls).to.have.length(0);
  });
});
