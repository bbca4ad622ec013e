import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-readmore';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

const LONG = `<p>${'Our pouches are tobacco-free and come in many flavours and strengths. '.repeat(12)}</p><p>Second paragraph with <a id="deep" href="#x">a link</a>.</p>`;

function mount(props: Record<string, unknown>, before = '<h2 id="above">Above</h2>'): Host {
  const host = fixture(`<div style="width: 360px">${before}<brand-readmore></brand-readmore><p id="below">Below</p></div>`).querySelector<Host>('brand-readmore')!;
  Object.assign(host, props);
  return host;
}

const toggleOf = (host: Element) => shadow(host).querySelector<HTMLButtonElement>('button[aria-controls]');
const contentOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[part="content"]')!;
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('brand-readmore', () => {
  afterEach(cleanup);

  it('collapses the sanitized text to N lines behind a disclosure button with authored labels', async () => {
    const host = mount({ text: `${LONG}<b onclick="window.pwned=1">bold</b>`, lines: 2, readMoreLabel: 'Show more', readLessLabel: 'Show less' });
    const button = await until(() => toggleOf(host), 3000, 'the toggle');
    await until(() => shadow(host).querySelector('p'), 3000, 'the text');
    expect(shadow(host).querySelector("[onclick]"), 'sanitized').to.equal(null);
    expect(button.textContent).to.equal('Show more');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const content = contentOf(host);
    expect(button.getAttribute('aria-controls')).to.equal(content.id);
    const lineHeight = parseFloat(getComputedStyle(shadow(host).querySelector('p')!).lineHeight);
    expect(content.getBoundingClientRect().height).to.be.closeTo(2 * lineHeight, 2);
    expect(getComputedStyle(content).maskImage, 'the last line fades: the text goes on').to.include('linear-gradient');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('opens and closes with focus kept and nothing above it moving; dispatches brand-readmore-toggle', async () => {
    const host = mount({ text: LONG });
    const button = await until(() => toggleOf(host), 3000, 'the toggle');
    await until(() => shadow(host).querySelector('p'), 3000, 'the text');
    const events: boolean[] = [];
    host.addEventListener('brand-readmore-toggle', (event) => events.push((event as CustomEvent).detail.expanded));
    const above = document.getElementById('above')!;
    const aboveTop = above.getBoundingClientRect().top;
    const hostTop = host.getBoundingClientRect().top;
    const collapsed = contentOf(host).getBoundingClientRect().height;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => button.getAttribute('aria-expanded') === 'true', 3000, 'opened');
    expect(button.textContent).to.equal('Read less');
    expect(deepActive()).to.equal(button);
    expect(contentOf(host).getBoundingClientRect().height).to.be.greaterThan(collapsed * 2);
    expect(above.getBoundingClientRect().top).to.equal(aboveTop);
    expect(host.getBoundingClientRect().top).to.equal(hostTop);
    await sendKeys({ press: 'Space' });
    await until(() => button.getAttribute('aria-expanded') === 'false', 3000, 'closed');
    expect(button.textContent).to.equal('Read more');
    expect(contentOf(host).getBoundingClientRect().height).to.be.closeTo(collapsed, 1);
    expect(events).to.deep.equal([true, false]);
  });

  it('a short text gets no button, and its last line is not faded', async () => {
    const host = mount({ text: '<p>Short.</p>', lines: 3 });
    await until(() => shadow(host).querySelector('p'), 3000, 'the text');
    // Not a fixed wait before "no button": a resize observer of our own, made after the element's,
    // reports after it; once ours has, the element has measured, and its update is committed once
    // the runtime has worked through its queue.
    await new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => (observer.disconnect(), resolve()));
      observer.observe(contentOf(host));
    });
    await runtimeSettled();
    const button = toggleOf(host)!;
    expect(button.hidden).to.equal(true);
    expect(button.getBoundingClientRect().height).to.equal(0);
    expect(getComputedStyle(contentOf(host)).maskImage).to.equal('none');
  });

  it('focus reaching a link in the hidden part opens the text', async () => {
    const host = mount({ text: LONG, lines: 2 });
    const button = await until(() => toggleOf(host), 3000, 'the toggle');
    const link = await until(() => shadow(host).querySelector<HTMLAnchorElement>('#deep'), 3000, 'the link');
    link.focus();
    await until(() => button.getAttribute('aria-expanded') === 'true', 3000, 'opened by focus');
    expect(link.getBoundingClientRect().bottom).to.be.at.most(contentOf(host).getBoundingClientRect().bottom);
  });

  it('empty: nothing on the live site', async () => {
    const host = mount({ text: '' });
    await settle();
    await (host as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(toggleOf(host)).to.equal(null);
  });
});
