import { expect } from 'chai';
import '../../src/elements/brand-mix-and-match';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { HYBRIS, restoreFetch, stubProducts } from './commerceStub';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & { model?: unknown };

const MODEL = {
  general: { title: 'Build your pack', productReference: 'ZYN-MIX-3', addToCartLabel: 'Add pack', backLabel: 'Back', nextLabel: 'Next' },
  deliveryMessage: 'Free delivery on packs.',
  wizardSteps: [
    { title: 'Pick a mint', pick: 1, productCodes: ['ZYN-COOLMINT-6MG', 'ZYN-BLACKCHERRY-6MG'] },
    { title: 'Pick two more', pick: 2, productCodes: ['ZYN-CITRUS-6MG', 'ZYN-ESPRESSO-9MG', 'ZYN-COOLMINT-6MG'] },
  ],
  finalStep: { title: 'Your pack', summaryTitle: 'In your pack' },
};

async function mount(model: Record<string, unknown> = MODEL) {
  const stub = stubProducts();
  const host = fixture('<brand-mix-and-match></brand-mix-and-match>').querySelector<Host>('brand-mix-and-match')!;
  host.model = model;
  const root = shadow(host);
  return { host, root, stub };
}

const tin = (root: ShadowRoot, code: string) => root.querySelector<HTMLButtonElement>(`button.tin[data-code="${code}"]`)!;
const next = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button.next')!;

describe('brand-mix-and-match', () => {
  beforeEach(() => pageConfig.set({ hybrisConfig: HYBRIS }));
  afterEach(() => {
    restoreFetch();
    cleanup();
    pageConfig.set({});
  });

  it('walks the steps: progress, toggles, the counter, the limit, Next, focus on the new heading, then the summary', async () => {
    const { root, stub } = await mount();
    await until(() => stub.pending.length === 4, 3000, 'the tins requested once each');
    await Promise.all(stub.pending);
    await until(() => tin(root, 'ZYN-COOLMINT-6MG') && !tin(root, 'ZYN-COOLMINT-6MG').disabled, 3000, 'the tins');
    expect(root.querySelector('.progressText')!.textContent).to.equal('Step 1 of 3');
    expect(root.querySelector('ol li[aria-current="step"]')!.textContent).to.equal('Pick a mint');
    expect(tin(root, 'ZYN-BLACKCHERRY-6MG').disabled, 'out of stock').to.equal(true);
    expect(tin(root, 'ZYN-COOLMINT-6MG').textContent).to.contain('6 mg');
    expect(next(root).disabled).to.equal(true);
    const counter = root.querySelector('[role="status"]')!;
    expect(counter.textContent).to.equal('0 of 1 picked');

    tin(root, 'ZYN-COOLMINT-6MG').click();
    await until(() => tin(root, 'ZYN-COOLMINT-6MG').getAttribute('aria-pressed') === 'true', 3000, 'picked');
    expect(counter.textContent).to.equal('1 of 1 picked');
    expect(next(root).disabled).to.equal(false);
    next(root).click();
    await until(() => root.querySelector('.progressText')!.textContent === 'Step 2 of 3', 3000, 'step 2');
    await until(() => root.activeElement === root.querySelector('h3'), 3000, 'focus on the heading');
    expect(root.querySelector('h3')!.textContent).to.equal('Pick two more');

    tin(root, 'ZYN-CITRUS-6MG').click();
    await settle();
    tin(root, 'ZYN-COOLMINT-6MG').click();
    await settle();
    tin(root, 'ZYN-ESPRESSO-9MG').click();
    await until(() => root.querySelector('[role="alert"]')!.textContent !== '', 3000, 'the limit message');
    expect(tin(root, 'ZYN-ESPRESSO-9MG').getAttribute('aria-pressed')).to.equal('false');
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('2 of 2 picked');

    next(root).click();
    await until(() => root.querySelector('[part="summary"]'), 3000, 'the summary');
    const lines = [...root.querySelectorAll('[part="summary"] li')].map((li) => li.textContent);
    expect(lines).to.deep.equal(['2 × ZYN Cool Mint 6 mg£9.00', '1 × ZYN Citrus 6 mg£4.70']);
    expect(root.querySelector('[data-total]')!.textContent).to.equal('£13.70');
    expect(root.querySelector('.delivery')!.textContent).to.equal('Free delivery on packs.');
    expect(root.querySelector('[part="summary"] button')).to.exist;
    expect(root.querySelector('button.next')).to.equal(null);

    root.querySelector<HTMLButtonElement>('button.back')!.click();
    await until(() => root.querySelector('.progressText')!.textContent === 'Step 2 of 3', 3000, 'back to step 2');
    expect(tin(root, 'ZYN-CITRUS-6MG').getAttribute('aria-pressed'), 'picks kept').to.equal('true');
    expect(getComputedStyle(tin(root, 'ZYN-CITRUS-6MG')).minHeight).to.equal('44px');
  });

  it('renders nothing live without general, deliveryMessage or wizardSteps', async () => {
    const { root, stub } = await mount({ ...MODEL, deliveryMessage: '' });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelector('section')).to.equal(null);
    expect(stub.requested.length).to.equal(0);
  });
});
