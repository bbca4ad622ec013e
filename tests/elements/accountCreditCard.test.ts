import { expect } from 'chai';
import '../../src/elements/brand-account-credit-card';
import '../../src/elements/brand-account-wallet';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { SELECTED_CARD_KEY } from '../../src/core/account/handoff';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { FULL_NUMBER, patches, useWalletStub, type WalletStub } from './walletFetch';

async function mount(html = '<brand-account-credit-card></brand-account-credit-card>') {
  const host = fixture(html).firstElementChild as HTMLElement;
  const root = shadow(host);
  await until(() => root.querySelector('[data-credit-card-state="ready"], [data-credit-card-state="empty"], [data-credit-card-state="failed"]'), 4000, 'the card to load');
  return { host, root };
}

function choose(root: ShadowRoot, field: 'expiryMonth' | 'expiryYear', value: string): HTMLSelectElement {
  const select = root.querySelector<HTMLSelectElement>(`[data-field="${field}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return select;
}

describe('brand-account-credit-card', () => {
  let stub: WalletStub;
  useWalletStub((installed) => (stub = installed));

  it('opens the default card without a cardId or handoff, and shows only its last four digits', async () => {
    const { errors, warnings } = await captureConsole(async () => {
      const { root } = await mount();
      const form = root.querySelector('[data-card-editor]')!;
      expect(form.getAttribute('data-card-editor')).to.equal('visa-1');
      expect(form.querySelector('[data-card-number]')?.textContent).to.equal('•••• 4242Visa ending 4242');
      expect(form.querySelector('[data-card-holder]')?.textContent).to.equal('Devi Patel');
      expect(form.querySelector('[data-card-expiry]')?.textContent).to.equal('12/30');
      expect(root.querySelector<HTMLSelectElement>('[data-field="expiryMonth"]')!.value).to.equal('12');
      expect(root.querySelector<HTMLSelectElement>('[data-field="expiryYear"]')!.value).to.equal('2030');
      expect(root.innerHTML).to.not.include('400005');
      expect(root.innerHTML).to.not.include(FULL_NUMBER);
      // the labels point at the selects, the form has the issue 18 field look
      const label = root.querySelector<HTMLLabelElement>('label[for]')!;
      expect(root.getElementById(label.htmlFor)?.tagName).to.equal('SELECT');
      expect(root.querySelector<HTMLElement>('[data-field="expiryMonth"]')!.getBoundingClientRect().height).to.be.at.least(44);
      expect(root.querySelector<HTMLInputElement>('input[name="defaultPayment"]')!.disabled).to.equal(true);
    });
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });

  it('the cardId wins; else the card handed over by the wallet', async () => {
    sessionStorage.setItem(SELECTED_CARD_KEY, 'master-2');
    const first = await mount();
    expect(first.root.querySelector('[data-card-editor]')?.getAttribute('data-card-editor')).to.equal('master-2');
    cleanup();
    const second = await mount('<brand-account-credit-card card-id="visa-1"></brand-account-credit-card>');
    expect(second.root.querySelector('[data-card-editor]')?.getAttribute('data-card-editor')).to.equal('visa-1');
  });

  it('refuses an expiry in the past before any request, naming it (any month of the year: the seeded card expired 01/2020)', async () => {
    const { root } = await mount('<brand-account-credit-card card-id="master-2"></brand-account-credit-card>');
    const year = root.querySelector<HTMLSelectElement>('[data-field="expiryYear"]')!;
    expect(year.value).to.equal('2020');
    root.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
    await until(() => year.getAttribute('aria-invalid') === 'true', 2000, 'the year refused');
    expect(root.getElementById(year.getAttribute('aria-describedby')!)?.textContent).to.equal('01/2020 is in the past. Choose the expiry date printed on your card.');
    expect(root.activeElement).to.equal(year);
    expect(patches(stub)).to.deep.equal([]);
    // changing the choice clears the message
    choose(root, 'expiryYear', String(new Date().getFullYear() + 1));
    await until(() => !year.hasAttribute('aria-invalid'), 2000, 'the message to go');
  });

  it('opens the card a wallet with editCardUrl handed over', async () => {
    const wallet = fixture('<brand-account-wallet edit-card-url="#card-page"></brand-account-wallet>').firstElementChild as HTMLElement;
    const edit = await until(() => shadow(wallet).querySelector<HTMLButtonElement>('[data-edit-card="master-2"]'), 4000, 'the wallet');
    edit.click();
    await until(() => location.hash === '#card-page', 2000, 'the card page');
    history.replaceState(null, '', location.pathname + location.search);
    cleanup();
    const { root } = await mount();
    expect(root.querySelector('[data-card-editor]')?.getAttribute('data-card-editor')).to.equal('master-2');
  });

  it("shows OCC's 400 expired on the month field", async () => {
    stub.fail.patch = 'expired';
    const { root } = await mount();
    const month = choose(root, 'expiryMonth', '06');
    await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
      await until(() => month.getAttribute('aria-invalid') === 'true', 3000, 'the server refusal on the month');
    });
    expect(root.getElementById(month.getAttribute('aria-describedby')!)?.textContent).to.include('06/2030 is in the past');
    expect(patches(stub)).to.have.length(1);
  });

  it('a 500 keeps the card as it was with one message', async () => {
    stub.fail.patch = 500;
    const { root } = await mount();
    choose(root, 'expiryYear', '2033');
    const { errors } = await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
      await until(() => root.querySelector('[data-editor-alert]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['brand-account-credit-card: Unable to update the payment details.']);
    expect(root.querySelector('[data-editor-alert]')?.textContent).to.equal('We could not save your card. Please try again. Your card has not changed.');
    expect(root.querySelector('[data-card-expiry]')?.textContent).to.equal('12/30');
    expect(errors.join(' ')).to.not.include('4242');
  });

  it('saves the expiry and the default flag, then says so; the number is never sent', async () => {
    const { root } = await mount('<brand-account-credit-card card-id="master-2"></brand-account-credit-card>');
    choose(root, 'expiryMonth', '07');
    choose(root, 'expiryYear', '2031');
    root.querySelector<HTMLInputElement>('input[name="defaultPayment"]')!.click();
    stub.hold = true;
    root.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
    const save = await until(() => root.querySelector('[data-save-card][aria-busy="true"]'), 2000, 'the busy button');
    expect(save).to.not.equal(null);
    stub.release();
    stub.hold = false;
    await until(() => root.querySelector('[role="status"]')?.textContent === 'Your card was updated.', 3000, 'the status line');
    expect(patches(stub).map((call) => call.body)).to.deep.equal([{ expiryMonth: '07', expiryYear: '2031', defaultPayment: true }]);
    expect(root.querySelector('[data-card-expiry]')?.textContent).to.equal('07/31');
    expect(root.querySelector<HTMLInputElement>('input[name="defaultPayment"]')!.disabled).to.equal(true);
  });

  it('Cancel without walletUrl puts the form back as stored, in place: focus stays on Cancel', async () => {
    const { root } = await mount();
    const month = choose(root, 'expiryMonth', '02');
    const cancel = root.querySelector<HTMLButtonElement>('[data-cancel-card]')!;
    cancel.focus();
    cancel.click();
    await until(() => month.value === '12', 2000, 'the stored month');
    expect(month.isConnected).to.equal(true);
    expect(cancel.isConnected).to.equal(true);
    expect(root.activeElement).to.equal(cancel);
  });

  it('without a commerce service: the load error and one console error naming the element', async () => {
    pageConfig.set({});
    const { errors } = await captureConsole(async () => {
      const { root } = await mount();
      expect(root.querySelector('[data-load-error]')?.textContent).to.equal('We could not load your card. Please try again in a moment.');
    });
    expect(errors).to.deep.equal(['brand-account-credit-card: no commerce service (hybrisConfig with apiUrl and site) is configured.']);
  });

  it('no saved card: says so', async () => {
    stub.cards = [];
    const { root } = await mount();
    expect(root.querySelector('[data-no-card]')?.textContent).to.equal('You have no saved cards. A card is saved when you pay at checkout.');
  });
});
