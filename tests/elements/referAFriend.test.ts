import { expect } from 'chai';
import '../../src/elements/brand-refer-a-friend';
import { authoringStore } from '../../src/core/stores/authoring';
import { brokenImagesSettled, captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { installReferrals, restoreReferrals, type ReferralsStub } from './referralsFetch';

const MODEL = {
  messageToShare: 'Join me & save with my code {code}: {link}',
  communicationChannels: ['copy', 'email', 'sms', 'whatsapp', 'share'],
  referralUrl: 'https://shop.example/join?code={code}',
  emailSubject: 'A gift for you',
};

function mount(model: Record<string, unknown> = MODEL): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture('<brand-refer-a-friend></brand-refer-a-friend>').firstElementChild as HTMLElement & { model?: unknown };
  host.model = model;
  return { host, root: shadow(host) };
}

const channels = (root: ShadowRoot) => [...root.querySelectorAll('[data-channel]')].map((channel) => channel.getAttribute('data-channel'));

describe('brand-refer-a-friend', () => {
  let stub: ReferralsStub;
  const realClipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  afterEach(() => {
    cleanup();
    restoreReferrals();
    authoringStore.set('disabled');
    delete (navigator as { share?: unknown }).share;
    if (realClipboard) Object.defineProperty(navigator, 'clipboard', { ...realClipboard, configurable: true });
  });

  it("shows the visitor's code, link and message, and the channels' URLs encoded (no share without navigator.share)", async () => {
    stub = installReferrals([]);
    const { root } = mount();
    const code = await until(() => root.querySelector('[data-referral-code]'), 3000, 'the code');
    expect(code.textContent).to.equal('HARVEY-9K2M');
    expect(getComputedStyle(code).userSelect).to.equal('all');
    expect(root.querySelector<HTMLInputElement>('[data-referral-link]')?.value).to.equal('https://shop.example/join?code=HARVEY-9K2M');
    const message = 'Join me & save with my code HARVEY-9K2M: https://shop.example/join?code=HARVEY-9K2M';
    expect(root.querySelector('[data-share-message]')?.textContent).to.equal(message);
    expect(channels(root)).to.deep.equal(['copy', 'email', 'sms', 'whatsapp']);
    const href = (channel: string) => root.querySelector(`a[data-channel="${channel}"]`)?.getAttribute('href');
    expect(href('email')).to.equal(`mailto:?subject=A%20gift%20for%20you&body=${encodeURIComponent(message)}`);
    expect(href('sms')).to.equal(`sms:?&body=${encodeURIComponent(message)}`);
    expect(href('whatsapp')).to.equal(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(root.querySelector('a[data-channel="whatsapp"]')?.getAttribute('rel')).to.equal('noopener noreferrer');
    // the new tab is said, not shown
    const newTab = root.querySelector<HTMLElement>('a[data-channel="whatsapp"] [data-new-tab]');
    expect(newTab?.textContent?.trim()).to.equal('(opens in a new tab)');
    expect(newTab!.getBoundingClientRect().width).to.be.at.most(1);
    expect(root.querySelector('a[data-channel="email"] [data-new-tab]')).to.equal(null);
    expect(root.querySelector('ul[data-share-channels]')?.getAttribute('aria-label')).to.equal('Share your link');
  });

  it('copy writes the link to the clipboard, says "Link copied" and dispatches brand-refer-a-friend-share', async () => {
    installReferrals([]);
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => ({ writeText: async (text: string) => void written.push(text) }) });
    const { host, root } = mount({ ...MODEL, referralUrl: '/storefront.html?page=login' });
    const shared: unknown[] = [];
    host.addEventListener('brand-refer-a-friend-share', (event) => shared.push((event as CustomEvent).detail));
    const copy = await until(() => root.querySelector<HTMLButtonElement>('button[data-channel="copy"]'), 3000, 'the copy button');
    const status = root.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('');
    copy.click();
    await until(() => status.textContent?.includes('Link copied'), 3000, 'the confirmation');
    // a relative referralUrl becomes absolute: a friend opens it elsewhere
    expect(written).to.deep.equal([`${location.origin}/storefront.html?page=login&ref=HARVEY-9K2M`]);
    expect(shared).to.deep.equal([{ channel: 'copy' }]);
  });

  it('falls back to the old copy (a selected textarea) when the Clipboard API refuses', async () => {
    installReferrals([]);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => ({ writeText: async () => Promise.reject(new Error('denied')) }) });
    const realExec = document.execCommand;
    let copied = '';
    document.execCommand = ((command: string) => {
      copied = command === 'copy' ? ((document.activeElement as HTMLTextAreaElement | null)?.value ?? '') : '';
      return command === 'copy';
    }) as typeof document.execCommand;
    try {
      const { root } = mount();
      const copy = await until(() => root.querySelector<HTMLButtonElement>('button[data-channel="copy"]'), 3000, 'the copy button');
      copy.focus();
      copy.click();
      await until(() => root.querySelector('[role="status"]')?.textContent?.includes('Link copied'), 3000, 'the confirmation');
      expect(copied).to.equal('https://shop.example/join?code=HARVEY-9K2M');
      // the fallback's textarea is gone and the focus is back on the button
      expect(document.querySelector('textarea')).to.equal(null);
      expect(root.activeElement).to.equal(copy);
    } finally {
      document.execCommand = realExec;
    }
  });

  it('both copy methods refused: the alert says so (copyErrorMessage) with one error', async () => {
    installReferrals([]);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => ({ writeText: async () => Promise.reject(new Error('denied')) }) });
    const realExec = document.execCommand;
    document.execCommand = (() => false) as typeof document.execCommand;
    try {
      const { host, root } = mount({ ...MODEL, copyErrorMessage: 'Copy it yourself, please.' });
      const shared: unknown[] = [];
      host.addEventListener('brand-refer-a-friend-share', (event) => shared.push((event as CustomEvent).detail));
      const copy = await until(() => root.querySelector<HTMLButtonElement>('button[data-channel="copy"]'), 3000, 'the copy button');
      const { errors } = await captureConsole(async () => {
        copy.focus();
        copy.click();
        await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the alert');
      });
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal('Copy it yourself, please.');
      expect(errors).to.deep.equal(['<brand-refer-a-friend>: the browser refused to write to the clipboard; nothing was copied.']);
      expect(root.querySelector('[role="status"]')?.textContent).to.equal('');
      expect(shared).to.deep.equal([]);
      expect(document.querySelector('textarea')).to.equal(null);
      expect(root.activeElement).to.equal(copy);
    } finally {
      document.execCommand = realExec;
    }
  });

  it('says "Code copied" when there is no link and only the code was copied', async () => {
    installReferrals([]);
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => ({ writeText: async (text: string) => void written.push(text) }) });
    const { root } = mount({ ...MODEL, referralUrl: '', codeCopiedMessage: 'Your code is copied' });
    const copy = await until(() => root.querySelector<HTMLButtonElement>('button[data-channel="copy"]'), 3000, 'the copy button');
    expect(copy.textContent).to.equal('Copy code');
    copy.click();
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the confirmation');
    expect(root.querySelector('[role="status"]')?.textContent?.trim()).to.equal('Your code is copied');
    expect(written).to.deep.equal(['HARVEY-9K2M']);
  });

  it('Web Share: a closed share sheet says nothing; any other refusal shows the alert with one error', async () => {
    installReferrals([]);
    let refusal: Error = new DOMException('cancelled', 'AbortError');
    (navigator as { share?: unknown }).share = async () => Promise.reject(refusal);
    const { root } = mount({ ...MODEL, shareErrorMessage: 'Sharing failed here.' });
    const share = await until(() => root.querySelector<HTMLButtonElement>('button[data-channel="share"]'), 3000, 'the share button');
    const alert = root.querySelector('[role="alert"]')!;
    const cancelled = await captureConsole(async () => {
      share.click();
      await settle();
      await settle();
    });
    expect(cancelled.errors).to.deep.equal([]);
    expect(alert.textContent).to.equal('');
    refusal = new DOMException('not allowed', 'NotAllowedError');
    const refused = await captureConsole(async () => {
      share.click();
      await until(() => alert.textContent, 3000, 'the alert');
    });
    expect(alert.textContent).to.equal('Sharing failed here.');
    expect(refused.errors).to.deep.equal(['<brand-refer-a-friend>: the browser could not share the link (NotAllowedError).']);
  });

  it('offers the Web Share API where the browser has it', async () => {
    installReferrals([]);
    const sharedData: unknown[] = [];
    (navigator as { share?: unknown }).share = async (data: unknown) => void sharedData.push(data);
    const { root } = mount();
    const share = await until(() => root.querySelector<HTMLButtonElement>('button[data-channel="share"]'), 3000, 'the share button');
    share.click();
    await until(() => sharedData.length === 1, 3000, 'the share');
    expect(sharedData[0]).to.deep.include({ text: 'Join me & save with my code HARVEY-9K2M: https://shop.example/join?code=HARVEY-9K2M' });
  });

  it('is empty without a message or channels: nothing live, the placeholder in the editor', async () => {
    stub = installReferrals([]);
    const { root } = mount({ ...MODEL, communicationChannels: [] });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelector('section, [data-brand-placeholder], [data-skeleton]')).to.equal(null);
    expect(stub.calls).to.deep.equal([]);
    cleanup();
    authoringStore.set('edit');
    const { root: edited } = mount({ ...MODEL, messageToShare: '' });
    const placeholder = await until(() => edited.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.contain('Refer a friend: set the message to share and the channels');
  });

  it('counts only the channels that render: unknown ones are empty; share alone without Web Share falls back to copy', async () => {
    stub = installReferrals([]);
    const { root } = mount({ ...MODEL, communicationChannels: ['fax', 'pigeon'] });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelector('section, [data-brand-placeholder], [data-skeleton]')).to.equal(null);
    expect(stub.calls).to.deep.equal([]);
    cleanup();
    const { root: shareOnly } = mount({ ...MODEL, communicationChannels: ['share'] });
    await until(() => shareOnly.querySelector('button[data-channel]'), 3000, 'a channel');
    expect(channels(shareOnly)).to.deep.equal(['copy']);
  });

  it('a failed load says so once with "Try again"; the retry shows the code and focuses the heading', async () => {
    stub = installReferrals([]);
    stub.fail = true;
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      ({ root } = mount());
      await until(() => root.querySelector('[data-refer-retry]'), 3000, 'the retry button');
    });
    expect(errors).to.deep.equal(['<brand-refer-a-friend>: the referrals could not be loaded (unavailable).']);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('We could not load your referral code. Please try again in a moment.');
    expect(root.querySelector('[data-referral-code]')).to.equal(null);
    stub.fail = false;
    const retry = root.querySelector<HTMLButtonElement>('[data-refer-retry]')!;
    retry.focus();
    retry.click();
    await until(() => root.querySelector('[data-referral-code]'), 3000, 'the code after the retry');
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    expect(root.querySelector('[data-refer-retry]')).to.equal(null);
    await until(() => root.activeElement === root.querySelector('h2'), 3000, 'the focus on the heading');
  });

  it('refuses a script URL as referralUrl: the code is still shared', async () => {
    installReferrals([]);
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      ({ root } = mount({ ...MODEL, referralUrl: 'javascript:alert(1)//{code}' }));
      await until(() => root.querySelector('[data-referral-code]'), 3000, 'the code');
    });
    expect(errors).to.deep.equal(['<brand-refer-a-friend>: refused referralUrl "javascript:alert(1)//{code}": only http(s) and relative URLs are allowed.']);
    expect(root.querySelector('[data-referral-link]')).to.equal(null);
    expect(root.querySelector('button[data-channel="copy"]')?.textContent).to.equal('Copy code');
    expect(root.innerHTML).to.not.contain('javascript:');
  });

  it('refuses a mailto: or tel: referralUrl too: a friend must be able to open the link', async () => {
    installReferrals([]);
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      ({ root } = mount({ ...MODEL, referralUrl: 'mailto:me@example.com?body={code}' }));
      await until(() => root.querySelector('[data-referral-code]'), 3000, 'the code');
    });
    expect(errors).to.deep.equal(['<brand-refer-a-friend>: refused referralUrl "mailto:me@example.com?body={code}": only http(s) and relative URLs are allowed.']);
    expect(root.querySelector('[data-referral-link]')).to.equal(null);
    expect(root.querySelector('button[data-channel="copy"]')?.textContent).to.equal('Copy code');
  });

  it('shows authored text as text: a script payload in the message and labels runs nothing and leaves no markup', async () => {
    installReferrals([]);
    const payload = '<img src=x onerror="window.__referXss=1">';
    const { root } = mount({ ...MODEL, messageToShare: `${payload} {code}`, copyLabel: payload, emailSubject: payload, communicationChannels: ['copy', { channel: 'email', label: payload }] });
    const message = await until(() => root.querySelector('[data-share-message]'), 3000, 'the message');
    expect(message.textContent).to.contain(payload);
    expect(root.querySelector('img')).to.equal(null);
    expect(root.querySelector('button[data-channel="copy"]')?.textContent).to.equal(payload);
    expect(root.querySelector('a[data-channel="email"]')?.textContent).to.equal(payload);
    expect(root.querySelector('a[data-channel="email"]')?.getAttribute('href')).to.match(/^mailto:\?subject=%3Cimg/);
    // "No script ran" waits until broken images have failed and their handlers have had their turn.
    await brokenImagesSettled();
    expect((window as { __referXss?: number }).__referXss).to.equal(undefined);
  });
});
