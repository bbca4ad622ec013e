import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-account-upload-receipt';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorStore } from '../../src/core/stores/visitor';
import { RECEIPT_DEVICE_KEY } from '../../src/core/account/handoff';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const CONFIG = { url: '/mock/mulesoft', clientId: 'demo-client', clientSecret: 'demo-secret', channel: 'web' };
const realFetch = window.fetch;
const PRIME = { serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME', registeredAt: '2024-09-14T15:22:00Z' };
const ONE = { serialNumber: 'ONE1GB7K2Q9X4', productName: 'IQOS ILUMA ONE', receipts: [{ receiptId: 'r0', fileName: 'old.pdf', size: 9, uploadedAt: '' }] };

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'receipt.png') => new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])], name, { type: 'image/png' });

interface Stub {
  uploads: Array<{ url: string; file: File | null }>;
  devices: unknown[];
  /** answers the next uploads (a pending promise holds one) */
  answer: (file: File) => Promise<Response>;
  failList: boolean;
}

function install(): Stub {
  const stub: Stub = {
    uploads: [],
    devices: [PRIME],
    failList: false,
    answer: async (file) => Response.json({ 'response-data': { receiptId: 'rcpt-1', fileName: file.name, size: file.size, uploadedAt: '2026-01-01T00:00:00Z' } }, { status: 201 }),
  };
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/receipts') && init?.method === 'POST') {
      const file = (init.body as FormData).get('file') as File | null;
      stub.uploads.push({ url, file });
      return stub.answer(file!);
    }
    if (url.includes('/assets?history=false')) {
      if (stub.failList) return Response.json({ error: 'boom' }, { status: 500 });
      return Response.json({ 'response-data': { data: stub.devices } });
    }
    return Response.json({}, { status: 404 });
  }) as typeof fetch;
  return stub;
}

function logIn(): void {
  document.cookie = 'brand_uid=demo-dev; Path=/';
  document.cookie = 'brand_token=token-demo-dev; Path=/';
  visitorStore.set('LAU-HAV-DEV');
}

function logOut(): void {
  for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  visitorStore.set('LAS');
}

function mount(attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<brand-account-upload-receipt ${attributes}></brand-account-upload-receipt>`).firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

const fileInput = (root: ShadowRoot) => until(() => root.querySelector<HTMLInputElement>('input[type="file"]'), 3000, 'the file input');

async function choose(root: ShadowRoot, file: File): Promise<void> {
  const input = await fileInput(root);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const alertText = (root: ShadowRoot) => root.querySelector('[data-receipt-message]')?.textContent ?? '';

describe('brand-account-upload-receipt', () => {
  let stub: Stub;
  beforeEach(() => {
    stub = install();
    logIn();
    pageConfig.set({ muleSoftConfig: CONFIG });
    sessionStorage.removeItem(RECEIPT_DEVICE_KEY);
  });
  afterEach(() => {
    window.fetch = realFetch;
    cleanup();
    logOut();
    pageConfig.set({});
    authoringStore.set('disabled');
    sessionStorage.removeItem(RECEIPT_DEVICE_KEY);
  });

  it('names the only device, and offers a labelled native file input for the accepted types in a styled drop zone', async () => {
    const { root } = mount();
    const input = await fileInput(root);
    expect(root.querySelector('h2')?.textContent).to.equal('Upload a receipt');
    expect(root.querySelector('[data-device] dd')?.textContent).to.equal('IQOS ILUMA PRIME (ILM1GB7K2Q9X4)');
    expect(root.querySelector('[data-receipts-count]')?.textContent).to.equal('Receipts uploaded: 0');
    expect(input.accept).to.equal('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
    expect([...input.labels!].map((label) => label.textContent)).to.deep.equal(['Choose a file']);
    const hint = root.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).to.equal('PDF, PNG or JPG, up to 4 MB.');
    const zone = root.querySelector('[data-dropzone]')!;
    expect(getComputedStyle(zone).borderTopStyle).to.equal('dashed');
    expect(parseFloat(getComputedStyle(input.labels![0]!).minHeight)).to.be.at.least(44);
  });

  it('several devices: a select, the handed-over device preselected; none: a link to register one', async () => {
    stub.devices = [PRIME, ONE];
    sessionStorage.setItem(RECEIPT_DEVICE_KEY, JSON.stringify({ serialNumber: ONE.serialNumber, name: 'IQOS ILUMA ONE' }));
    const { root } = mount();
    const select = await until(() => root.querySelector<HTMLSelectElement>('[data-device-select]'), 3000, 'the select');
    await until(() => select.value === ONE.serialNumber, 3000, 'the handoff device selected');
    expect(root.querySelector('[data-receipts-count]')?.textContent).to.equal('Receipts uploaded: 1');
    expect(select.labels?.[0]?.textContent).to.equal('Device');
    cleanup();
    stub.devices = [];
    const other = mount('register-url="/storefront.html?page=devices"').root;
    const link = await until(() => other.querySelector<HTMLAnchorElement>('[data-register]'), 3000, 'the register link');
    expect(link.getAttribute('href')).to.equal('/storefront.html?page=devices');
    expect(other.querySelector('input[type="file"]')).to.equal(null);
  });

  it('uploads a PNG: its name and size, an indeterminate progress with a name, then a status and the count', async () => {
    let release: () => void = () => {};
    const answer = stub.answer;
    stub.answer = (file) => new Promise((resolve) => (release = () => resolve(answer(file))));
    const { root } = mount();
    await choose(root, png());
    const row = await until(() => root.querySelector('[data-chosen-file]'), 3000, 'the chosen file');
    expect(row.querySelector('[data-file-name]')?.textContent).to.equal('receipt.png');
    expect(row.querySelector('[data-file-size]')?.textContent).to.equal('16 byte');
    expect(row.querySelector('[data-file-name] bdi')?.textContent).to.equal('receipt.png'); // isolated in a right-to-left page
    expect(row.querySelector('[data-remove-file]')?.getAttribute('aria-label')).to.equal('Remove receipt.png');
    row.querySelector<HTMLButtonElement>('[data-upload]')!.click();
    const progress = await until(() => root.querySelector('[role="progressbar"]'), 3000, 'the progress');
    expect(progress.getAttribute('aria-label')).to.equal('Uploading receipt.png');
    expect(progress.hasAttribute('aria-valuenow')).to.equal(false);
    expect((await fileInput(root)).disabled).to.equal(true);
    expect(stub.uploads).to.have.length(1);
    expect(stub.uploads[0]!.url).to.match(/\/consumers\/demo-dev\/assets\/ILM1GB7K2Q9X4\/receipts$/);
    expect(new Uint8Array(await stub.uploads[0]!.file!.arrayBuffer()).slice(0, 8)).to.deep.equal(new Uint8Array(PNG_HEAD));
    release();
    await until(() => root.querySelector('[data-receipt-status]')?.textContent, 3000, 'the status');
    expect(root.querySelector('[data-receipt-status]')?.getAttribute('role')).to.equal('status');
    expect(root.querySelector('[data-receipt-status]')?.textContent).to.equal('receipt.png was uploaded. Thank you.');
    expect(root.querySelector('[data-receipt-status] bdi')?.textContent).to.equal('receipt.png');
    expect(root.querySelector('[data-receipts-count]')?.textContent).to.equal('Receipts uploaded: 1');
    expect(root.querySelector('[data-chosen-file]')).to.equal(null);
    // Focus goes back to the file input once it is enabled again, after the commit that shows the status (an effect).
    const input = await fileInput(root);
    await until(() => root.activeElement === input, 3000, 'the focus back on the file input');
  });

  it('refuses before upload, naming the reason: 5 MB, an .exe renamed .png, a .gif, an empty file', async () => {
    const { root } = mount();
    const cases: Array<[File, string]> = [
      [new File([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }), 'This file is larger than 4 MB. Choose a smaller file or a lower-resolution photo.'],
      [new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0])], 'setup.png', { type: 'image/png' }), 'This file is not the PDF, PNG or JPG its name says. Choose the original file of your receipt.'],
      [new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'receipt.gif', { type: 'image/gif' }), 'Choose a PDF, PNG or JPG file.'],
      [new File([], 'empty.pdf', { type: 'application/pdf' }), 'This file is empty. Choose the file of your receipt.'],
    ];
    for (const [file, message] of cases) {
      await choose(root, png('ok.png'));
      await until(() => root.querySelector('[data-chosen-file]'), 3000, 'a good file first');
      await choose(root, file);
      await until(() => alertText(root) === message, 3000, `the refusal of ${file.name}`);
      // the good file chosen before stays
      expect(root.querySelector('[data-file-name]')?.textContent, file.name).to.equal('ok.png');
    }
    expect(root.querySelector('[data-receipt-message]')?.getAttribute('role')).to.equal('alert');
    const input = await fileInput(root);
    expect(input.getAttribute('aria-describedby')).to.include(root.querySelector('[data-receipt-message]')!.id);
    expect(stub.uploads).to.deep.equal([]);
  });

  it('takes a file dropped on the zone, with a visible hover state while it is over it', async () => {
    const { root } = mount();
    const zone = await until(() => root.querySelector<HTMLElement>('[data-dropzone]'), 3000, 'the zone');
    const before = getComputedStyle(zone).borderTopColor;
    const transfer = new DataTransfer();
    transfer.items.add(png('dropped.png'));
    const enter = new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true });
    zone.dispatchEvent(enter);
    expect(enter.defaultPrevented).to.equal(true);
    await until(() => zone.hasAttribute('data-dragging'), 3000, 'the hover state');
    expect(getComputedStyle(zone).borderTopStyle).to.equal('solid');
    await until(() => getComputedStyle(zone).borderTopColor !== before, 3000, 'the hover colour');
    const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true });
    zone.dispatchEvent(drop);
    expect(drop.defaultPrevented).to.equal(true);
    await until(() => root.querySelector('[data-file-name]')?.textContent === 'dropped.png', 3000, 'the dropped file');
    expect(zone.hasAttribute('data-dragging')).to.equal(false);
  });

  it('a failed upload keeps the file with one alert; Try again sends the same file', async () => {
    const answer = stub.answer;
    stub.answer = async () => Response.json({ error: 'boom' }, { status: 500 });
    const { root } = mount();
    await choose(root, png());
    const upload = await until(() => root.querySelector<HTMLButtonElement>('[data-upload]'), 3000, 'the upload button');
    const { errors } = await captureConsole(async () => {
      upload.click();
      await until(() => alertText(root), 3000, 'the failure');
    });
    expect(errors).to.deep.equal([]);
    expect(alertText(root)).to.equal('We could not upload your receipt. Your file is still here: please try again.');
    expect(root.querySelector('[data-file-name]')?.textContent).to.equal('receipt.png');
    const retry = root.querySelector<HTMLButtonElement>('[data-upload]')!;
    expect(retry.textContent).to.equal('Try again');
    stub.answer = answer;
    retry.click();
    await until(() => root.querySelector('[data-receipt-status]')?.textContent, 3000, 'the success');
    expect(alertText(root)).to.equal('');
    expect(stub.uploads.map((upload) => upload.file?.name)).to.deep.equal(['receipt.png', 'receipt.png']);
  });

  it('a refused file after a failed upload keeps the good file and its Try again, with only the message', async () => {
    const answer = stub.answer;
    stub.answer = async () => Response.json({ error: 'boom' }, { status: 500 });
    const { root } = mount();
    await choose(root, png());
    (await until(() => root.querySelector<HTMLButtonElement>('[data-upload]'), 3000, 'the upload button')).click();
    await until(() => root.querySelector('[data-chosen-file][data-phase="failed"]'), 3000, 'the failure');
    await choose(root, new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'other.gif', { type: 'image/gif' }));
    await until(() => alertText(root) === 'Choose a PDF, PNG or JPG file.', 3000, 'the refusal');
    expect(root.querySelector('[data-file-name]')?.textContent).to.equal('receipt.png');
    expect(root.querySelector('[data-chosen-file]')?.getAttribute('data-phase')).to.equal('failed');
    const retry = root.querySelector<HTMLButtonElement>('[data-upload]')!;
    expect(retry.textContent).to.equal('Try again');
    stub.answer = answer;
    retry.click();
    await until(() => root.querySelector('[data-receipt-status]')?.textContent, 3000, 'the success');
    expect(alertText(root)).to.equal('');
    expect(stub.uploads.map((upload) => upload.file?.name)).to.deep.equal(['receipt.png', 'receipt.png']);
  });

  it('device names and serials are bidi-isolated: <bdi> in the page, U+2068/U+2069 in the options', async () => {
    const one = mount().root;
    const dd = await until(() => one.querySelector('[data-device] dd'), 3000, 'the device');
    expect([...dd.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).to.deep.equal(['IQOS ILUMA PRIME', 'ILM1GB7K2Q9X4']);
    cleanup();
    stub.devices = [PRIME, ONE];
    const several = mount().root;
    const select = await until(() => several.querySelector<HTMLSelectElement>('[data-device-select]'), 3000, 'the select');
    expect(select.options[0]!.text).to.equal('\u2068IQOS ILUMA PRIME\u2069 (\u2068ILM1GB7K2Q9X4\u2069)');
  });

  it('is keyboard operable: Tab reaches the file input, whose button shows a focus ring; Remove returns focus', async () => {
    const { root } = mount();
    const input = await fileInput(root);
    const before = document.createElement('button');
    before.textContent = 'before';
    document.body.prepend(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    await until(() => root.activeElement === input, 3000, 'the input focused by Tab');
    const label = input.labels![0]!;
    expect(getComputedStyle(label).outlineStyle).to.equal('solid');
    await choose(root, png());
    const remove = await until(() => root.querySelector<HTMLButtonElement>('[data-remove-file]'), 3000, 'Remove');
    remove.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !root.querySelector('[data-chosen-file]'), 3000, 'the file removed');
    expect(root.activeElement).to.equal(input);
  });

  it('the indeterminate progress moves, and stands still under prefers-reduced-motion', async () => {
    stub.answer = () => new Promise<Response>(() => {}); // never answers: the progress stays
    const { root } = mount();
    await choose(root, png());
    (await until(() => root.querySelector<HTMLButtonElement>('[data-upload]'), 3000, 'the upload button')).click();
    const progress = await until(() => root.querySelector('[role="progressbar"]'), 3000, 'the progress');
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(progress, '::after').animationName).to.not.equal('none');
      await emulateMedia({ reducedMotion: 'reduce' });
      await until(() => getComputedStyle(progress, '::after').animationName === 'none', 3000, 'the animation off');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('a failed device list says so and reloads on Try again', async () => {
    stub.failList = true;
    const { root } = mount();
    let retry!: HTMLButtonElement;
    const { errors } = await captureConsole(async () => {
      retry = await until(() => root.querySelector<HTMLButtonElement>('[data-reload]'), 3000, 'the load failure');
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^brand-account-upload-receipt: Unable to load the devices/);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not load your devices. Please try again in a moment.');
    stub.failList = false;
    retry.click();
    await fileInput(root);
  });

  it('shows an anonymous visitor only the signed-out notice, and the editor a placeholder, fetching nothing', async () => {
    logOut();
    const calls: string[] = [];
    window.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return Response.json({});
    }) as typeof fetch;
    const { root } = mount('signed-out-message="Log in to upload a receipt."');
    const notice = await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in to upload a receipt.');
    cleanup();
    authoringStore.set('edit');
    const edit = mount().root;
    await until(() => edit.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(edit.querySelector('input')).to.equal(null);
    expect(calls).to.deep.equal([]);
  });
});
