import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/brand-dialog';
import '../../src/elements/brand-button';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { gateStore } from '../../src/core/stores/gates';

type Host = HTMLElement & Record<string, unknown>;

const CONTENT = '<p>Choose your flavour.</p><a id="first" href="#terms">Terms</a> <button id="last" type="button">Slotted button</button>';

function mount(attributes = 'is-open title="Your order"', content = CONTENT): { container: HTMLElement; host: Host } {
  // `title` is a model field (the host keeps its own title attribute): it goes in the model.
  const title = /\btitle="([^"]*)"/.exec(attributes)?.[1];
  const container = fixture(
    `<button id="opener" type="button">Open</button><p id="page">Page content</p><brand-dialog ${attributes.replace(/\btitle="[^"]*"/, '')}>${content}</brand-dialog>`,
  );
  const host = container.querySelector<Host>('brand-dialog')!;
  if (title !== undefined) host.model = { title };
  return { container, host };
}

const dialogOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[role="dialog"]');
const openDialog = (host: Element) => until(() => dialogOf(host), 3000, 'the dialog');
/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function record(host: Element, name: string): Array<CustomEvent> {
  const events: CustomEvent[] = [];
  // On the document: the event must bubble out of the host and be composed.
  document.addEventListener(name, (event) => {
    if (event.target === host) events.push(event as CustomEvent);
  });
  return events;
}

describe('brand-dialog', () => {
  afterEach(cleanup);

  it('waits while a page-wide gate is open, so the two never lock each other out', async () => {
    gateStore.set({ ageGate: 'open' });
    try {
      const { container, host } = mount();
      // Whether it opens depends on the gate store alone: once committed, nothing changes until the store does.
      // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
      await runtimeSettled();
      expect(dialogOf(host), 'not while the age gate asks').to.equal(null);
      expect(container.querySelector('#page')!.hasAttribute('inert')).to.equal(false);
      gateStore.set({ ageGate: 'settled' });
      await openDialog(host);
      expect(container.querySelector('#page')!.hasAttribute('inert')).to.equal(true);
    } finally {
      gateStore.set({});
    }
  });

  it('is a labelled modal dialog in the shadow root showing its light-DOM children through a slot, themed', async () => {
    const { container, host } = mount();
    const dialog = await openDialog(host);
    await settle();
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const title = shadow(host).getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.localName).to.equal('h2');
    expect(title.textContent).to.equal('Your order');
    const slot = dialog.querySelector('slot')!;
    expect(slot.assignedElements().map((element) => element.id || element.localName)).to.deep.equal(['p', 'first', 'last']);
    // Default max width sm (600px), MUI's modal layer, page behind inert, theme colours.
    expect(dialog.getBoundingClientRect().width).to.be.at.most(600);
    expect(getComputedStyle(shadow(host).querySelector('[data-dialog-layer]')!).zIndex).to.equal('1300');
    expect(container.querySelector('#page')!.hasAttribute('inert')).to.equal(true);
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(title).color).to.equal('rgb(0, 24, 113)'); // zyn text #001871
    expect(shadow(host).querySelector('[data-dialog-close]')!.getAttribute('aria-label')).to.equal('Close');
  });

  it('closed: renders nothing and its children stay hidden', async () => {
    const { host } = mount('title="Later"');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(host)).to.equal(null);
    expect(host.querySelector('#last')!.getClientRects().length).to.equal(0);
    host.setAttribute('is-open', '');
    await openDialog(host);
    expect(host.querySelector('#last')!.getClientRects().length).to.be.greaterThan(0);
  });

  it('close button: fires brand-dialog-close { reason: titleCloseClick } (bubbling, composed), closes itself, clears is-open, can reopen', async () => {
    const { container, host } = mount();
    const events = record(host, 'brand-dialog-close');
    await openDialog(host);
    shadow(host).querySelector<HTMLButtonElement>('[data-dialog-close]')!.click();
    await until(() => !dialogOf(host), 3000, 'the dialog to close');
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.deep.equal({ reason: 'titleCloseClick' });
    expect(events[0]!.bubbles).to.equal(true);
    expect(events[0]!.composed).to.equal(true);
    expect(host.hasAttribute('is-open')).to.equal(false);
    expect(container.querySelector('#page')!.hasAttribute('inert')).to.equal(false);
    // Reopen with the attribute, then with the property.
    host.setAttribute('is-open', '');
    await openDialog(host);
    shadow(host).querySelector<HTMLButtonElement>('[data-dialog-close]')!.click();
    await until(() => !dialogOf(host));
    host.isOpen = true;
    await openDialog(host);
  });

  it('Escape and a backdrop click close a dismissible dialog, with their reasons', async () => {
    const { host } = mount();
    const events = record(host, 'brand-dialog-close');
    await openDialog(host);
    await until(() => dialogOf(host)!.contains(shadow(host).activeElement), 3000, 'focus in the dialog');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(host), 3000, 'close on Escape');
    host.setAttribute('is-open', '');
    await openDialog(host);
    await sendMouse({ type: 'click', position: [5, 5] }); // the backdrop, outside the paper
    await until(() => !dialogOf(host), 3000, 'close on backdrop click');
    expect(events.map((event) => event.detail.reason)).to.deep.equal(['escapeKeyDown', 'backdropClick']);
  });

  it('Escape pressed inside the slotted content closes it too', async () => {
    const { host } = mount();
    const events = record(host, 'brand-dialog-close');
    await openDialog(host);
    host.querySelector<HTMLButtonElement>('#last')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(host), 3000, 'close on Escape from slotted content');
    expect(events.map((event) => event.detail.reason)).to.deep.equal(['escapeKeyDown']);
  });

  it('not dismissible: no close button, Escape and backdrop ignored, an opaque backdrop hides the page', async () => {
    const { container, host } = mount('is-open dismissible="false" title="Confirm"');
    const events = record(host, 'brand-dialog-close');
    const dialog = await openDialog(host);
    expect(shadow(host).querySelector('[data-dialog-close]')).to.equal(null);
    const backdrop = shadow(host).querySelector<HTMLElement>('[data-dialog-backdrop]')!;
    expect(backdrop.dataset.backdrop).to.equal('opaque');
    expect(getComputedStyle(backdrop).backgroundColor).to.match(/^rgb\(/); // no alpha: opaque
    expect(container.querySelector('#page')!.hasAttribute('inert')).to.equal(true);
    await until(() => dialog.contains(shadow(host).activeElement), 3000, 'focus in the dialog');
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'click', position: [5, 5] });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(dialogOf(host)).to.exist;
    expect(events).to.have.length(0);
    // The page closes it.
    host.removeAttribute('is-open');
    await until(() => !dialogOf(host), 3000, 'closed by the page');
    expect(container.querySelector('#page')!.hasAttribute('inert')).to.equal(false);
  });

  it('actions: buttons that fire brand-dialog-action { index, label } and leave it open', async () => {
    const { host } = mount('is-open', '<p>Remove the item?</p>');
    host.actions = [{ label: 'Cancel' }, { label: 'Remove' }];
    const events = record(host, 'brand-dialog-action');
    const dialog = await openDialog(host);
    const buttons = await until(() => {
      const found = [...dialog.querySelectorAll<HTMLButtonElement>('[part="actions"] button')];
      return found.length === 2 ? found : null;
    });
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['Cancel', 'Remove']);
    expect(buttons[1]!.dataset.variant).to.equal('contained');
    expect(getComputedStyle(buttons[1]!).backgroundColor).to.equal('rgb(0, 169, 224)'); // zyn main
    buttons[1]!.click();
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.deep.equal({ index: 1, label: 'Remove' });
    expect(events[0]!.composed).to.equal(true);
    expect(dialogOf(host)).to.exist;
  });

  it('focus: moves in, Tab wraps through shadow and slotted content both ways, returns to the opener on close', async () => {
    const { container, host } = mount('title="Focus"');
    const opener = container.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    host.setAttribute('is-open', '');
    const dialog = await openDialog(host);
    await until(() => shadow(host).activeElement === dialog, 3000, 'focus on the dialog');
    const close = shadow(host).querySelector('[data-dialog-close]');
    const first = host.querySelector('#first');
    const last = host.querySelector('#last');
    const order: Array<Element | null> = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(deepActive());
    }
    // close button, the slotted link, the slotted button, then back to the close button
    expect(order).to.deep.equal([close, first, last, close]);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()).to.equal(last);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()).to.equal(first);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(host), 3000, 'closed');
    await until(() => document.activeElement === opener, 3000, 'focus back on the opener');
  });

  it('focus trap reaches into slotted elements with their own shadow root (a brand-button)', async () => {
    const { host } = mount('is-open dismissible="false"', '<p>Ready?</p><brand-button label="Continue"></brand-button>');
    const dialog = await openDialog(host);
    const inner = await until(() => host.querySelector('brand-button')!.shadowRoot?.querySelector('button'), 3000, 'the brand-button');
    await until(() => shadow(host).activeElement === dialog, 3000, 'focus on the dialog');
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(inner);
    await sendKeys({ press: 'Tab' });
    expect(deepActive(), 'wraps to the only tabbable').to.equal(inner);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()).to.equal(inner);
  });

  it('sizes: maxWidth, fullWidth, fullScreen; title tag, z-index, background with readable text, content padding', async () => {
    const { host } = mount('is-open max-width="md" full-width title-tag="h3" title="Big" z-index="2000" background="#001871" dialog-content-padding="false"');
    const dialog = await openDialog(host);
    expect(dialog.getBoundingClientRect().width).to.equal(Math.min(900, window.innerWidth - 64));
    expect(shadow(host).querySelector('h3')!.textContent).to.equal('Big');
    expect(getComputedStyle(shadow(host).querySelector('[data-dialog-layer]')!).zIndex).to.equal('2000');
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgb(0, 24, 113)');
    expect(getComputedStyle(dialog).color).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(dialog.querySelector('[part="content"]')!).paddingTop).to.equal('0px');

    host.setAttribute('full-screen', '');
    await until(() => dialog.getBoundingClientRect().width === window.innerWidth, 3000, 'full screen');
    expect(dialog.getBoundingClientRect().height).to.equal(window.innerHeight);

    host.removeAttribute('full-screen');
    host.setAttribute('max-width', 'false');
    host.removeAttribute('full-width');
    await settle();
    expect(getComputedStyle(dialog).maxWidth).to.equal('none');
  });

  it('transparent backdrop and paper when asked (dismissible)', async () => {
    const { host } = mount('is-open transparent transparent-backdrop');
    const dialog = await openDialog(host);
    expect(getComputedStyle(shadow(host).querySelector('[data-dialog-backdrop]')!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(dialog).boxShadow).to.equal('none');
  });

  it('close button: authored label and style', async () => {
    const { host } = mount('is-open close-aria-label="Fermer" close-button-style="contained"');
    await openDialog(host);
    const close = shadow(host).querySelector<HTMLElement>('[data-dialog-close]')!;
    expect(close.getAttribute('aria-label')).to.equal('Fermer');
    expect(getComputedStyle(close).backgroundColor).to.equal('rgb(0, 24, 113)');
    host.closeButtonStyle = { color: '#ff0000', backgroundImage: 'url(https://evil.example/x)', background: 'url(https://evil.example/y)' };
    await until(() => close.style.color === 'rgb(255, 0, 0)', 3000, 'the authored colour');
    expect(close.style.backgroundImage).to.equal('');
    host.closeButtonStyle = undefined;
    host.setAttribute('close-button-style', '{"backgroundColor":"#ffffff"}');
    await until(() => close.style.backgroundColor === 'rgb(255, 255, 255)', 3000, 'an object as an attribute');
  });
});
