import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-accordion';
import '../../src/elements/brand-accordion-item';
import '../../src/elements/brand-text';
import { TreeRenderer } from '../../src/elements/page/renderTree';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

const item = (title: string, body: string, id?: string) =>
  `<brand-accordion-item${id ? ` id="${id}"` : ''}><script type="application/json">${JSON.stringify({ title })}</script><p>${body}</p></brand-accordion-item>`;

const FAQ = [item('Delivery', 'Next day before 2pm.', 'faq-delivery'), item('Returns', 'Within 30 days.'), item('Age checks', 'We check every order.')].join('');

function mount(attributes = '', items = FAQ): Host {
  return fixture(`<brand-accordion ${attributes}>${items}</brand-accordion>`).querySelector<Host>('brand-accordion')!;
}

const buttons = (host: Element) => [...shadow(host).querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
const panelOf = (host: Element, button: HTMLButtonElement) => shadow(host).getElementById(button.getAttribute('aria-controls')!)!;
const ready = (host: Element, count = 3) => until(() => buttons(host).length === count && buttons(host), 3000, `${count} headings`);
/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('brand-accordion', () => {
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', location.pathname + location.search);
    document.documentElement.style.overflowAnchor = '';
  });

  it('APG structure: a heading button per item with aria-expanded and aria-controls, panels as regions showing the item', async () => {
    const host = mount();
    const [first, second] = await ready(host);
    expect(buttons(host).map((button) => button.textContent)).to.deep.equal(['Delivery', 'Returns', 'Age checks']);
    expect(first!.closest('h3'), 'default heading level h3').to.exist;
    expect(first!.getAttribute('aria-expanded')).to.equal('false');
    const panel = panelOf(host, first!);
    expect(panel.getAttribute('role')).to.equal('region');
    expect(panel.getAttribute('aria-labelledby')).to.equal(first!.id);
    expect(panel.hidden).to.equal(true);
    // The light-DOM item is shown through the panel's slot.
    const slot = panel.querySelector('slot')!;
    expect(slot.assignedElements()).to.deep.equal([host.children[0]]);
    expect(second!.getAttribute('aria-expanded')).to.equal('false');
    // Styled from the theme: a touch target of at least 44 px.
    expect(first!.getBoundingClientRect().height).to.be.at.least(44);
    expect(getComputedStyle(first!).cursor).to.equal('pointer');
  });

  it('a click toggles its item and dispatches brand-accordion-toggle (bubbles, composed)', async () => {
    const host = mount();
    const [, second] = await ready(host);
    const events: CustomEvent[] = [];
    document.addEventListener('brand-accordion-toggle', (event) => events.push(event as CustomEvent));
    second!.click();
    await until(() => second!.getAttribute('aria-expanded') === 'true', 3000, 'the second item open');
    expect(panelOf(host, second!).hidden).to.equal(false);
    expect((host.children[1] as HTMLElement).getBoundingClientRect().height).to.be.greaterThan(0);
    expect(events.map((event) => event.detail)).to.deep.equal([{ index: 1, key: 'item-1', expanded: true }]);
    expect(events[0]!.composed && events[0]!.bubbles).to.equal(true);
    second!.click();
    await until(() => second!.getAttribute('aria-expanded') === 'false', 3000, 'the second item closed');
    expect(events.at(-1)!.detail.expanded).to.equal(false);
  });

  it('keyboard: Enter and Space toggle with focus kept; arrows, Home and End move between headings', async () => {
    const host = mount();
    const [first, second, third] = await ready(host);
    first!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => first!.getAttribute('aria-expanded') === 'true', 3000, 'Enter opens');
    expect(deepActive()).to.equal(first);
    await sendKeys({ press: 'Space' });
    await until(() => first!.getAttribute('aria-expanded') === 'false', 3000, 'Space closes');
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(second);
    await sendKeys({ press: 'End' });
    expect(deepActive()).to.equal(third);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive(), 'wraps to the first').to.equal(first);
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActive(), 'wraps to the last').to.equal(third);
    await sendKeys({ press: 'Home' });
    expect(deepActive()).to.equal(first);
  });

  it('singleExpansion: opening one closes the other; expandedItems opens items at first', async () => {
    const host = mount(`single-expansion expanded-items='["item-2"]'`);
    const [first, , third] = await ready(host);
    expect(third!.getAttribute('aria-expanded')).to.equal('true');
    first!.click();
    await until(() => first!.getAttribute('aria-expanded') === 'true', 3000, 'first open');
    expect(third!.getAttribute('aria-expanded')).to.equal('false');

    // Items without a model path are keyed by their id, else item-<position>.
    const many = mount(`expanded-items='["faq-delivery","item-2"]'`);
    const [a, b, c] = await ready(many);
    expect([a, b, c].map((button) => button!.getAttribute('aria-expanded'))).to.deep.equal(['true', 'false', 'true']);
  });

  it('heading level from headingElement', async () => {
    const host = mount('heading-element="h2"');
    const [first] = await ready(host);
    expect(first!.parentElement!.localName).to.equal('h2');
  });

  it('follows items added and removed later, and a changed title', async () => {
    const host = mount();
    await ready(host);
    host.insertAdjacentHTML('beforeend', item('Payment', 'Cards and PayPal.'));
    await ready(host, 4);
    expect(buttons(host)[3]!.textContent).to.equal('Payment');
    host.children[0]!.remove();
    await ready(host, 3);
    expect(buttons(host)[0]!.textContent).to.equal('Returns');
    (host.children[0] as Host).model = { title: 'Returns and refunds' };
    await until(() => buttons(host)[0]!.textContent === 'Returns and refunds', 3000, 'the new title');
    // Each remaining item sits in the panel of its position.
    expect([...host.children].map((child) => child.slot)).to.deep.equal(['panel-0', 'panel-1', 'panel-2']);
  });

  it('a deep link (#id of an item) opens that item', async () => {
    history.replaceState(null, '', '#faq-delivery');
    const host = mount();
    const [first] = await ready(host);
    await until(() => first!.getAttribute('aria-expanded') === 'true', 3000, 'the linked item open');
    // A later hash change opens another item: an id inside its content counts too.
    const host2 = mount('', item('One', '<span id="inner-answer">Inner</span>') + item('Two', 'x'));
    const [one] = await ready(host2, 2);
    expect(one!.getAttribute('aria-expanded')).to.equal('false');
    location.hash = '#inner-answer';
    await until(() => one!.getAttribute('aria-expanded') === 'true', 3000, 'the item holding the linked element');
  });

  it('a deep link keeps its item in view while the page above it grows, until the visitor scrolls', async () => {
    history.replaceState(null, '', '#faq-delivery');
    // Without the browser's scroll anchoring, which would hide what the element does (and misses some changes: a
    // slider that collapses for a moment as it starts).
    document.documentElement.style.overflowAnchor = 'none';
    const container = fixture(`<div id="above" style="height: 1500px"></div><brand-accordion>${FAQ}</brand-accordion><div style="height: 3000px"></div>`);
    const host = container.querySelector('brand-accordion')!;
    const [first] = await ready(host);
    await until(() => first!.getAttribute('aria-expanded') === 'true', 3000, 'the linked item open');
    const linked = host.querySelector('#faq-delivery')!;
    const atTop = () => Math.abs(linked.getBoundingClientRect().top) < 1;
    await until(atTop, 3000, 'the linked item at the top of the view');
    // Something above it renders late: the item is brought back.
    const above = container.querySelector<HTMLElement>('#above')!;
    above.style.height = '2100px';
    await until(atTop, 3000, 'the linked item back at the top after the page above grew');
    // The visitor scrolls: from then on the position is theirs. A resize observer made after the accordion's reports
    // the next change after it would have (observers report in the order they were made).
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
    const scrolled = window.scrollY;
    above.style.height = '2500px';
    await new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.documentElement);
    });
    expect(window.scrollY).to.equal(scrolled);
    expect(linked.getBoundingClientRect().top).to.be.closeTo(400, 1);
  });

  it("Adobe's core accordion model rendered by the page: cq:panelTitle headings, expandedItems keys, a nested accordion", async () => {
    const container = fixture('<div id="page"></div>');
    const model = {
      ':itemsOrder': ['accordion'],
      ':items': {
        accordion: {
          ':type': 'core/wcm/components/accordion/v1/accordion',
          singleExpansion: false,
          expandedItems: ['item_2'],
          headingElement: 'h2',
          ':itemsOrder': ['item_1', 'item_2', 'nested'],
          ':items': {
            item_1: { ':type': 'core/wcm/components/text/v2/text', 'cq:panelTitle': 'What are nicotine pouches?', text: '<p>Small white pouches.</p>', richText: true },
            item_2: { ':type': 'core/wcm/components/text/v2/text', 'cq:panelTitle': 'How do I use one?', text: '<p>Place it under your lip.</p>', richText: true },
            nested: {
              ':type': 'core/wcm/components/accordion/v1/accordion',
              'cq:panelTitle': 'More questions',
              ':itemsOrder': ['inner'],
              ':items': { inner: { ':type': 'core/wcm/components/text/v2/text', 'cq:panelTitle': 'Inner question', text: 'Inner answer' } },
            },
          },
        },
      },
    };
    const errors = await captureConsole(async () => {
      new TreeRenderer(container.querySelector('#page')!, 'test').render(model, '/content/faq/jcr:content');
      const host = container.querySelector<Host>('brand-accordion')!;
      const outer = await ready(host, 3);
      expect(outer.map((button) => button.textContent)).to.deep.equal(['What are nicotine pouches?', 'How do I use one?', 'More questions']);
      expect(outer.map((button) => button.getAttribute('aria-expanded'))).to.deep.equal(['false', 'true', 'false']);
      expect(outer[0]!.parentElement!.localName).to.equal('h2');
      const nested = host.querySelector<Host>('brand-accordion')!;
      const [inner] = await ready(nested, 1);
      expect(inner!.textContent).to.equal('Inner question');
      outer[2]!.click();
      await until(() => inner!.getBoundingClientRect().height > 0, 3000, 'the nested accordion shown');
    });
    expect(errors.errors).to.deep.equal([]);
  });

  it('no items: nothing on the live site', async () => {
    const host = mount('', '');
    await settle();
    await (host as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(buttons(host)).to.have.length(0);
    expect(host.getBoundingClientRect().height).to.equal(0);
  });
});
