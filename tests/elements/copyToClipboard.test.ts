import { expect } from 'chai';
import '../../src/elements/brand-copy-to-clipboard';
import '../../src/elements/brand-text';
import { captureConsole, cleanup, fixture, rendered, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

/** Replaces navigator.clipboard for one test. */
function stubClipboard(value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as unknown as Record<string, unknown>).clipboard;
  };
}

const button = (host: Element) => until(() => shadow(host).querySelector<HTMLButtonElement>('button'), 3000, 'the button');
const status = (host: Element) => shadow(host).querySelector('[role="status"]')!;

describe('brand-copy-to-clipboard', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
    cleanup();
  });

  it('copies the text of a brand-text found by its model id and announces the feedback politely', async () => {
    const written: string[] = [];
    restore = stubClipboard({ writeText: async (text: string) => void written.push(text) });
    const container = fixture(`
      <brand-text><script type="application/json">{"id":"promo-code","text":"ZYN10"}</script></brand-text>
      <brand-copy-to-clipboard copy-element-id="promo-code" copy-feedback-label="Code copied" label="Copy code"></brand-copy-to-clipboard>`);
    const host = container.querySelector<Host>('brand-copy-to-clipboard')!;
    await until(() => document.getElementById('promo-code')?.shadowRoot?.textContent?.includes('ZYN10'), 3000, 'the promo code');
    const copied: unknown[] = [];
    host.addEventListener('brand-copy', (event) => copied.push((event as CustomEvent).detail));
    const region = await until(() => shadow(host).querySelector('[role="status"]'));
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('');
    const copy = await button(host);
    expect(copy.textContent).to.equal('Copy code');
    copy.click();
    await until(() => status(host).textContent === 'Code copied', 3000, 'the feedback');
    expect(written).to.deep.equal(['ZYN10']);
    expect(copied).to.deep.equal([{ copyElementId: 'promo-code', text: 'ZYN10' }]);
  });

  it('finds a target inside another element\'s open shadow root', async () => {
    const written: string[] = [];
    restore = stubClipboard({ writeText: async (text: string) => void written.push(text) });
    const container = fixture('<div id="outer"></div><brand-copy-to-clipboard copy-element-id="inner-code" copy-feedback-label="Copied"></brand-copy-to-clipboard>');
    container.querySelector('#outer')!.attachShadow({ mode: 'open' }).innerHTML = '<p>Code: <code id="inner-code">SAVE5</code></p>';
    const host = container.querySelector('brand-copy-to-clipboard')!;
    (await button(host)).click();
    await until(() => written.length === 1, 3000, 'a copy');
    expect(written).to.deep.equal(['SAVE5']);
  });

  it('falls back to execCommand("copy") without the Clipboard API, and keeps the focus on the button', async () => {
    restore = stubClipboard(undefined);
    const original = document.execCommand.bind(document);
    let selected = '';
    document.execCommand = ((command: string) => {
      if (command === 'copy') selected = (document.activeElement as HTMLTextAreaElement | null)?.value ?? String(getSelection());
      return command === 'copy';
    }) as typeof document.execCommand;
    try {
      const container = fixture('<span id="code">WELCOME</span><brand-copy-to-clipboard copy-element-id="code" copy-feedback-label="Copied"></brand-copy-to-clipboard>');
      const host = container.querySelector('brand-copy-to-clipboard')!;
      const copy = await button(host);
      copy.focus();
      copy.click();
      await until(() => status(host).textContent === 'Copied', 3000, 'the feedback');
      expect(selected).to.equal('WELCOME');
      expect(shadow(host).activeElement).to.equal(copy);
      expect(document.querySelector('textarea')).to.equal(null);
    } finally {
      document.execCommand = original;
    }
  });

  it('shows an error (role=alert) and logs once when the target is missing, and dispatches brand-copy-error', async () => {
    restore = stubClipboard({ writeText: async () => {} });
    const host = fixture('<brand-copy-to-clipboard copy-element-id="nowhere" copy-feedback-label="Copied" copy-error-label="Nothing to copy here."></brand-copy-to-clipboard>').querySelector('brand-copy-to-clipboard')!;
    const failures: unknown[] = [];
    host.addEventListener('brand-copy-error', (event) => failures.push((event as CustomEvent).detail));
    const { errors } = await captureConsole(async () => {
      (await button(host)).click();
      await until(() => shadow(host).querySelector('[role="alert"]')?.textContent === 'Nothing to copy here.', 3000, 'the error');
    });
    const alert = shadow(host).querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(getComputedStyle(alert).color).to.equal('rgb(199, 54, 54)'); // signal error #C73636
    expect(status(host).textContent).to.equal('');
    expect(errors.filter((message) => message.includes('<brand-copy-to-clipboard>') && message.includes('nowhere'))).to.have.length(1);
    expect(failures).to.deep.equal([{ copyElementId: 'nowhere', reason: 'missing' }]);
  });

  it('shows the error when the browser refuses both ways', async () => {
    restore = stubClipboard({ writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const original = document.execCommand.bind(document);
    document.execCommand = (() => false) as typeof document.execCommand;
    try {
      const host = fixture('<span id="code">X1</span><brand-copy-to-clipboard copy-element-id="code" copy-feedback-label="Copied"></brand-copy-to-clipboard>').querySelector('brand-copy-to-clipboard')!;
      await captureConsole(async () => {
        (await button(host)).click();
        await until(() => shadow(host).querySelector('[role="alert"]')?.textContent === 'Sorry, this could not be copied.', 3000, 'the error');
      });
    } finally {
      document.execCommand = original;
    }
  });

  it('renders nothing without copy-feedback-label on the live site', async () => {
    const host = fixture('<brand-copy-to-clipboard copy-element-id="code"></brand-copy-to-clipboard>').querySelector('brand-copy-to-clipboard')!;
    // "Nothing rendered" waits until the element shows what it was given, not a fixed time.
    await rendered(host);
    expect(shadow(host).querySelector('button')).to.equal(null);
  });
});
