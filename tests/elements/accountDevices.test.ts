import { expect } from 'chai';
import '../../src/elements/brand-account-devices';
import { visitorStore } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { ONE, PRIME, installDevices, restoreDevices, type DevicesStub } from './devicesFetch';

function mount(attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<brand-account-devices ${attributes}></brand-account-devices>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

const serials = (root: ShadowRoot) => [...root.querySelectorAll('[data-device-card]')].map((card) => card.getAttribute('data-device-card'));

describe('brand-account-devices', () => {
  let stub: DevicesStub;
  afterEach(() => {
    cleanup();
    restoreDevices();
    authoringStore.set('disabled');
  });

  it('lists the devices newest first as device cards under its heading, after a skeleton', async () => {
    stub = installDevices([PRIME, ONE]);
    let release = () => {};
    stub.holdList = new Promise<void>((resolve) => (release = resolve));
    const { root } = mount();
    const section = await until(() => root.querySelector('section'), 3000, 'the section');
    expect(section?.getAttribute('data-devices-state')).to.equal('loading');
    expect(section?.getAttribute('aria-busy')).to.equal('true');
    expect(root.querySelector('[data-skeleton]')).to.not.equal(null);
    release();
    await until(() => serials(root).length === 2, 3000, 'two cards');
    expect(serials(root)).to.deep.equal(['ABCDEFGHJK123', 'ILM1GB7K2Q9X4']);
    expect(root.querySelector('h2')?.textContent).to.equal('Your devices');
    expect(root.querySelectorAll('ul[data-devices-list] > li > article').length).to.equal(2);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
  });

  it('says when there is none, with a link to register one', async () => {
    installDevices([]);
    const { root } = mount('register-url="#register-device" empty-message="No devices yet."');
    const empty = await until(() => root.querySelector('[data-devices-empty]'), 3000, 'the empty state');
    expect(empty.querySelector('p')?.textContent).to.equal('No devices yet.');
    expect(empty.querySelector('a')?.getAttribute('href')).to.equal('#register-device');
  });

  it('a failed load says so with "Try again", which loads again', async () => {
    stub = installDevices([PRIME]);
    stub.fail.list = true;
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      ({ root } = mount());
      await until(() => root.querySelector('[data-devices-retry]'), 3000, 'the retry button');
    });
    expect(errors).to.deep.equal(['<brand-account-devices>: the devices could not be loaded (unavailable).']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not load your devices. Please try again in a moment.');
    stub.fail.list = false;
    root.querySelector<HTMLButtonElement>('[data-devices-retry]')!.click();
    await until(() => serials(root).length === 1, 3000, 'the card after the retry');
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
  });

  it('reloads when a device is registered on the page; a failed reload keeps the list with one message', async () => {
    stub = installDevices([PRIME]);
    const { root } = mount();
    await until(() => serials(root).length === 1, 3000, 'one card');
    stub.devices.push(ONE);
    document.body.dispatchEvent(new CustomEvent('brand-account-device-registered', { detail: { serialNumber: ONE.serialNumber }, bubbles: true, composed: true }));
    await until(() => serials(root).length === 2, 3000, 'the new card');
    stub.fail.list = true;
    await captureConsole(async () => {
      document.dispatchEvent(new CustomEvent('brand-account-device-registered', { detail: { serialNumber: 'X' } }));
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(serials(root)).to.deep.equal(['ABCDEFGHJK123', 'ILM1GB7K2Q9X4']);
  });

  it('a confirmed remove updates the list, moves focus to the heading and says so; Cancel changes nothing', async () => {
    stub = installDevices([PRIME, ONE]);
    const { root } = mount();
    await until(() => serials(root).length === 2, 3000, 'two cards');
    const removeOf = (serial: string) => root.querySelector<HTMLButtonElement>(`[data-device-card="${serial}"] [data-remove-device]`)!;
    removeOf('ILM1GB7K2Q9X4').click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device-cancel]'), 2000, 'the confirmation')).click();
    await until(() => !root.querySelector('[data-remove-device-dialog]'), 2000, 'the dialog closed');
    expect(stub.calls.some((call) => call.method === 'DELETE')).to.equal(false);
    removeOf('ILM1GB7K2Q9X4').click();
    const removed: unknown[] = [];
    const listen = (event: Event) => removed.push((event as CustomEvent).detail);
    document.addEventListener('brand-account-device-removed', listen);
    // a type the re-resolution must overwrite: it proves the visitor is resolved again after the DELETE
    visitorStore.set('LAU');
    (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device-confirm]'), 2000, 'the confirmation')).click();
    await until(() => serials(root).length === 1, 3000, 'one card left');
    document.removeEventListener('brand-account-device-removed', listen);
    expect(serials(root)).to.deep.equal(['ABCDEFGHJK123']);
    expect(root.activeElement).to.equal(root.querySelector('h2'));
    expect(root.activeElement?.getAttribute('tabindex')).to.equal('-1');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Your device IQOS ILUMA PRIME was removed.');
    expect(removed).to.deep.equal([{ serialNumber: 'ILM1GB7K2Q9X4' }]);
    await until(() => visitorStore.getSnapshot() === 'LAU-HAV-DEV', 3000, 'resolved again: still a device owner');
    const deleteAt = stub.calls.findIndex((call) => call.method === 'DELETE');
    expect(stub.calls.slice(deleteAt).some((call) => call.method === 'GET' && /\/consumer\/demo-test$/.test(call.url))).to.equal(true);
  });

  it('drops a device removed by another element, and a registered device clears the "removed" status', async () => {
    stub = installDevices([PRIME, ONE]);
    const { root } = mount();
    await until(() => serials(root).length === 2, 3000, 'two cards');
    const calls = stub.calls.length;
    stub.devices.splice(1, 1); // removed by the other element
    document.body.dispatchEvent(new CustomEvent('brand-account-device-removed', { detail: { serialNumber: 'ABCDEFGHJK123' }, bubbles: true, composed: true }));
    await until(() => serials(root).length === 1, 3000, 'the card removed elsewhere gone');
    expect(serials(root)).to.deep.equal(['ILM1GB7K2Q9X4']);
    expect(stub.calls.length, 'nothing fetched for it').to.equal(calls);

    root.querySelector<HTMLButtonElement>('[data-remove-device]')!.click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device-confirm]'), 2000, 'the confirmation')).click();
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the removed status');
    stub.devices.push(ONE);
    document.dispatchEvent(new CustomEvent('brand-account-device-registered', { detail: { serialNumber: ONE.serialNumber } }));
    await until(() => serials(root).length === 1, 3000, 'the registered card');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('');
  });

  it('a device already gone (404 on the remove) counts as removed, with no error', async () => {
    stub = installDevices([PRIME, ONE]);
    const { root } = mount();
    await until(() => serials(root).length === 2, 3000, 'two cards');
    stub.devices.splice(0, 1); // PRIME removed in another tab
    const { errors } = await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-device-card="ILM1GB7K2Q9X4"] [data-remove-device]')!.click();
      (await until(() => root.querySelector<HTMLButtonElement>('[data-remove-device-confirm]'), 2000, 'the confirmation')).click();
      await until(() => serials(root).length === 1, 3000, 'the card gone');
    });
    expect(errors).to.deep.equal([]);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Your device IQOS ILUMA PRIME was removed.');
  });

  it('the editor shows its placeholder and fetches nothing', async () => {
    stub = installDevices([PRIME]);
    authoringStore.set('edit');
    const { root } = mount();
    const placeholder = await until(() => root.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.contain('My devices');
    expect(stub.calls).to.deep.equal([]);
  });
});
