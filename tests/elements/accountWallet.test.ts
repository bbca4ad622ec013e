import { expect } from 'chai';
import '../../src/elements/brand-account-wallet';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { SELECTED_CARD_KEY } from '../../src/core/account/handoff';
import { captureConsole, fixture, shadow, until } from './helpers';
import { FULL_NUMBER, logOut, patches, useWalletStub, type WalletStub } from './walletFetch';

async function mount(html = '<brand-account-wallet></brand-account-wallet>') {
  const host = fixture(html).firstElementChild as HTMLElement;
  const root = shadow(host);
  await until(() => root.querySelector('[data-wallet-state="filled"], [data-wallet-state="empty"], [data-wallet-state="failed"]'), 4000, 'the wallet to load');
  return { host, root };
}

/** Records every console call (all levels) as text while it is installed. */
export function spyConsole(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const methods = ['log', 'info', 'debug', 'warn', 'error', 'trace', 'table', 'dir'] as const;
  const originals = methods.map((name) => console[name]);
  methods.forEach((name) => {
    console[name] = (...args: unknown[]) => void lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg) ?? String(arg))).join(' '));
  });
  return { lines, restore: () => methods.forEach((name, index) => (console[name] = originals[index] as never)) };
}

/** Every piece of text and attribute in the shadow root (dialogs included). */
const everything = (root: ShadowRoot) => root.innerHTML;

describe('brand-account-wallet', () => {
  let stub: WalletStub;
  useWalletStub((installed) => (stub = installed));

  it('an anonymous visitor reads the signed-out notice and nothing is fetched', async () => {
    logOut();
    const host = fixture('<brand-account-wallet signed-out-message="Log in first."></brand-account-wallet>').firstElementChild!;
    const notice = await until(() => shadow(host).querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in first.');
    expect(stub.calls.filter((call) => call.url.includes('paymentdetails'))).to.deep.equal([]);
  });

  it('lists the cards default first, with badges, an expired card marked, and never more than the last four digits', async () => {
    const { errors, warnings } = await captureConsole(async () => {
      const { root } = await mount();
      const cards = [...root.querySelectorAll('[data-card]')];
      expect(cards.map((card) => card.getAttribute('data-card'))).to.deep.equal(['visa-1', 'master-2']);
      expect(cards[0]!.hasAttribute('data-default')).to.equal(true);
      expect(cards[0]!.querySelector('[data-badge="default"]')?.textContent).to.equal('Default');
      expect(cards[0]!.querySelector('[data-card-number]')?.textContent).to.equal('•••• 4242');
      expect(cards[0]!.querySelector('h3')?.textContent).to.include('Visa ending 4242');
      expect(cards[1]!.querySelector('[data-badge="expired"]')?.textContent).to.equal('Expired');
      expect(cards[1]!.querySelector('[data-card-expiry]')?.textContent).to.equal('01/20');
      expect(cards[0]!.querySelector('[data-make-default]')).to.equal(null);
      expect(cards[1]!.querySelector('[data-make-default]')?.textContent).to.equal('Make default Mastercard ending 5100');
      expect(everything(root)).to.not.include(FULL_NUMBER.slice(0, 12));
      expect(everything(root)).to.not.include('400005');
      // styled from the theme: the card has its border, the buttons their 44 px
      expect(getComputedStyle(cards[0]!).borderTopStyle).to.equal('solid');
      expect(cards[0]!.querySelector<HTMLElement>('[data-edit-card]')!.getBoundingClientRect().height).to.be.at.least(44);
    });
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });

  it('no console call of any level carries more than the last four digits, through load, edit, failures and removal', async () => {
    const spy = spyConsole();
    try {
      stub.fail.patch = 500;
      const { root } = await mount();
      root.querySelector<HTMLButtonElement>('[data-edit-card="visa-1"]')!.click();
      const dialog = await until(() => root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog');
      dialog.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
      await until(() => dialog.querySelector('[data-editor-alert]')?.textContent, 3000, 'the failure');
      root.querySelector<HTMLButtonElement>('[data-cancel-card]')!.click();
      root.querySelector<HTMLButtonElement>('[data-remove-card="visa-1"]')!.click();
      (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-card-confirm]'), 2000, 'the confirmation')).click();
      await until(() => !root.querySelector('[data-card="visa-1"]'), 3000, 'the card to go');
    } finally {
      spy.restore();
    }
    expect(spy.lines.length).to.be.greaterThan(0); // the failed save logged its one line
    for (const line of spy.lines) expect(line).to.not.match(/\d{5,}/);
    expect(spy.lines.join('\n')).to.not.include('400005');
  });

  it('says when there are no saved cards', async () => {
    stub.cards = [];
    const { root } = await mount();
    expect(root.querySelector('[data-wallet-empty]')?.textContent).to.equal('You have no saved cards. A card is saved when you pay at checkout.');
  });

  it('a failed load says so with Try again, which loads again', async () => {
    stub.fail.get = 500;
    const { errors } = await captureConsole(async () => {
      const { root } = await mount();
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not load your saved cards. Please try again in a moment.');
      stub.fail.get = undefined;
      root.querySelector<HTMLButtonElement>('[data-retry]')!.click();
      await until(() => root.querySelectorAll('[data-card]').length === 2, 3000, 'the cards after retry');
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    });
    expect(errors).to.deep.equal(['brand-account-wallet: Unable to load the payment details.']);
  });

  it('Edit opens the editor as a dialog: focus moves in, Escape closes and gives focus back to Edit', async () => {
    const { root } = await mount();
    const edit = root.querySelector<HTMLButtonElement>('[data-edit-card="visa-1"]')!;
    edit.focus();
    edit.click();
    const dialog = await until(() => root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Edit Visa ending 4242');
    await until(() => root.activeElement?.getAttribute('data-field') === 'expiryMonth', 2000, 'focus on the month');
    expect(dialog.textContent).to.include('Devi Patel');
    expect(everything(root)).to.not.include('400005');
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog to close');
    await until(() => root.activeElement === edit, 2000, 'focus back on Edit');
    expect(patches(stub)).to.deep.equal([]);
  });

  it('a past expiry is refused with a message naming it, and nothing is sent', async () => {
    const { root } = await mount();
    root.querySelector<HTMLButtonElement>('[data-edit-card="master-2"]')!.click();
    const dialog = await until(() => root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog');
    const year = dialog.querySelector<HTMLSelectElement>('[data-field="expiryYear"]')!;
    expect(year.value).to.equal('2020'); // the expired card's own year is offered
    dialog.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
    await until(() => year.getAttribute('aria-invalid') === 'true', 2000, 'the year refused');
    const hint = root.getElementById(year.getAttribute('aria-describedby')!);
    expect(hint?.textContent).to.equal('01/2020 is in the past. Choose the expiry date printed on your card.');
    expect(root.activeElement).to.equal(year);
    expect(patches(stub)).to.deep.equal([]);
  });

  it('Save sends only the expiry, closes the dialog and shows the new expiry with a status line', async () => {
    const { root } = await mount();
    const edit = root.querySelector<HTMLButtonElement>('[data-edit-card="visa-1"]')!;
    edit.focus(); // as a real click does
    edit.click();
    const dialog = await until(() => root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog');
    const month = dialog.querySelector<HTMLSelectElement>('[data-field="expiryMonth"]')!;
    const year = dialog.querySelector<HTMLSelectElement>('[data-field="expiryYear"]')!;
    month.value = '03';
    month.dispatchEvent(new Event('change', { bubbles: true }));
    year.value = '2031';
    year.dispatchEvent(new Event('change', { bubbles: true }));
    dialog.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
    await until(() => !root.querySelector('[data-edit-card-dialog]'), 3000, 'the dialog to close');
    expect(patches(stub).map((call) => call.body)).to.deep.equal([{ expiryMonth: '03', expiryYear: '2031' }]);
    expect(root.querySelector('[data-card="visa-1"] [data-card-expiry]')?.textContent).to.equal('03/31');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Visa ending 4242 now expires 03/31.');
    await until(() => root.activeElement === edit, 2000, 'focus back on Edit');
  });

  it('a 500 on Save keeps the card as it was with one message', async () => {
    stub.fail.patch = 500;
    const { root } = await mount();
    root.querySelector<HTMLButtonElement>('[data-edit-card="visa-1"]')!.click();
    const dialog = await until(() => root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog');
    const year = dialog.querySelector<HTMLSelectElement>('[data-field="expiryYear"]')!;
    year.value = '2032';
    year.dispatchEvent(new Event('change', { bubbles: true }));
    const { errors } = await captureConsole(async () => {
      dialog.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
      await until(() => dialog.querySelector('[data-editor-alert]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['brand-account-wallet: Unable to update the payment details.']);
    expect(dialog.querySelector('[data-editor-alert]')?.textContent).to.equal('We could not save your card. Please try again. Your card has not changed.');
    expect(root.querySelector('[data-card="visa-1"] [data-card-expiry]')?.textContent).to.equal('12/30');
  });

  it('Make default moves the badge and says so', async () => {
    const { root } = await mount();
    root.querySelector<HTMLButtonElement>('[data-make-default="master-2"]')!.click();
    await until(() => root.querySelector('[data-card="master-2"][data-default]'), 3000, 'the new default');
    expect(patches(stub).map((call) => call.body)).to.deep.equal([{ defaultPayment: true }]);
    expect(root.querySelector('[data-card="visa-1"]')?.hasAttribute('data-default')).to.equal(false);
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Mastercard ending 5100 is now your default card.');
  });

  it('Make default puts focus on the moved card\'s Edit (its own button is gone)', async () => {
    const { root } = await mount();
    const button = root.querySelector<HTMLButtonElement>('[data-make-default="master-2"]')!;
    button.focus();
    button.click();
    await until(() => root.querySelector('[data-card="master-2"][data-default]'), 3000, 'the new default');
    await until(() => root.activeElement === root.querySelector('[data-edit-card="master-2"]'), 2000, 'focus on the Edit of the new default');
    expect(root.querySelector('[data-cards] > li')?.getAttribute('data-card')).to.equal('master-2');
  });

  it('while one action is on its way, the other cards\' actions are aria-disabled and do nothing', async () => {
    const { root } = await mount();
    stub.hold = true;
    root.querySelector<HTMLButtonElement>('[data-make-default="master-2"]')!.click();
    await until(() => root.querySelector('[data-make-default="master-2"][aria-busy="true"]'), 2000, 'the busy button');
    const remove = root.querySelector<HTMLButtonElement>('[data-remove-card="visa-1"]')!;
    const edit = root.querySelector<HTMLButtonElement>('[data-edit-card="visa-1"]')!;
    expect(remove.getAttribute('aria-disabled')).to.equal('true');
    expect(edit.getAttribute('aria-disabled')).to.equal('true');
    remove.click();
    edit.click();
    expect(root.querySelector('[data-remove-card-dialog]')).to.equal(null);
    expect(root.querySelector('[data-edit-card-dialog]')).to.equal(null);
    stub.release();
    stub.hold = false;
    await until(() => root.querySelector('[data-card="master-2"][data-default]'), 3000, 'the new default');
    expect(root.querySelector('[data-remove-card="visa-1"]')!.hasAttribute('aria-disabled')).to.equal(false);
    expect(root.querySelector('[data-remove-card-dialog]')).to.equal(null);
  });

  it('the edit dialog cannot be dismissed while Save is on its way, so a failure is still seen', async () => {
    stub.fail.patch = 500;
    const { root } = await mount();
    root.querySelector<HTMLButtonElement>('[data-edit-card="visa-1"]')!.click();
    const dialog = await until(() => root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog');
    stub.hold = true;
    const { errors } = await captureConsole(async () => {
      dialog.querySelector<HTMLButtonElement>('[data-save-card]')!.click();
      await until(() => dialog.querySelector('[data-save-card][aria-busy="true"]'), 2000, 'the busy Save');
      root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      dialog.querySelector<HTMLButtonElement>('[data-cancel-card]')!.click();
      expect(dialog.querySelector('[data-cancel-card]')?.getAttribute('aria-disabled')).to.equal('true');
      stub.release();
      stub.hold = false;
      await until(() => root.querySelector('[data-edit-card-dialog] [data-editor-alert]')?.textContent, 3000, 'the failure, dialog still open');
    });
    expect(errors).to.deep.equal(['brand-account-wallet: Unable to update the payment details.']);
    expect(root.querySelector('[data-edit-card-dialog]')).to.equal(dialog);
    // once the answer is in, Escape closes it again
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !root.querySelector('[data-edit-card-dialog]'), 2000, 'the dialog to close');
  });

  it('without a commerce service: the load error and one console error naming the element', async () => {
    pageConfig.set({});
    const { errors } = await captureConsole(async () => {
      const { root } = await mount();
      expect(root.querySelector('[data-wallet-alert]')?.textContent).to.equal('We could not load your saved cards. Please try again in a moment.');
    });
    expect(errors).to.deep.equal(['brand-account-wallet: no commerce service (hybrisConfig with apiUrl and site) is configured.']);
  });

  it('Remove asks first, naming the card; a failure keeps it with one message; then it goes and focus is on the heading', async () => {
    stub.fail.delete = 500;
    const { root } = await mount();
    root.querySelector<HTMLButtonElement>('[data-remove-card="visa-1"]')!.click();
    const dialog = await until(() => root.querySelector('[data-remove-card-dialog]'), 2000, 'the confirmation');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.include('Visa ending 4242 will be removed from your wallet.');
    await until(() => root.activeElement?.hasAttribute('data-remove-card-cancel'), 2000, 'focus on Cancel');
    const { errors } = await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-remove-card-confirm]')!.click();
      await until(() => root.querySelector('[data-wallet-alert]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['brand-account-wallet: Unable to remove the payment details.']);
    expect(root.querySelector('[data-card="visa-1"]')).to.not.equal(null);
    await until(() => root.activeElement?.getAttribute('data-remove-card') === 'visa-1', 2000, 'focus back on Remove');
    stub.fail.delete = undefined;
    root.querySelector<HTMLButtonElement>('[data-remove-card="visa-1"]')!.click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-card-confirm]'), 2000, 'the confirmation again')).click();
    await until(() => !root.querySelector('[data-card="visa-1"]'), 3000, 'the card to go');
    await until(() => root.activeElement === root.querySelector('h2'), 2000, 'focus on the heading');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Visa ending 4242 was removed from your wallet.');
    expect(root.querySelector('[data-wallet-alert]')?.textContent).to.equal('');
    await until(() => root.querySelector('[data-card="master-2"][data-default]'), 3000, 'the next default, read again');
  });

  it('renders the wallet links with their icons; a script URL is never a link', async () => {
    const links = JSON.stringify([
      { label: 'Vouchers', url: '/vouchers', icon: 'pmi-icon-wallet' },
      { label: 'Rewards', url: 'javascript:alert(1)', icon: 'rewards' },
    ]).replace(/"/g, '&quot;');
    const { errors } = await captureConsole(async () => {
      const { root } = await mount(`<brand-account-wallet wallet-links="${links}"></brand-account-wallet>`);
      const nav = root.querySelector('nav[data-wallet-links]')!;
      expect(nav.getAttribute('aria-label')).to.equal('More in your wallet');
      const anchors = [...nav.querySelectorAll('a')];
      expect(anchors.map((a) => [a.getAttribute('href'), a.textContent])).to.deep.equal([['/vouchers', 'Vouchers']]);
      expect(anchors[0]!.querySelector('svg')).to.not.equal(null);
      expect(nav.textContent).to.include('Rewards');
    });
    expect(errors).to.deep.equal(['<brand-account-wallet>: refused walletLinks url "javascript:alert(1)": only http(s), mailto, tel and relative URLs are allowed.']);
  });

  it('with editCardUrl, Edit hands the card id over and goes to that page', async () => {
    const { root } = await mount('<brand-account-wallet edit-card-url="#edit-card"></brand-account-wallet>');
    root.querySelector<HTMLButtonElement>('[data-edit-card="master-2"]')!.click();
    await until(() => location.hash === '#edit-card', 2000, 'the edit page');
    expect(sessionStorage.getItem(SELECTED_CARD_KEY)).to.equal('master-2');
    expect(root.querySelector('[data-edit-card-dialog]')).to.equal(null);
    history.replaceState(null, '', location.pathname + location.search);
  });
});
