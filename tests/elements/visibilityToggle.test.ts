import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-visibility-toggle';
import '../../src/elements/brand-button';
import { visibilityToggles, type VisibilityToggleChange } from '../../src/core/toggle/visibilityToggle';
import { deepActiveElement } from '../../src/core/toggle/focus';
import { authoringStore } from '../../src/core/stores/authoring';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & { model?: unknown };

const MARKUP = `
  <button id="outside-trigger" type="button">Show contact options</button>
  <div id="shadow-holder"></div>
  <brand-visibility-toggle>
    <div id="first"><p>Still need help?</p><button id="inside-trigger" type="button">Contact us</button></div>
    <div id="second"><a id="call" href="tel:+440000">Call us</a><button id="back" type="button">Back</button></div>
  </brand-visibility-toggle>`;

function mount(triggerIds: unknown = ['outside-trigger', 'inside-trigger', 'back', 'shadow-trigger']) {
  const container = fixture(MARKUP);
  const host = container.querySelector<Host>('brand-visibility-toggle')!;
  host.model = { triggerIds };
  const events: boolean[] = [];
  host.addEventListener('brand-visibility-toggle', (event) => events.push((event as CustomEvent<{ visible: boolean }>).detail.visible));
  const $ = (selector: string) => container.querySelector<HTMLElement>(selector)!;
  return { container, host, events, $ };
}

const shown = (element: HTMLElement) => !element.hidden && element.getClientRects().length > 0;

describe('brand-visibility-toggle', () => {
  afterEach(async () => {
    cleanup();
    await settle();
  });

  it('shows the first container through its slot and really hides the second (hidden, inert, no box)', async () => {
    const { host, $ } = mount();
    await until(() => $('#second').hidden, 3000, 'the second container hidden');
    const slot = shadow(host).querySelector('slot')!;
    expect(slot.assignedElements()).to.deep.equal([$('#first')]);
    expect(shown($('#first'))).to.equal(true);
    expect($('#second').hasAttribute('inert')).to.equal(true);
    expect($('#second').getClientRects().length).to.equal(0);
    expect($('#outside-trigger').getAttribute('aria-expanded')).to.equal('false');
  });

  it('a mouse click on a trigger anywhere swaps them, fires the event (bubbling, composed) and tells subscribers', async () => {
    const { host, events, $ } = mount();
    const changes: VisibilityToggleChange[] = [];
    const stop = visibilityToggles.subscribe((change) => changes.push(change));
    const onDocument: unknown[] = [];
    const listener = (event: Event) => onDocument.push((event as CustomEvent).detail);
    document.addEventListener('brand-visibility-toggle', listener);
    try {
      await until(() => $('#second').hidden, 3000, 'the start');
      $('#outside-trigger').click();
      await until(() => events.length === 1, 3000, 'the event');
      expect(events).to.deep.equal([false]);
      expect(shown($('#second'))).to.equal(true);
      expect($('#first').hidden && $('#first').inert).to.equal(true);
      expect($('#outside-trigger').getAttribute('aria-expanded')).to.equal('true');
      expect(onDocument).to.deep.equal([{ visible: false }]);
      expect(changes).to.have.length(1);
      expect(changes[0]).to.deep.include({ visible: false, element: host, triggerId: 'outside-trigger' });
      $('#outside-trigger').click();
      await until(() => events.length === 2, 3000, 'the second event');
      expect(events).to.deep.equal([false, true]);
      expect(shown($('#first'))).to.equal(true);
      expect($('#second').hidden).to.equal(true);
    } finally {
      stop();
      document.removeEventListener('brand-visibility-toggle', listener);
    }
  });

  it('by keyboard: Enter on a trigger inside the container being hidden moves focus into the shown one, and back', async () => {
    const { events, $ } = mount();
    await until(() => $('#second').hidden, 3000, 'the start');
    $('#inside-trigger').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => events.length === 1, 3000, 'the swap');
    expect(document.activeElement, 'the first focusable of the shown container').to.equal($('#call'));
    $('#back').focus();
    await sendKeys({ press: 'Space' });
    await until(() => events.length === 2, 3000, 'the swap back');
    expect(document.activeElement).to.equal($('#inside-trigger'));
  });

  it('focus on a trigger outside the containers stays on it', async () => {
    const { events, $ } = mount();
    await until(() => $('#second').hidden, 3000, 'the start');
    $('#outside-trigger').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => events.length === 1, 3000, 'the swap');
    expect(document.activeElement).to.equal($('#outside-trigger'));
  });

  it('a trigger inside an open shadow root (a brand-button with that id) works through the composed path', async () => {
    const { events, $ } = mount();
    const holder = $('#shadow-holder').attachShadow({ mode: 'open' });
    holder.innerHTML = '<brand-button id="shadow-trigger" label="More"></brand-button>';
    const button = await until(() => holder.querySelector('brand-button')?.shadowRoot?.querySelector('button'), 3000, 'the inner button');
    button.click();
    await until(() => events.length === 1, 3000, 'the swap');
    expect(shown($('#second'))).to.equal(true);
    button.focus();
    expect(deepActiveElement()).to.equal(button);
    expect(button.getAttribute('aria-expanded'), 'described on focus').to.equal('true');
  });

  it('a trigger whose control is replaced after the toggle rendered (the takeover of server markup) is described at once, without focus', async () => {
    const container = fixture(`<div id="late-trigger"></div>${MARKUP}`);
    // A trigger whose shadow root holds the server's button, which the browser's replaces later.
    const root = container.querySelector('#late-trigger')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<button type="button">From the server</button>';
    const host = container.querySelector<Host>('brand-visibility-toggle')!;
    host.model = { triggerIds: ['late-trigger'] };
    await until(() => root.querySelector('button')!.getAttribute('aria-expanded') === 'false', 3000, 'the server button described');
    const replacement = document.createElement('button');
    replacement.textContent = 'From the browser';
    root.querySelector('button')!.replaceWith(replacement);
    await until(() => replacement.getAttribute('aria-expanded') === 'false', 3000, 'the new button described');
    // And it follows the state: a click on the new button swaps, and says so.
    replacement.click();
    await until(() => replacement.getAttribute('aria-expanded') === 'true', 3000, 'the new button after the swap');
  });

  it('clicks elsewhere, and ids not listed, do nothing; triggerIds may be one string', async () => {
    const { events, $ } = mount('back, outside-trigger');
    await until(() => $('#second').hidden, 3000, 'the start');
    $('#inside-trigger').click();
    document.body.click();
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(events).to.deep.equal([]);
    $('#outside-trigger').click();
    await until(() => events.length === 1, 3000, 'the swap');
  });

  it('the hidden container has no box even when the page styles its display', async () => {
    const { $ } = mount();
    const style = document.createElement('style');
    style.textContent = '#first, #second { display: flex !important; }';
    document.head.append(style);
    try {
      await until(() => $('#second').hidden, 3000, 'the start');
      expect($('#second').getClientRects().length).to.equal(0);
      $('#outside-trigger').click();
      await until(() => $('#first').hidden, 3000, 'the swap');
      expect($('#first').getClientRects().length).to.equal(0);
      expect($('#second').getClientRects().length).to.be.greaterThan(0);
    } finally {
      style.remove();
    }
  });

  it('the authoring editor shows both containers, so an author can reach the hidden one', async () => {
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const { host, $ } = mount();
      await until(() => shadow(host).querySelector('slot')?.assignedElements().length === 2, 3000, 'both containers slotted');
      expect(shown($('#first')) && shown($('#second'))).to.equal(true);
    } finally {
      authoringStore.set(before);
    }
  });

  it('items added later take the current state', async () => {
    const { host, $ } = mount([]);
    await until(() => $('#second').hidden, 3000, 'the start');
    host.replaceChildren(Object.assign(document.createElement('p'), { id: 'a' }), Object.assign(document.createElement('p'), { id: 'b' }));
    await until(() => (host.querySelector('#b') as HTMLElement).hidden, 3000, 'the new second item hidden');
    expect((host.querySelector('#a') as HTMLElement).hidden).to.equal(false);
  });
});
