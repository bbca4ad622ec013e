import { expect } from 'chai';
import '../../src/elements/brand-account-register-device';
import { visitorStore } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { isEmpty } from '../../src/core/model/emptiness';
import { brokenImagesSettled, captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { installDevices, restoreDevices, type DevicesStub } from './devicesFetch';

const MODEL = '<script type="application/json">{"title":"Register a device"}</script>';

function mount(attributes = 'id="register-device"', model = MODEL): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<brand-account-register-device ${attributes}>${model}</brand-account-register-device>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

async function type(root: ShadowRoot, value: string): Promise<HTMLInputElement> {
  const input = await until(() => root.querySelector<HTMLInputElement>('[data-serial-input]'), 3000, 'the serial field');
  input.focus();
  // React follows the native setter and the input event
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return input;
}

const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[data-register-submit]')!.click();
const posts = (stub: DevicesStub) => stub.calls.filter((call) => call.method === 'POST');
const hint = (root: ShadowRoot) => root.querySelector('[data-hint]');

describe('brand-account-register-device', () => {
  let stub: DevicesStub;
  beforeEach(() => {
    stub = installDevices([]);
  });
  afterEach(() => {
    cleanup();
    restoreDevices();
    authoringStore.set('disabled');
  });

  it('is empty without id and title: nothing on the live site, the placeholder in the editor', async () => {
    expect(isEmpty('account-register-device', { title: 'Register' })).to.equal(true);
    expect(isEmpty('account-register-device', { id: 'r' })).to.equal(true);
    expect(isEmpty('account-register-device', { id: 'r', title: 'Register' })).to.equal(false);
    const { root } = mount('', MODEL);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelector('form')).to.equal(null);
    expect(root.querySelector('[data-brand-placeholder]')).to.equal(null);
    authoringStore.set('edit');
    const placeholder = await until(() => root.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.equal('Register device: set id and title');
  });

  it('a labelled form in the forms look: serial normalised on blur, with a hint and keyboard hints', async () => {
    const { host, root } = mount();
    expect(host.id).to.equal('register-device');
    const input = await type(root, 'ilm1 gb7k-2q9x4');
    expect(root.querySelector('h2')?.textContent).to.equal('Register a device');
    const label = root.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).to.contain('Serial number');
    expect(input.getAttribute('autocapitalize')).to.equal('characters');
    expect(input.getAttribute('inputmode')).to.equal('text');
    expect(input.getAttribute('spellcheck')).to.equal('false');
    expect(root.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.contain('back of your device');
    expect(getComputedStyle(input).minHeight).to.not.equal('auto');
    input.blur();
    await until(() => input.value === 'ILM1GB7K2Q9X4', 2000, 'the normalised serial');
    expect(root.querySelector('input[data-model-input]')).to.not.equal(null);
  });

  it('an invalid or empty serial is refused with its message and nothing is sent', async () => {
    const { root } = mount();
    await until(() => root.querySelector('[data-serial-input]'), 3000, 'the form');
    submit(root);
    await until(() => hint(root)?.getAttribute('data-hint') === 'error', 2000, 'the required message');
    expect(hint(root)?.textContent).to.equal('Enter the serial number printed on your device.');
    const input = await type(root, 'abc 123');
    submit(root);
    await until(() => hint(root)?.textContent?.includes('13 letters'), 2000, 'the invalid message');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(root.activeElement).to.equal(input);
    expect(posts(stub)).to.deep.equal([]);
  });

  it('registers: the form clears, a status says so, the event leaves the host and the visitor becomes a device owner', async () => {
    const { host, root } = mount('id="register-device" models=\'["IQOS ILUMA PRIME",{"value":"IQOS ILUMA ONE","label":"ILUMA ONE"}]\'');
    const events: unknown[] = [];
    document.addEventListener('brand-account-device-registered', (event) => events.push((event as CustomEvent).detail), { once: true });
    const input = await type(root, 'abcd efgh jk123');
    const select = root.querySelector<HTMLSelectElement>('select[data-model-input]')!;
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Choose your model', 'IQOS ILUMA PRIME', 'ILUMA ONE']);
    select.value = 'IQOS ILUMA ONE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    submit(root);
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the status');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Your device ABCDEFGHJK123 is registered.');
    expect(posts(stub)[0]?.body).to.deep.equal({ serialNumber: 'ABCDEFGHJK123', productName: 'IQOS ILUMA ONE' });
    expect(events).to.deep.equal([{ serialNumber: 'ABCDEFGHJK123' }]);
    expect(input.value).to.equal('');
    expect(select.value).to.equal('');
    await until(() => visitorStore.getSnapshot() === 'LAU-HAV-DEV', 3000, 'the device owner type');
    expect(host.isConnected).to.equal(true);
  });

  it('the success status goes once another serial is typed', async () => {
    const { root } = mount();
    await type(root, 'ABCDEFGHJK123');
    submit(root);
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the status');
    await type(root, 'Q');
    await until(() => root.querySelector('[role="status"]')?.textContent === '', 2000, 'the status cleared');
  });

  it('a duplicate is refused on the field (authored message); a 500 keeps what was typed with one alert', async () => {
    const { root } = mount('id="register-device" duplicate-message="Already yours or someone else\'s."');
    const input = await type(root, 'ILM1GB7K2Q9X4');
    submit(root);
    await until(() => hint(root)?.textContent === "Already yours or someone else's.", 3000, 'the duplicate message');
    expect(root.activeElement).to.equal(input);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    await type(root, 'ZZZZ1111YYYY2');
    stub.fail.register = true;
    const { errors } = await captureConsole(async () => {
      submit(root);
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['<brand-account-register-device>: the device could not be registered (unavailable).']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.contain('We could not register your device');
    expect(input.value).to.equal('ZZZZ1111YYYY2');
    expect(visitorStore.getSnapshot()).to.equal('LAU-HAV');
  });

  it('the Register button is busy while the call runs, and a second press sends nothing more', async () => {
    let release = () => {};
    stub.hold = new Promise<void>((resolve) => (release = resolve));
    const { root } = mount();
    await type(root, 'QQQQ2222RRRR3');
    submit(root);
    const button = root.querySelector<HTMLButtonElement>('[data-register-submit]')!;
    await until(() => button.getAttribute('aria-busy') === 'true', 2000, 'the busy button');
    submit(root);
    release();
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the status');
    expect(posts(stub).length).to.equal(1);
  });

  it('authored words are text: an HTML payload in every field shows as text and runs nothing', async () => {
    const payload = '<img src=x onerror="window.__xssDevices=1"><b>bold</b>';
    const fields = ['serialLabel', 'serialHint', 'modelLabel', 'modelPlaceholder', 'registerLabel', 'serialRequiredMessage'];
    const model = { title: payload, models: [payload, { value: payload, label: payload }], ...Object.fromEntries(fields.map((field) => [field, payload])) };
    const host = fixture('<brand-account-register-device id="register-device"></brand-account-register-device>').firstElementChild as HTMLElement & { model?: unknown };
    host.model = model;
    const root = shadow(host);
    await until(() => root.querySelector('form'), 3000, 'the form');
    submit(root);
    await until(() => hint(root)?.getAttribute('data-hint') === 'error', 2000, 'the message');
    expect(root.querySelector('h2')?.textContent).to.equal(payload);
    expect(root.querySelector('img, b')).to.equal(null);
    expect(hint(root)?.textContent).to.equal(payload);
    // "No script ran" waits until broken images have failed and their handlers have had their turn.
    await brokenImagesSettled();
    expect((window as unknown as { __xssDevices?: number }).__xssDevices).to.equal(undefined);
  });
});
