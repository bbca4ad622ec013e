import { expect } from 'chai';
import '../../src/elements/brand-account-device-card';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorStore } from '../../src/core/stores/visitor';
import { readReceiptDevice } from '../../src/core/account/handoff';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { MULESOFT, ONE, PRIME, installDevices, restoreDevices, type DevicesStub } from './devicesFetch';

function mount(attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<brand-account-device-card ${attributes}></brand-account-device-card>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

describe('brand-account-device-card', () => {
  let stub: DevicesStub;
  afterEach(() => {
    cleanup();
    restoreDevices();
  });

  it('shows the newest device: picture, name, serial, date in the page language, styled from the theme', async () => {
    stub = installDevices([PRIME, ONE]);
    pageConfig.set({ muleSoftConfig: MULESOFT, lang: 'en-GB' });
    const { root } = mount('product-images=\'[{"productName":"IQOS ILUMA","image":"/tests/elements/fixtures/pixel.png"}]\'');
    const card = await until(() => root.querySelector<HTMLElement>('[data-device-card]'), 3000, 'the card');
    expect(card.getAttribute('data-device-card')).to.equal('ABCDEFGHJK123');
    expect(card.querySelector('h3')?.textContent).to.equal('IQOS ILUMA ONE');
    expect(card.querySelector('[data-serial]')?.textContent).to.equal('ABCDEFGHJK123');
    expect(card.querySelector('[data-registered] time')?.textContent).to.equal('2 January 2026');
    expect(card.querySelector('[data-registered] time')?.getAttribute('datetime')).to.equal('2026-01-02T10:00:00Z');
    expect(card.querySelector('img')?.getAttribute('src')).to.equal("/tests/elements/fixtures/pixel.png");
    expect(card.querySelector('[data-no-receipts]')?.textContent).to.equal('No receipt uploaded yet.');
    expect(parseFloat(getComputedStyle(card).paddingTop)).to.be.greaterThan(8);
    expect(getComputedStyle(card).borderTopStyle).to.equal('solid');
    expect(stub.calls[0]?.url).to.include('/consumers/demo-test/assets?history=false');
  });

  it('shows the authored serial with its receipts; "Upload a receipt" hands the device to the upload page', async () => {
    stub = installDevices([PRIME, ONE]);
    const { root } = mount('serial-number="ilm1 gb7k 2q9x4" upload-receipt-url="#upload" image="javascript:alert(1)"');
    const card = await until(() => root.querySelector<HTMLElement>('[data-device-card="ILM1GB7K2Q9X4"]'), 3000, 'the card');
    expect(card.querySelector('[data-device-receipts] strong')?.textContent).to.equal('Receipts (1)');
    expect(card.querySelector('[data-receipt="r1"]')?.textContent).to.contain('receipt.pdf');
    expect(card.querySelector('img'), 'a refused picture is none').to.equal(null);
    expect(card.querySelector('[data-device-picture] svg')).to.not.equal(null);
    const upload = card.querySelector<HTMLAnchorElement>('[data-upload-receipt]')!;
    expect(upload.getAttribute('href'), 'the device in the URL too, for a new tab').to.equal('?serial=ILM1GB7K2Q9X4#upload');
    upload.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(readReceiptDevice(), 'handed over on the context menu').to.deep.equal({ serialNumber: 'ILM1GB7K2Q9X4', name: 'IQOS ILUMA PRIME' });
    sessionStorage.clear();
    upload.addEventListener('click', (event) => event.preventDefault(), { once: true });
    upload.click();
    expect(readReceiptDevice()).to.deep.equal({ serialNumber: 'ILM1GB7K2Q9X4', name: 'IQOS ILUMA PRIME' });
  });

  it('an authored serial the visitor does not have says so (authorable), not "no device yet"', async () => {
    installDevices([PRIME]);
    const { root } = mount('serial-number="ZZZZ1111YYYY2" not-registered-message="Not yours." register-url="/devices"');
    const message = await until(() => root.querySelector('[data-device-not-registered]'), 3000, 'the message');
    expect(message.querySelector('p')?.textContent).to.equal('Not yours.');
    expect(root.querySelector('[data-devices-empty]')).to.equal(null);
    expect(root.querySelector('[data-device-card]')).to.equal(null);
    expect(root.querySelector('[data-device-card-state]')?.getAttribute('data-device-card-state')).to.equal('not-registered');
  });

  it('drops its device when another element removed it', async () => {
    installDevices([PRIME]);
    const { root } = mount();
    await until(() => root.querySelector('[data-device-card="ILM1GB7K2Q9X4"]'), 3000, 'the card');
    document.body.dispatchEvent(new CustomEvent('brand-account-device-removed', { detail: { serialNumber: 'ILM1GB7K2Q9X4' }, bubbles: true, composed: true }));
    await until(() => root.querySelector('[data-devices-empty]'), 3000, 'the empty state');
  });

  it('without a device: an empty state linking to registerUrl', async () => {
    installDevices([]);
    const { host, root } = mount('register-url="/devices#register"');
    const empty = await until(() => root.querySelector('[data-devices-empty]'), 3000, 'the empty state');
    expect(empty.querySelector('p')?.textContent).to.equal('You have not registered a device yet.');
    expect(empty.querySelector('a')?.getAttribute('href')).to.equal('/devices#register');
    expect(root.querySelector('[data-device-card-state]')?.getAttribute('data-device-card-state')).to.equal('empty');
    expect(host.hasAttribute('data-brand-invisible')).to.equal(false);
  });

  it('removes after a confirmation in its own shadow root; the visitor is resolved again', async () => {
    stub = installDevices([PRIME]);
    const { root } = mount();
    const remove = await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device]'), 3000, 'the remove button');
    remove.click();
    const dialog = await until(() => root.querySelector('[data-remove-device-dialog]'), 2000, 'the confirmation');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('IQOS ILUMA PRIME (ILM1GB7K2Q9X4) will be removed');
    await until(() => root.activeElement?.hasAttribute('data-remove-device-cancel'), 2000, 'focus on Cancel');
    root.querySelector<HTMLButtonElement>('[data-remove-device-confirm]')!.click();
    await until(() => root.querySelector('[data-devices-empty]'), 3000, 'the empty state after the removal');
    expect(stub.calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/assets/ILM1GB7K2Q9X4'))).to.equal(true);
    const status = root.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('Your device IQOS ILUMA PRIME was removed.');
    expect(root.activeElement, 'the tabIndex=-1 wrapper, not the status line').to.equal(root.querySelector('[data-device-card-state]'));
    expect(root.activeElement?.getAttribute('tabindex')).to.equal('-1');
    await until(() => visitorStore.getSnapshot() === 'LAU-HAV', 3000, 'the visitor type without the device');
  });

  it('a failed remove keeps the device with one message and one console error', async () => {
    stub = installDevices([PRIME]);
    stub.fail.remove = true;
    const { root } = mount();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device]'), 3000, 'the remove button')).click();
    const { errors } = await captureConsole(async () => {
      (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device-confirm]'), 2000, 'the confirmation')).click();
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['<brand-account-device-card>: the device could not be removed (unavailable).']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not remove your device. Please try again. Nothing has changed.');
    expect(root.querySelector('[data-device-card="ILM1GB7K2Q9X4"]')).to.not.equal(null);
    await until(() => root.activeElement?.hasAttribute('data-remove-device'), 2000, 'focus back on Remove');
  });

  it('an anonymous visitor without a login page reads the signed-out notice and nothing is fetched', async () => {
    stub = installDevices([PRIME]);
    restoreDevices();
    const calls: string[] = [];
    const real = window.fetch;
    window.fetch = ((input: RequestInfo | URL) => {
      calls.push(String(input));
      return real(input);
    }) as typeof fetch;
    const { root } = mount('signed-out-message="Log in first."');
    const notice = await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in first.');
    expect(calls).to.deep.equal([]);
    window.fetch = real;
  });
});
