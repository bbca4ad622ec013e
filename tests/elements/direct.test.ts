import { expect } from 'chai';
import { createElement } from 'react';
import '../../src/elements/brand-text';
import '../../src/elements/brand-spacer';
import '../../src/elements/brand-responsive-grid';
import { defineElement } from '../../src/elements/define';
import { direct } from '../../src/react/runtime/direct';
import { mountedElements } from '../../src/react/runtime/root';
import { Text } from '../../src/react/text/Text';
import { textEmptiness } from '../../src/core/model/emptiness';
import { Spacer } from '../../src/react/spacer/Spacer';
import { spacerEmptiness } from '../../src/core/model/emptiness/spacer';
import { ResponsiveGrid } from '../../src/react/grid/ResponsiveGrid';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { authoringStore } from '../../src/core/stores/authoring';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { brokenImagesSettled, captureConsole, cleanup, fixture, nextTask, settle, shadow, until } from './helpers';

// The same component without a direct render: what React makes of the same props.
defineElement('test-react-text', Text, {
  props: { text: 'string', richText: 'boolean' },
  emptiness: textEmptiness,
  staticContent: true,
});

const SPACER_PROPS = { height: 'string', heightXs: 'string', heightSm: 'string', heightMd: 'string', heightLg: 'string', heightXl: 'string' } as const;
defineElement('test-react-spacer', Spacer, { props: SPACER_PROPS, emptiness: spacerEmptiness, staticContent: true });
defineElement('test-react-grid', ResponsiveGrid, { props: { gridClassNames: 'string' }, staticContent: true });

// A direct render that declines some props, and one that throws: both go to React.
function Plain({ label = '' }: { label?: string }) {
  return createElement('p', { 'data-by': 'react' }, label);
}
defineElement('test-direct-declines', Plain, {
  props: { label: 'string' },
  direct: direct<{ label?: string }>(({ label = '' }) => {
    if (label.startsWith('react:')) return undefined;
    const p = document.createElement('p');
    p.setAttribute('data-by', 'direct');
    p.textContent = label;
    return [p];
  }),
});
defineElement('test-direct-throws', Plain, {
  props: { label: 'string' },
  direct: direct(() => {
    throw new Error('direct render failed');
  }),
});

/** A React element that takes about 2 ms to render: a slice of the shared root. */
function Slow({ label = '' }: { label?: string }) {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // busy
  }
  return createElement('p', null, label);
}
defineElement('test-direct-slow-react', Slow, { props: { label: 'string' } });

type Host = HTMLElement & { updateComplete: Promise<void> };
/** Whether React renders the element: it is mounted and not shown without React (root.tsx MountedElement.direct). */
const inReact = (host: Element) => mountedElements.getSnapshot().some((element) => element.host === host && element.direct !== true);
/** The shadow root's content without React's portal container (where dialogs of an element would go). */
const content = (host: Element) =>
  [...shadow(host).childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.hasAttribute('data-brand-portal')))
    .map((node) => (node instanceof Element ? node.outerHTML : node.textContent))
    .join('');

/** A brand-text (shown without React) and the same props through React, both rendered. */
async function pair(attributes: string): Promise<{ fast: Host; react: Host }> {
  const container = fixture(`<brand-text ${attributes}></brand-text><test-react-text ${attributes}></test-react-text>`);
  const fast = container.querySelector('brand-text') as Host;
  const react = container.querySelector('test-react-text') as Host;
  await fast.updateComplete;
  await react.updateComplete;
  return { fast, react };
}

function expectSame(fast: Host, react: Host): void {
  expect(inReact(fast), 'shown without React').to.equal(false);
  expect(inReact(react), 'rendered by React').to.equal(true);
  // React's portal container is made when a dialog first needs it: neither has one.
  expect(shadow(react).querySelector('[data-brand-portal]')).to.equal(null);
  expect(content(fast)).to.equal(content(react));
  expect(shadow(fast).adoptedStyleSheets).to.deep.equal(shadow(react).adoptedStyleSheets);
  const [a, b] = [shadow(fast).firstElementChild, shadow(react).querySelector(':not([data-brand-portal])')];
  if (!a || !b) {
    expect(a, 'neither shows anything').to.equal(b);
    return;
  }
  const style = (element: Element) => {
    const computed = getComputedStyle(element);
    return [computed.fontFamily, computed.fontSize, computed.lineHeight, computed.color, computed.margin, computed.whiteSpace, computed.direction].join(' | ');
  };
  expect(style(a)).to.equal(style(b));
}

// First in the file: the page has no React root yet.
describe('elements shown without React, on a page where React has rendered nothing yet', () => {
  after(async () => {
    cleanup();
    await settle();
  });

  it('one that then needs React gets its own slot in the new root, once', async () => {
    const container = fixture('<brand-text text="first"></brand-text><brand-text text="second"></brand-text>');
    const [first, second] = [...container.querySelectorAll('brand-text')] as [Host, Host];
    await Promise.all([first.updateComplete, second.updateComplete]);
    expect(inReact(first)).to.equal(false);
    expect(inReact(second)).to.equal(false);
    const { errors } = await captureConsole(async () => {
      second.setAttribute('visible-to', '["LAS"]');
      await second.updateComplete;
      await settle();
    });
    expect(errors, 'no duplicate key, nothing thrown').to.deep.equal([]);
    expect(inReact(second), 'rendered by React').to.equal(true);
    expect([...shadow(second).querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['second']);
    expect(inReact(first), 'the other one stays without React').to.equal(false);
    second.setAttribute('text', 'changed');
    await second.updateComplete;
    expect([...shadow(second).querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['changed']);
  });
});

describe('elements shown without React (direct)', () => {
  afterEach(async () => {
    cleanup();
    pageConfig.set({});
    authoringStore.set('disabled');
    visitorStore.set('LAS');
    visitorPending.set(false);
    await settle();
  });

  it('a spacer: the same DOM, classes, sheets and height as the component, at every breakpoint it sets', async () => {
    for (const attributes of ['height="4"', 'height="2" height-md="6" height-xl="24px"', 'height="none" height-sm="1.5rem"', 'height-lg="3"']) {
      const container = fixture(`<brand-spacer ${attributes}></brand-spacer><test-react-spacer ${attributes}></test-react-spacer>`);
      const fast = container.querySelector('brand-spacer') as Host;
      const react = container.querySelector('test-react-spacer') as Host;
      await Promise.all([fast.updateComplete, react.updateComplete]);
      expect(inReact(fast), `${attributes}: shown without React`).to.equal(false);
      expect(inReact(react), `${attributes}: rendered by React`).to.equal(true);
      expect(content(fast), attributes).to.match(/^<div aria-hidden="true" data-spacer="" class="be-[a-z0-9]+"><\/div>$/);
      expect(content(fast), attributes).to.equal(content(react));
      expect(shadow(fast).adoptedStyleSheets, attributes).to.deep.equal(shadow(react).adoptedStyleSheets);
      const height = (host: Element) => getComputedStyle(shadow(host).firstElementChild!).height;
      expect(height(fast), attributes).to.equal(height(react));
      cleanup();
    }
  });

  it('a spacer with a refused height goes to React, which reports it once and keeps the height below', async () => {
    const { errors } = await captureConsole(async () => {
      const container = fixture('<brand-spacer height="3" height-md="expression(alert(1))"></brand-spacer><brand-spacer height="3"></brand-spacer>');
      const [host, plain] = [...container.querySelectorAll('brand-spacer')] as [Host, Host];
      await Promise.all([host.updateComplete, plain.updateComplete]);
      await settle();
      expect(inReact(host), 'rendered by React').to.equal(true);
      expect(inReact(plain), 'the other one without React').to.equal(false);
      const height = (spacer: Element) => getComputedStyle(shadow(spacer).firstElementChild!).height;
      expect(height(host)).to.not.equal('0px');
      expect(height(host)).to.equal(height(plain));
    });
    expect(errors.filter((line) => line.includes('brand-spacer') && line.includes('heightMd'))).to.have.length(1);
  });

  it('a responsive grid: the same DOM, classes and sheets as the component, and its columns laid out alike', async () => {
    const columns = '<brand-spacer class="aem-GridColumn aem-GridColumn--default--4" height="1"></brand-spacer><brand-spacer class="aem-GridColumn aem-GridColumn--default--8 aem-GridColumn--offset--default--0" height="1"></brand-spacer>';
    for (const attributes of ['', 'grid-class-names="aem-Grid aem-Grid--12 aem-Grid--default--12"']) {
      const container = fixture(`<brand-responsive-grid ${attributes}>${columns}</brand-responsive-grid><test-react-grid ${attributes}>${columns}</test-react-grid>`);
      container.style.width = '1200px';
      const fast = container.querySelector('brand-responsive-grid') as Host;
      const react = container.querySelector('test-react-grid') as Host;
      await Promise.all([fast.updateComplete, react.updateComplete]);
      expect(inReact(fast), `${attributes}: shown without React`).to.equal(false);
      expect(inReact(react), `${attributes}: rendered by React`).to.equal(true);
      expect(content(fast), attributes).to.match(/^<div class="be-[a-z0-9]+ aem-Grid[^"]*" part="grid"><slot><\/slot><\/div>$/);
      expect(content(fast), attributes).to.equal(content(react));
      expect(shadow(fast).adoptedStyleSheets, attributes).to.deep.equal(shadow(react).adoptedStyleSheets);
      const widths = (grid: Element) => [...grid.children].map((column) => Math.round(column.getBoundingClientRect().width));
      expect(widths(fast), attributes).to.deep.equal(widths(react));
      expect(widths(fast)[0]! * 2, `${attributes}: 4 and 8 of 12 columns`).to.be.closeTo(widths(fast)[1]!, 2);
      cleanup();
    }
  });

  it('plain text: the same DOM, classes, sheets and computed styles as the component renders', async () => {
    const { fast, react } = await pair('text="Hello ZYN\nsecond line"');
    expect(shadow(fast).firstElementChild!.outerHTML).to.match(/^<p dir="auto" class="be-[a-z0-9]+">Hello ZYN\nsecond line<\/p>$/);
    expectSame(fast, react);
  });

  it('rich text: the same sanitized HTML, classes and sheets', async () => {
    const html = '<p>One <a href="https://example.com" target="_blank">link</a></p><img src="data:image/png;base64,AAAA" onerror="window.__directXss=1"><script>window.__directXss=1</script>';
    const { fast, react } = await pair(`rich-text text='${html}'`);
    // "No script ran" waits until broken images have failed and their handlers have had their turn.
    await brokenImagesSettled();
    expect(shadow(fast).querySelector('a')!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(shadow(fast).querySelector('script, [onerror]')).to.equal(null);
    expect((window as { __directXss?: number }).__directXss).to.equal(undefined);
    expectSame(fast, react);
  });

  it('empty text shows nothing, as the component does', async () => {
    const { fast, react } = await pair('text=""');
    expect(content(fast)).to.equal('');
    expectSame(fast, react);
  });

  it('an element theme, the page theme and a right-to-left page: the same classes and sheets as React', async () => {
    const own = await pair('text="Veev" theme="veev-vape"');
    expectSame(own.fast, own.react);
    cleanup();
    pageConfig.set({ theme: 'iqos', rtl: true, lang: 'ar' });
    const page = await pair('text="مرحبا"');
    expectSame(page.fast, page.react);
    expect(shadow(page.fast).firstElementChild!.className).to.match(/^ber-/);
  });

  it('follows its attributes, the page theme and the page language after it is shown, still without React', async () => {
    const { fast, react } = await pair('text="one"');
    fast.setAttribute('text', 'two');
    react.setAttribute('text', 'two');
    await fast.updateComplete;
    await react.updateComplete;
    expect(shadow(fast).textContent).to.equal('two');
    expectSame(fast, react);
    const before = shadow(fast).firstElementChild!.className;
    pageConfig.set({ theme: 'iqos' });
    await fast.updateComplete;
    await until(() => shadow(react).querySelector('p')?.className !== before || undefined, 3000, 'React to take the theme');
    expect(shadow(fast).firstElementChild!.className).to.not.equal(before);
    expectSame(fast, react);
    expect(shadow(fast).querySelectorAll('p').length, 'replaced, not added').to.equal(1);
  });

  it('goes to React for good when a state needs it: visibleTo, then the editor', async () => {
    const host = fixture('<brand-text text="Members only"></brand-text>').querySelector('brand-text') as Host;
    await host.updateComplete;
    expect(inReact(host)).to.equal(false);
    host.setAttribute('visible-to', '["HAV"]');
    await host.updateComplete;
    await settle();
    expect(inReact(host), 'React renders it now').to.equal(true);
    expect(host.hasAttribute('data-brand-invisible'), 'hidden from this visitor').to.equal(true);
    expect(shadow(host).querySelectorAll('p').length, 'what was shown without React is gone').to.equal(0);
    host.removeAttribute('visible-to');
    host.setAttribute('text', '');
    authoringStore.set('edit');
    await host.updateComplete;
    await settle();
    expect(shadow(host).textContent).to.contain('Text: add some text');
  });

  it('the editor: an empty text shows its placeholder, rendered by React', async () => {
    authoringStore.set('edit');
    const host = fixture('<brand-text text=""></brand-text>').querySelector('brand-text') as Host;
    await host.updateComplete;
    expect(inReact(host)).to.equal(true);
    expect(shadow(host).textContent).to.contain('Text: add some text');
  });

  it('props the render declines, and a render that throws, are rendered by React', async () => {
    const container = fixture('<test-direct-declines label="fast"></test-direct-declines><test-direct-declines label="react:slow"></test-direct-declines><test-direct-throws label="thrown"></test-direct-throws>');
    const [fast, declined, thrown] = [...container.children] as [Host, Host, Host];
    await Promise.all([fast, declined, thrown].map((host) => host.updateComplete));
    expect(shadow(fast).querySelector('p')!.getAttribute('data-by')).to.equal('direct');
    expect(shadow(declined).querySelector('p')!.getAttribute('data-by')).to.equal('react');
    expect(shadow(thrown).querySelector('p')!.getAttribute('data-by')).to.equal('react');
    // Declined later: React takes over, and what was shown goes in the same commit.
    const observed: string[] = [];
    const observer = new MutationObserver(() => observed.push([...shadow(fast).querySelectorAll('p')].map((p) => p.getAttribute('data-by')).join(',')));
    observer.observe(shadow(fast), { childList: true });
    fast.setAttribute('label', 'react:now');
    await fast.updateComplete;
    await settle();
    observer.disconnect();
    expect([...shadow(fast).querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['react:now']);
    expect(observed.at(-1)).to.equal('react');
    // Never nothing in between: the direct content stayed until React's was in.
    expect(observed.every((state) => state !== '')).to.equal(true);
  });

  it('keeps document order with React elements: nothing below is shown before what is above', async () => {
    const html = Array.from({ length: 12 }, (_, index) => `<test-direct-slow-react label="r${index}"></test-direct-slow-react>`).join('') + '<brand-text text="below"></brand-text>';
    const container = document.createElement('div');
    container.innerHTML = html;
    const text = container.querySelector('brand-text') as Host;
    const reacts = [...container.querySelectorAll('test-direct-slow-react')];
    let renderedAbove = -1;
    // Recorded when the text's content arrives (a mutation record), not polled.
    const watch = new MutationObserver(() => {
      if (shadow(text).querySelector('p') && renderedAbove < 0) renderedAbove = reacts.filter((host) => host.shadowRoot?.querySelector('p')).length;
    });
    document.body.append(container);
    watch.observe(shadow(text), { childList: true });
    await text.updateComplete;
    await settle();
    watch.disconnect();
    expect(renderedAbove, 'every React element above had rendered when the text appeared').to.equal(reacts.length);
  });

  it('a long page of them is shown in slices, top first, yielding to the browser between them', async () => {
    const count = 4000;
    const container = fixture(Array.from({ length: count }, (_, index) => `<brand-text text="t${index}"></brand-text>`).join(''));
    const hosts = [...container.querySelectorAll('brand-text')];
    const seen: number[] = [];
    for (let tasks = 0; (seen.at(-1) ?? 0) < count && tasks < 5000; tasks++) {
      const rendered = hosts.filter((host) => host.shadowRoot?.firstElementChild).length;
      const prefix = hosts.findIndex((host) => !host.shadowRoot?.firstElementChild);
      expect(prefix === -1 ? count : prefix, 'shown elements are a prefix of the page').to.equal(rendered);
      seen.push(rendered);
      await nextTask();
    }
    expect(seen.at(-1)).to.equal(count);
    const partial = [...new Set(seen)].filter((rendered) => rendered > 0 && rendered < count);
    expect(partial.length, `partly shown after some tasks: ${partial.join(', ')}`).to.be.greaterThan(1);
  });

  it('moved, it keeps its content; removed, it leaves nothing behind; back, it shows again', async () => {
    const container = fixture('<div id="a"><brand-text text="moving"></brand-text></div><div id="b"></div>');
    const host = container.querySelector('brand-text') as Host;
    await host.updateComplete;
    container.querySelector('#b')!.append(host);
    await settle();
    expect(content(host)).to.match(/>moving<\/p>$/);
    expect(shadow(host).childNodes.length).to.equal(1);
    host.remove();
    await settle();
    expect(shadow(host).childNodes.length, 'emptied once unmounted').to.equal(0);
    container.append(host);
    await host.updateComplete;
    expect(shadow(host).childNodes.length).to.equal(1);
    expect(shadow(host).textContent).to.equal('moving');
  });

  it('logs nothing on a healthy page, and bad input as the component does', async () => {
    const { errors, warnings } = await captureConsole(async () => {
      const host = fixture('<brand-text text="fine"></brand-text>').querySelector('brand-text') as Host;
      await host.updateComplete;
    });
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
    const bad = await captureConsole(async () => {
      const host = fixture('<brand-text theme="nope" text="x"></brand-text>').querySelector('brand-text') as Host;
      await host.updateComplete;
      await settle();
    });
    expect(bad.warnings.filter((message) => message.includes('unknown theme "nope"')).length).to.equal(1);
  });
});
