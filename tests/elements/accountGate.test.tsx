import { expect } from 'chai';
import { defineElement } from '../../src/elements/define';
import { AccountGate, accountContent, type AccountContent } from '../../src/react/account/AccountGate';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, rendered, runtimeSettled, shadow, until } from './helpers';

// The account gate with its content in a module of its own (accountContent), as the account elements have it: a
// test element whose content's "module" each test controls (when it loads, whether it fails, how often it is asked).
interface Greeting {
  name: string;
}
function Hello({ name }: Greeting) {
  return <p data-content="">Hello {name}</p>;
}

let content: AccountContent<Greeting>;
let asked = 0;
let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
function freshContent() {
  asked = 0;
  content = accountContent<Greeting>('test-account', () => {
    asked++;
    return new Promise((resolve, reject) => {
      settle = { resolve: () => resolve(Hello), reject };
    });
  });
}

function TestAccount({ loginUrl }: { loginUrl?: string }) {
  return (
    <AccountGate
      loginUrl={loginUrl}
      editorLabel="Test account: the member's greeting"
      reserve={['10rem', '8rem']}
      content={content}
      contentProps={{ name: 'Harvey' }}
      loadErrorMessage="We could not load your greeting."
    />
  );
}
defineElement('test-account', TestAccount, { props: { loginUrl: 'string' } });

function mount(): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture('<test-account></test-account>').firstElementChild as HTMLElement;
  return { host, root: shadow(host) };
}

describe('AccountGate with its content in a module of its own', () => {
  beforeEach(freshContent);
  afterEach(() => {
    cleanup();
    visitorStore.set('LAS');
    visitorPending.set(false);
    authoringStore.set('disabled');
    for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });

  it('an anonymous visitor reads the signed-out notice and the content is never asked for', async () => {
    const { host, root } = mount();
    await rendered(host);
    await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the signed-out notice');
    await runtimeSettled();
    expect(asked).to.equal(0);
  });

  it('a logged-in visitor: the skeleton holds the room while the code loads, then the content with its props', async () => {
    visitorStore.set('LAU');
    const { host, root } = mount();
    await rendered(host);
    await until(() => asked === 1, 3000, 'the content asked for');
    const waiting = root.querySelector('[data-account-state="wait"]');
    expect(waiting, 'the skeleton while the code loads').to.not.equal(null);
    expect(waiting!.getAttribute('aria-busy')).to.equal('true');
    expect(root.querySelector('[data-content]')).to.equal(null);
    settle!.resolve();
    const shown = await until(() => root.querySelector('[data-content]'), 3000, 'the content');
    expect(shown.textContent).to.equal('Hello Harvey');
    expect(root.querySelector('[aria-busy]'), 'nothing busy once shown').to.equal(null);
    expect(asked).to.equal(1);
  });

  it('while the visitor is being resolved, the session cookies there, the content is asked for at once and shown only to a member', async () => {
    document.cookie = 'brand_uid=demo-test; Path=/';
    document.cookie = 'brand_token=token-test; Path=/';
    visitorPending.set(true);
    const { host, root } = mount();
    await rendered(host);
    await until(() => asked === 1, 3000, 'the content asked for before the visitor is known');
    settle!.resolve();
    await runtimeSettled();
    expect(root.querySelector('[data-content]'), 'not shown to a visitor still unknown').to.equal(null);
    expect(root.querySelector('[data-account-state="wait"]')).to.not.equal(null);
    visitorStore.set('LAU');
    visitorPending.set(false);
    await until(() => root.querySelector('[data-content]'), 3000, 'the content for the member');
    expect(asked).to.equal(1);
  });

  it('while the visitor is being resolved without session cookies, nothing is asked for until they turn out a member', async () => {
    visitorPending.set(true);
    const { host, root } = mount();
    await rendered(host);
    await runtimeSettled();
    expect(asked, 'nothing asked for while the visitor is unknown').to.equal(0);
    expect(root.querySelector('[data-account-state="wait"]')).to.not.equal(null);
    visitorStore.set('LAU');
    visitorPending.set(false);
    await until(() => asked === 1, 3000, 'the content asked for once the visitor is a member');
    settle!.resolve();
    await until(() => root.querySelector('[data-content]'), 3000, 'the content for the member');
  });

  it("code that cannot load: one alert with Try again, which loads it again; one console error", async () => {
    visitorStore.set('LAU');
    const { errors } = await captureConsole(async () => {
      const { host, root } = mount();
      await rendered(host);
      await until(() => asked === 1, 3000, 'the content asked for');
      settle!.reject(new Error('offline'));
      const alert = await until(() => root.querySelector('[role="alert"]'), 3000, 'the alert');
      expect(alert.textContent).to.equal('We could not load your greeting.');
      const retry = root.querySelector<HTMLButtonElement>('[data-account-state="failed"] button')!;
      expect(retry.textContent).to.equal('Try again');
      retry.focus();
      retry.click();
      await until(() => asked === 2, 3000, 'the content asked for again');
      await until(() => retry.getAttribute('aria-busy') === 'true', 3000, 'Try again busy while it loads again');
      expect(retry.isConnected && root.activeElement === retry, 'the focus kept on Try again').to.equal(true);
      settle!.resolve();
      await until(() => root.querySelector('[data-content]'), 3000, 'the content');
      expect(root.querySelector('[role="alert"]')).to.equal(null);
    });
    expect(errors.filter((error) => error.includes('test-account: its content could not load'))).to.have.length(1);
    expect(errors).to.have.length(1);
  });

  it('a load started while the visitor is unknown that fails says nothing, and is tried again once they are a member', async () => {
    document.cookie = 'brand_uid=demo-test; Path=/';
    document.cookie = 'brand_token=token-test; Path=/';
    visitorPending.set(true);
    const { errors } = await captureConsole(async () => {
      const { host, root } = mount();
      await rendered(host);
      await until(() => asked === 1, 3000, 'the content asked for before the visitor is known');
      const alerts: string[] = [];
      const observer = new MutationObserver(() => {
        if (root.querySelector('[data-account-state="failed"]')) alerts.push('failed');
      });
      observer.observe(root, { childList: true, subtree: true });
      settle!.reject(new Error('offline'));
      await runtimeSettled();
      visitorStore.set('LAU');
      visitorPending.set(false);
      await until(() => asked === 2, 3000, 'the content asked for again once a member');
      settle!.resolve();
      await until(() => root.querySelector('[data-content]'), 3000, 'the content');
      observer.disconnect();
      expect(alerts, 'no alert drawn for the early failure').to.deep.equal([]);
    });
    expect(errors).to.have.length(1);
  });

  it('the authoring editor shows its placeholder and never asks for the content', async () => {
    authoringStore.set('edit');
    visitorStore.set('LAU');
    const { host, root } = mount();
    await rendered(host);
    await until(() => root.textContent?.includes("Test account: the member's greeting"), 3000, 'the placeholder');
    await runtimeSettled();
    expect(asked).to.equal(0);
  });
});
