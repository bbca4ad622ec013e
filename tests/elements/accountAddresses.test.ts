import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-account-addresses';
import { EDIT_ADDRESS_KEY } from '../../src/core/account/handoff';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';
import { focused, typeInto, useAddressStub, type AddressStub } from './addressFetch';

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[data-address-card]')];
const card = (root: ShadowRoot, id: string) => root.querySelector<HTMLElement>(`[data-address-card="${id}"]`)!;
const within = <T extends Element>(scope: Element | ShadowRoot, selector: string) => scope.querySelector<T>(selector)!;

async function mount(html = '<brand-account-addresses></brand-account-addresses>') {
  const host = fixture(html).firstElementChild as HTMLElement;
  const root = shadow(host);
  await until(() => root.querySelector('[data-address-card]') || root.querySelector('[data-empty]'), 3000, 'the addresses');
  return { host, root };
}

describe('brand-account-addresses', () => {
  let stub: AddressStub;
  useAddressStub((installed) => (stub = installed));

  it('shows a card per address, the default first with its badge, name, lines and phone', async () => {
    stub.addresses.reverse(); // OCC's order: the default second
    const { root } = await mount();
    expect(root.querySelector('h2')?.textContent).to.equal('Your addresses');
    expect(cards(root).map((element) => element.dataset.addressCard)).to.deep.equal(['home', 'work']);
    const first = card(root, 'home');
    expect(first.hasAttribute('data-default')).to.equal(true);
    expect(within(first, '[data-address-badge]').textContent).to.equal('Default');
    expect(within(first, 'h3').textContent).to.equal('Harvey Avery');
    expect(within<HTMLElement>(first, 'address').innerText.split('\n')).to.deep.equal(['22 Queen Street', 'Manchester', 'M2 5HX']);
    expect(within(first, '[data-address-phone]').textContent).to.equal('Phone number: 0161 496 0000');
    expect(first.querySelector('[data-address-make-default]')).to.equal(null);
    expect(card(root, 'work').querySelector('[data-address-badge]')).to.equal(null);
    // theme styles applied in the shadow root: the card has its border, the actions are 44 px targets
    expect(getComputedStyle(first).borderTopStyle).to.equal('solid');
    expect(within<HTMLElement>(card(root, 'work'), '[data-address-remove]').offsetHeight).to.be.at.least(44);
  });

  it('adds in a dialog: focus in, Escape closes and focus returns to the button; a save closes it and lists the address', async () => {
    const { root } = await mount();
    const add = within<HTMLButtonElement>(root.querySelector('[data-addresses-head]')!, '[data-address-add]');
    add.focus();
    add.click();
    const dialog = await until(() => root.querySelector('[data-address-dialog="new"]'), 2000, 'the dialog');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Add an address');
    await until(() => focused(root, within(dialog, '[data-address-field="titleCode"]')), 2000, 'focus on the first field');
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[data-address-dialog]'), 2000, 'closed');
    await until(() => focused(root, add), 2000, 'focus back on Add');
    add.click();
    const again = await until(() => root.querySelector('[data-address-dialog="new"]'), 2000, 'the dialog again');
    typeInto(within(again, '[data-address-field="firstName"]'), 'Ada');
    typeInto(within(again, '[data-address-field="lastName"]'), 'Lovelace');
    typeInto(within(again, '[data-address-field="line1"]'), '1 Canal Street');
    typeInto(within(again, '[data-address-field="town"]'), 'Manchester');
    typeInto(within(again, '[data-address-field="postalCode"]'), 'm14ab');
    within<HTMLButtonElement>(again, '[data-address-save]').click();
    await until(() => root.querySelector('[data-address-card="new-1"]'), 3000, 'the new card');
    expect(root.querySelector('[data-address-dialog]')).to.equal(null);
    expect(within(card(root, 'new-1'), 'address').textContent).to.contain('M1 4AB');
    expect(root.querySelector('[data-addresses-status]')?.textContent).to.equal('Your address was saved.');
    await until(() => focused(root, add), 2000, 'focus back on Add after the save');
  });

  it('the full address book is a message in the dialog, which stays open with what was typed', async () => {
    const { root } = await mount();
    within<HTMLButtonElement>(root, '[data-addresses-head] [data-address-add]').click();
    const dialog = await until(() => root.querySelector('[data-address-dialog="new"]'), 2000, 'the dialog');
    for (const [name, value] of [['firstName', 'A'], ['lastName', 'B'], ['line1', '1 Road'], ['town', 'Leeds'], ['postalCode', 'LS1 4AP']]) {
      typeInto(within(dialog, `[data-address-field="${name}"]`), value!);
    }
    stub.fail.POST = { status: 400, body: { errors: [{ type: 'ValidationError', subject: 'addresses', reason: 'invalid' }] } };
    await captureConsole(async () => {
      within<HTMLButtonElement>(dialog, '[data-address-save]').click();
      await until(() => within(dialog, '[data-address-form-message]').textContent, 3000, 'the message');
    });
    expect(within(dialog, '[data-address-form-message]').textContent).to.equal('Your address book is full (20 addresses). Remove one before adding another.');
    expect(within<HTMLInputElement>(dialog, '[data-address-field="line1"]').value).to.equal('1 Road');
  });

  it('edits in a dialog with the saved values and shows the change', async () => {
    const { root } = await mount();
    const edit = within<HTMLButtonElement>(card(root, 'work'), '[data-address-edit]');
    edit.focus(); // as a click does
    edit.click();
    const dialog = await until(() => root.querySelector('[data-address-dialog="work"]'), 2000, 'the dialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Edit your address');
    const line1 = within<HTMLInputElement>(dialog, '[data-address-field="line1"]');
    expect(line1.value).to.equal('100 Deansgate');
    typeInto(line1, '101 Deansgate');
    within<HTMLButtonElement>(dialog, '[data-address-save]').click();
    await until(() => within(card(root, 'work'), 'address').textContent?.includes('101 Deansgate'), 3000, 'the change');
    expect(stub.calls.find((call) => call.method === 'PATCH')!.path).to.match(/\/addresses\/work$/);
    await until(() => focused(root, within(card(root, 'work'), '[data-address-edit]')), 2000, 'focus back on Edit');
  });

  it('clearing line 2 on edit is saved (sent as empty, not left out) and stays gone after a reload', async () => {
    const { root } = await mount();
    expect(within(card(root, 'work'), 'address').textContent).to.contain('Floor 3');
    within<HTMLButtonElement>(card(root, 'work'), '[data-address-edit]').click();
    const dialog = await until(() => root.querySelector('[data-address-dialog="work"]'), 2000, 'the dialog');
    typeInto(within(dialog, '[data-address-field="line2"]'), '');
    within<HTMLButtonElement>(dialog, '[data-address-save]').click();
    await until(() => !root.querySelector('[data-address-dialog]'), 3000, 'saved');
    expect(stub.calls.find((call) => call.method === 'PATCH')!.body.line2).to.equal('');
    await until(() => !within(card(root, 'work'), 'address').textContent?.includes('Floor 3'), 3000, 'line 2 gone');
    cleanup();
    const again = await mount();
    expect(within(card(again.root, 'work'), 'address').textContent).to.not.contain('Floor 3');
    expect(stub.addresses.find((entry) => entry.id === 'work')).to.not.have.property('line2');
  });

  it('a save whose list reload fails shows the saved address and the saved message, and no load error', async () => {
    const { root } = await mount();
    within<HTMLButtonElement>(card(root, 'work'), '[data-address-edit]').click();
    const dialog = await until(() => root.querySelector('[data-address-dialog="work"]'), 2000, 'the dialog');
    typeInto(within(dialog, '[data-address-field="line1"]'), '101 Deansgate');
    stub.fail.GET = { status: 500 };
    const { errors } = await captureConsole(async (captured) => {
      within<HTMLButtonElement>(dialog, '[data-address-save]').click();
      await until(() => stub.calls.filter((call) => call.method === 'GET').length === 2 && stub.fail.GET === undefined, 3000, 'the quiet reload');
      await until(() => captured.errors.length === 1, 3000, 'its one logged failure');
    });
    expect(errors).to.deep.equal(['brand-account-addresses: Unable to load the addresses.']);
    expect(within(card(root, 'work'), 'address').textContent).to.contain('101 Deansgate');
    expect(root.querySelector('[data-addresses-status]')?.textContent).to.equal('Your address was saved.');
    expect(root.querySelector('[data-addresses-message]')?.textContent).to.equal('');
    expect(cards(root)).to.have.length(2);
  });

  it('overlapping changes: two defaults pending are both busy, and a removal meanwhile is not undone', async () => {
    // (home, the default, is removed while Make default of work and shop wait for their answers)
    stub.addresses.push({ id: 'shop', firstName: 'Harvey', lastName: 'Avery', line1: '5 Shop Street', town: 'Leeds', postalCode: 'LS1 4AP', defaultAddress: false });
    const { root } = await mount();
    stub.hold = 'PATCH';
    within<HTMLButtonElement>(card(root, 'work'), '[data-address-make-default]').click();
    within<HTMLButtonElement>(card(root, 'shop'), '[data-address-make-default]').click();
    await until(() => card(root, 'shop').querySelector('[data-address-make-default]')?.getAttribute('aria-busy') === 'true', 2000, 'shop busy');
    expect(within(card(root, 'work'), '[data-address-make-default]').getAttribute('aria-busy')).to.equal('true');
    within<HTMLButtonElement>(card(root, 'home'), '[data-address-remove]').click();
    const confirm = await until(() => root.querySelector('[data-remove-address-dialog]'), 2000, 'the confirmation');
    within<HTMLButtonElement>(confirm, '[data-remove-address-confirm]').click();
    await until(() => !root.querySelector('[data-address-card="home"]'), 3000, 'home removed');
    stub.hold = undefined;
    stub.release();
    await until(() => stub.calls.filter((call) => call.method === 'PATCH').length === 2 && !root.querySelector('[data-address-make-default][aria-busy]'), 3000, 'both answered');
    await settle();
    expect(root.querySelector('[data-address-card="home"]')).to.equal(null);
    expect(cards(root).map((element) => element.dataset.addressCard).sort()).to.deep.equal(['shop', 'work']);
    expect(cards(root).filter((element) => element.hasAttribute('data-default'))).to.have.length(1);
  });

  it('the dialog: a backdrop click keeps typed changes, Escape closes; while saving it cannot be dismissed', async () => {
    const { root } = await mount();
    const open = async () => {
      within<HTMLButtonElement>(card(root, 'work'), '[data-address-edit]').click();
      return until(() => root.querySelector<HTMLElement>('[data-address-dialog="work"]'), 2000, 'the dialog');
    };
    const backdrop = () => root.querySelector<HTMLElement>('[data-address-dialog]')!.parentElement!.firstElementChild as HTMLElement;
    const clickBackdrop = () => {
      backdrop().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      backdrop().click();
    };
    let dialog = await open();
    clickBackdrop(); // nothing typed yet: a backdrop click closes
    await until(() => !root.querySelector('[data-address-dialog]'), 2000, 'closed by the backdrop');
    dialog = await open();
    typeInto(within(dialog, '[data-address-field="line1"]'), '102 Deansgate');
    await settle(); // a click comes later than the typing
    clickBackdrop();
    await settle();
    expect(root.querySelector('[data-address-dialog]')).to.not.equal(null);
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[data-address-dialog]'), 2000, 'closed by Escape');
    dialog = await open();
    stub.hold = 'PATCH';
    within<HTMLButtonElement>(dialog, '[data-address-save]').click();
    await until(() => stub.calls.some((call) => call.method === 'PATCH'), 2000, 'the save sent');
    within<HTMLElement>(dialog, '[data-address-field="line1"]').focus();
    await sendKeys({ press: 'Escape' });
    clickBackdrop();
    await settle();
    expect(root.querySelector('[data-address-dialog]')).to.not.equal(null);
    stub.hold = undefined;
    stub.release();
    await until(() => !root.querySelector('[data-address-dialog]'), 3000, 'closed by the save');
  });

  it('makes an address the default: the badge moves and focus goes to that card', async () => {
    const { root } = await mount();
    within<HTMLButtonElement>(card(root, 'work'), '[data-address-make-default]').click();
    await until(() => card(root, 'work').hasAttribute('data-default'), 3000, 'the new default');
    expect(cards(root).map((element) => element.dataset.addressCard)).to.deep.equal(['work', 'home']);
    expect(card(root, 'home').hasAttribute('data-default')).to.equal(false);
    expect(stub.calls.find((call) => call.method === 'PATCH')!.body).to.deep.equal({ defaultAddress: true });
    expect(root.querySelector('[data-addresses-status]')?.textContent).to.equal('100 Deansgate is now your default address.');
    await until(() => focused(root, within(card(root, 'work'), 'h3')), 2000, 'focus on the card');
  });

  it('removes after a confirmation naming the first line; focus on the heading and a status; a failure keeps the card', async () => {
    const { root } = await mount();
    within<HTMLButtonElement>(card(root, 'work'), '[data-address-remove]').click();
    let dialog = await until(() => root.querySelector('[data-remove-address-dialog]'), 2000, 'the confirmation');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('100 Deansgate will be removed from your address book.');
    expect(dialog.querySelector('p bdi')?.textContent).to.equal('100 Deansgate'); // its own order in a right-to-left sentence
    stub.fail.DELETE = { status: 500 };
    const { errors } = await captureConsole(async () => {
      within<HTMLButtonElement>(dialog, '[data-remove-address-confirm]').click();
      await until(() => root.querySelector('[data-addresses-message]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['brand-account-addresses: Unable to remove the address.']);
    expect(root.querySelector('[data-addresses-message]')?.textContent).to.equal('We could not remove the address. Please try again.');
    expect(card(root, 'work')).to.not.equal(null);
    within<HTMLButtonElement>(card(root, 'work'), '[data-address-remove]').click();
    dialog = await until(() => root.querySelector('[data-remove-address-dialog]'), 2000, 'the confirmation again');
    within<HTMLButtonElement>(dialog, '[data-remove-address-confirm]').click();
    await until(() => !root.querySelector('[data-address-card="work"]'), 3000, 'the card gone');
    await until(() => focused(root, root.querySelector('h2')), 2000, 'focus on the heading');
    expect(root.querySelector('[data-addresses-status]')?.textContent).to.equal('100 Deansgate was removed from your address book.');
    expect(root.querySelector('[data-addresses-message]')?.textContent).to.equal('');
    expect(stub.addresses.map((entry) => entry.id)).to.deep.equal(['home']);
  });

  it('a failed load shows the error with Try again; an empty book says so and offers Add', async () => {
    stub.fail.GET = { status: 500 };
    stub.hold = 'GET';
    const host = fixture('<brand-account-addresses></brand-account-addresses>').firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelector('[data-skeleton]'), 3000, 'the skeleton while loading');
    expect(root.querySelector('section')?.getAttribute('aria-busy')).to.equal('true');
    stub.hold = undefined;
    const { errors } = await captureConsole(async () => {
      stub.release();
      await until(() => root.querySelector('[data-addresses-retry]'), 3000, 'Try again');
    });
    expect(errors).to.deep.equal(['brand-account-addresses: Unable to load the addresses.']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not load your addresses. Please try again in a moment.');
    // a retry shows it is busy and a repeated failure is announced again (the alert is emptied meanwhile)
    stub.fail.GET = { status: 500 };
    stub.hold = 'GET';
    const retry = root.querySelector<HTMLButtonElement>('[data-addresses-retry]')!;
    await captureConsole(async () => {
      retry.click();
      await until(() => retry.getAttribute('aria-busy') === 'true', 2000, 'Try again busy');
      expect(retry.getAttribute('aria-disabled')).to.equal('true');
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
      stub.hold = undefined;
      stub.release();
      await until(() => root.querySelector('[role="alert"]')?.textContent === 'We could not load your addresses. Please try again in a moment.', 3000, 'the failure again');
    });
    expect(root.querySelector('[data-addresses-retry]')?.hasAttribute('aria-busy')).to.equal(false);
    stub.addresses.splice(0);
    root.querySelector<HTMLButtonElement>('[data-addresses-retry]')!.click();
    const empty = await until(() => root.querySelector('[data-empty]'), 3000, 'the empty state');
    expect(empty.querySelector('p')?.textContent).to.equal('You have no saved addresses yet.');
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    // the first address: the empty state and its Add button go, focus goes to the new card
    const add = empty.querySelector<HTMLButtonElement>('[data-address-add]')!;
    add.focus();
    add.click();
    const dialog = await until(() => root.querySelector('[data-address-dialog="new"]'), 2000, 'the dialog');
    for (const [name, value] of [['firstName', 'A'], ['lastName', 'B'], ['line1', '1 Road'], ['town', 'Leeds'], ['postalCode', 'LS1 4AP']]) {
      typeInto(within(dialog, `[data-address-field="${name}"]`), value!);
    }
    within<HTMLButtonElement>(dialog, '[data-address-save]').click();
    const heading = await until(() => root.querySelector('[data-address-card="new-1"] h3'), 3000, 'the first card');
    await until(() => focused(root, heading), 3000, 'focus on the first card');
    expect(card(root, 'new-1').hasAttribute('data-default')).to.equal(true);
  });

  it('with editAddressUrl, Edit and Add are links to that page with the id handed over', async () => {
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      const { root } = await mount('<brand-account-addresses edit-address-url="/edit-address.html"></brand-account-addresses>');
      const edit = within<HTMLAnchorElement>(card(root, 'work'), '[data-address-edit]');
      expect(edit.getAttribute('href')).to.equal('/edit-address.html');
      edit.click();
      expect(sessionStorage.getItem(EDIT_ADDRESS_KEY)).to.equal('work');
      within<HTMLAnchorElement>(root, '[data-address-add]').click();
      expect(sessionStorage.getItem(EDIT_ADDRESS_KEY)).to.equal(null);
      // a new tab (the context menu, a middle click) gets the id too
      within(card(root, 'home'), '[data-address-edit]').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
      expect(sessionStorage.getItem(EDIT_ADDRESS_KEY)).to.equal('home');
      within(card(root, 'work'), '[data-address-edit]').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
      expect(sessionStorage.getItem(EDIT_ADDRESS_KEY)).to.equal('work');
      expect(root.querySelector('[data-address-dialog]')).to.equal(null);
    } finally {
      document.removeEventListener('click', stop);
    }
  });

  it('takes its heading from the model', async () => {
    const host = document.createElement('brand-account-addresses') as HTMLElement & { model?: unknown };
    host.model = { title: 'Delivery addresses' };
    fixture('').append(host);
    await until(() => shadow(host).querySelector('h2')?.textContent === 'Delivery addresses', 3000, 'the authored heading');
  });
});
