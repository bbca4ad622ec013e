import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { createTheme } from '@mui/material/styles';
import { THEME_NAMES, brandTheme } from '../../src/themes';
import '../../src/elements/brand-text';
import '../../src/elements/brand-image';
import { defineElement } from '../../src/elements/define';
import { Text } from '../../src/react/text/Text';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { authoringStore } from '../../src/core/stores/authoring';
import { useStyleClass, useThemedClass, type ThemedStyles } from '../../src/react/runtime/useThemedClass';
import { mountedElements } from '../../src/react/runtime/root';
import { MAX_SHEETS_PER_CACHE } from '../../src/react/runtime/styleSheets';
import { captureConsole, cleanup, fixture, nextFrames, rendered, runtimeSettled, settle, shadow, until } from './helpers';

// Test-only elements exercising the runtime's guarantees.
function Counter({ label = 'count', onPing }: { label?: string; onPing?: (detail: unknown) => void }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => (setCount(count + 1), onPing?.({ count: count + 1 }))}>
      {label} {count}
    </button>
  );
}
defineElement('test-counter', Counter, { props: { label: 'string' }, events: { onPing: 'brand-ping' } });

function Boom({ explode = true }: { explode?: boolean }): ReactElement {
  if (explode) throw new Error('kaboom');
  return <p>fine</p>;
}
defineElement('test-boom', Boom, { props: { explode: 'boolean' } });

// Text through React (brand-text itself is shown without React: direct.test.ts).
defineElement('test-static-text', Text, { props: { text: 'string' }, staticContent: true });

/** Measures in a layout effect of its first commit, as a component that positions or locks something does. */
const measuredStyles: ThemedStyles = (theme) => ({ backgroundColor: theme.palette.primary.main, padding: '7px' });
function MeasuresOnMount({ onMeasure }: { onMeasure?: (detail: unknown) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const className = useThemedClass(measuredStyles);
  useLayoutEffect(() => {
    const style = getComputedStyle(box.current!);
    onMeasure?.({ padding: style.paddingTop, background: style.backgroundColor, font: style.fontFamily });
  }, [onMeasure]);
  return <div ref={box} className={className}>measured</div>;
}
defineElement('test-measures', MeasuresOnMount, { events: { onMeasure: 'brand-measure' } });

/** Draws with a rule of its own width (a new Emotion class for each width): for the sheets' tests. */
function Ruler({ width = 1 }: { width?: number }) {
  const className = useStyleClass({ width: `${width}.5px`, outlineStyle: 'dotted' });
  return <div className={className}>ruler</div>;
}
defineElement('test-ruler', Ruler, { props: { width: 'number' } });

/** Takes about a millisecond to render (busy), as a real element's render and commit do. */
function SlowServer({ name = '' }: { name?: string }) {
  const until = performance.now() + 1;
  while (performance.now() < until) {
    // busy: this element's render work
  }
  return <p>{name}</p>;
}
defineElement('test-slow-server', SlowServer, { modelFields: { name: 'string' } });

const paragraph = (host: Element) => shadow(host).querySelector('p');
/** The Emotion sheets a shadow root adopts (those holding the runtime's `be-` classes), in its order. */
const emotionSheetsOf = (host: Element) => shadow(host).adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.be-')));

/** A server-rendered page (src/server) holding one element at `path` whose declarative shadow root holds `markup`. */
/**
 * A server-rendered page of one element. `takeover`: its markup is one that cannot be hydrated (the
 * page changed its model before it woke, src/elements/page/islands.ts wakeChanged), so React renders
 * beside it and swaps it in, handing over what the visitor did.
 */
function serverRenderedPage(tag: string, path: string, markup: string, { takeover = false } = {}) {
  const container = document.createElement('div');
  container.setHTMLUnsafe(`<brand-page data-brand-server-rendered><${tag} data-cq-data-path="${path}"><template shadowrootmode="open">${markup}</template></${tag}></brand-page>`);
  const host = container.querySelector<HTMLElement & { model?: unknown; updateComplete: Promise<void> }>(tag)!;
  // Before it connects: what the page runtime does before the element's code sees it.
  if (takeover) (host as unknown as Record<symbol, boolean>)[Symbol.for('brand-elements.staleIsland')] = true;
  document.body.append(container);
  return { container, host };
}

describe('element runtime', () => {
  afterEach(async () => {
    cleanup();
    visitorStore.set('LAS');
    pageConfig.set({});
    authoringStore.set('disabled');
    await settle();
  });

  it('renders into an open shadow root with styles applied inside it and nothing in document.head', async () => {
    const headBefore = document.head.children.length;
    const container = fixture('<brand-text text="Hello ZYN"></brand-text>');
    const host = container.querySelector('brand-text')!;
    const p = await until(() => paragraph(host), 3000, 'text to render');
    expect(p.textContent).to.equal('Hello ZYN');
    const style = getComputedStyle(p);
    expect(style.marginTop).to.equal('0px'); // MUI Typography + our sx, from the shared sheet
    expect(style.fontFamily).to.contain('ZYN Sans');
    expect(style.whiteSpace).to.equal('pre-line');
    expect(shadow(host).adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(document.head.children.length).to.equal(headBefore);
    expect(document.querySelectorAll('style').length).to.equal(0);
    expect(shadow(host).querySelectorAll('style').length).to.equal(0);
  });

  it("has its styles in place for its components' layout effects on the first commit (no unstyled flash, no transition from defaults)", async () => {
    const seen: Array<{ padding: string; background: string; font: string }> = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('brand-measure', listener);
    try {
      fixture('<test-measures></test-measures>');
      await until(() => seen.length > 0, 3000, 'the measurement');
    } finally {
      document.removeEventListener('brand-measure', listener);
    }
    // The component's own rule (padding, theme colour) and the host sheet's font, as first computed.
    const [first] = seen;
    expect({ padding: first!.padding, background: first!.background }).to.deep.equal({ padding: '7px', background: 'rgb(0, 169, 224)' });
    expect(first!.font).to.contain('ZYN Sans');
  });

  it('keeps every Emotion rule once, in sheets shared by all shadow roots', async () => {
    const container = fixture('<brand-text text="a"></brand-text><brand-text text="b"></brand-text>');
    const [a, b] = [...container.querySelectorAll('brand-text')];
    await until(() => paragraph(a!) && paragraph(b!));
    expect(emotionSheetsOf(a!).length, 'Emotion sheets').to.be.greaterThan(0);
    expect(emotionSheetsOf(b!)).to.deep.equal(emotionSheetsOf(a!));
    const texts = emotionSheetsOf(a!).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(new Set(texts).size).to.equal(texts.length);
  });

  it('writes the rules of a later frame into a sheet of its own, added to every shadow root, and leaves the earlier sheets as they were', async () => {
    const container = fixture('<brand-text text="a"></brand-text>');
    const text = container.querySelector('brand-text')!;
    await until(() => paragraph(text));
    await nextFrames(2);
    const before = [...shadow(text).adoptedStyleSheets];
    const counts = before.map((sheet) => sheet.cssRules.length);
    container.insertAdjacentHTML('beforeend', '<test-ruler width="101"></test-ruler>');
    const ruler = container.querySelector('test-ruler')!;
    const box = await until(() => shadow(ruler).querySelector('div'));
    expect(getComputedStyle(box).width).to.equal('101.5px');
    // A rule inserted into a sheet every shadow root adopts made the browser go over that sheet in each of them.
    expect(before.map((sheet) => sheet.cssRules.length), 'rules in the sheets the text had').to.deep.equal(counts);
    const after = shadow(text).adoptedStyleSheets;
    expect(after.slice(0, before.length), 'the text’s sheets, in their order').to.deep.equal(before);
    const added = after.slice(before.length);
    expect(added.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('101.5px'))), 'the new rule, in a sheet added to the text').to.equal(true);
    // (the ruler has the same Emotion sheets, in the same order)
    expect(emotionSheetsOf(ruler)).to.deep.equal(emotionSheetsOf(text));
  });

  it(`stops adding sheets at ${MAX_SHEETS_PER_CACHE}: a root's list stays short, and later rules still apply`, async () => {
    const container = fixture('<test-ruler width="200"></test-ruler>');
    const ruler = container.querySelector('test-ruler')!;
    await until(() => shadow(ruler).querySelector('div'));
    // A new rule in each of more frames than the limit.
    for (let width = 201; width <= 201 + MAX_SHEETS_PER_CACHE; width++) {
      ruler.setAttribute('width', String(width));
      await until(() => getComputedStyle(shadow(ruler).querySelector('div')!).width === `${width}.5px`, 3000, `the rule of width ${width}`);
      await nextFrames(1);
    }
    expect(emotionSheetsOf(ruler).length).to.equal(MAX_SHEETS_PER_CACHE);
  });

  it('keeps its state and styles when moved to another place in the page', async () => {
    const container = fixture('<div id="a"><test-counter label="Clicks"></test-counter></div><div id="b"></div>');
    const host = container.querySelector('test-counter')!;
    const button = await until(() => shadow(host).querySelector('button'));
    button.click();
    await settle();
    expect(button.textContent).to.equal('Clicks 1');
    container.querySelector('#b')!.append(host);
    // Past the task an unmount waits for (settle yields a task, a frame and a task), then until the
    // element shows what it was last given: a remount (a new button) would have rendered by then.
    await settle();
    await rendered(host);
    const after = shadow(host).querySelector('button')!;
    expect(after).to.equal(button);
    expect(after.textContent).to.equal('Clicks 1');
    after.click();
    await settle();
    expect(after.textContent).to.equal('Clicks 2');
  });

  it('unmounts an element that stays removed', async () => {
    const container = fixture('<test-counter></test-counter>');
    const host = container.querySelector('test-counter')!;
    await until(() => shadow(host).querySelector('button'));
    host.remove();
    // Past the task an unmount waits for (settle yields a task, a frame and a task).
    await settle();
    expect(shadow(host).querySelector('button')).to.equal(null);
  });

  it('attaches no React listeners to a static element, and all of them to an interactive one', async () => {
    const counts = new Map<EventTarget, number>();
    const original = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof original>) {
      counts.set(this, (counts.get(this) ?? 0) + 1);
      return original.apply(this, args);
    } as typeof original;
    try {
      const container = fixture('<test-static-text text="static"></test-static-text><test-counter></test-counter><brand-text text="direct"></brand-text>');
      const text = container.querySelector('test-static-text')!;
      const counter = container.querySelector('test-counter')!;
      const direct = container.querySelector('brand-text')!;
      await until(() => paragraph(text) && shadow(counter).querySelector('button') && paragraph(direct));
      expect(counts.get(shadow(text)) ?? 0).to.be.below(5);
      expect(counts.get(shadow(direct)) ?? 0).to.equal(0);
      expect(counts.get(shadow(counter)) ?? 0).to.be.above(50);
    } finally {
      EventTarget.prototype.addEventListener = original;
    }
  });

  it('does not mount an element that is created but never inserted', async () => {
    const orphan = document.createElement('brand-text');
    orphan.setAttribute('text', 'never shown');
    // Not a fixed wait: a check that nothing happened waits until the runtime has worked through
    // everything queued since, so a mount that merely came later would still be seen.
    await runtimeSettled();
    expect(orphan.shadowRoot).to.equal(null);
    expect(mountedElements.getSnapshot().some((element) => element.host === orphan)).to.equal(false);
    document.body.append(orphan);
    await until(() => orphan.shadowRoot?.querySelector('p'));
    expect(orphan.shadowRoot!.textContent).to.equal('never shown');
  });

  it('dispatches its events from the host, bubbling and composed', async () => {
    const container = fixture('<test-counter></test-counter>');
    const host = container.querySelector('test-counter')!;
    const received: CustomEvent[] = [];
    const listener = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('brand-ping', listener);
    (await until(() => shadow(host).querySelector('button'))).click();
    document.removeEventListener('brand-ping', listener);
    expect(received).to.have.length(1);
    expect(received[0]!.target).to.equal(host);
    expect(received[0]!.bubbles).to.equal(true);
    expect(received[0]!.composed).to.equal(true);
    expect(received[0]!.detail).to.deep.equal({ count: 1 });
  });

  it('reuses a declarative shadow root and replaces its server markup once rendered', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.setHTMLUnsafe(
      '<test-ssr text="Client text"><template shadowrootmode="open"><p class="ssr">Server text</p></template></test-ssr>',
    );
    const host = container.querySelector('test-ssr')!;
    const serverRoot = host.shadowRoot!;
    expect(serverRoot.querySelector('.ssr')!.textContent).to.equal('Server text');
    // Markup that is not the component's: taken over, never hydrated.
    (host as unknown as Record<symbol, boolean>)[Symbol.for('brand-elements.staleIsland')] = true;
    defineElement('test-ssr', Text, { props: { text: 'string' } });
    await until(() => serverRoot.querySelector('p:not(.ssr)'), 3000, 'client render');
    expect(host.shadowRoot).to.equal(serverRoot);
    expect(serverRoot.querySelector('.ssr')).to.equal(null);
    expect(serverRoot.textContent).to.contain('Client text');
  });

  describe('hydration (islands)', () => {
    function Greeting({ name = '' }: { name?: string }) {
      const [count, setCount] = useState(0);
      return (
        <p>
          <button type="button" onClick={() => setCount(count + 1)}>
            Hello {name}
          </button>
          <output>{count}</output>
        </p>
      );
    }
    before(() => void defineElement('test-hydrate', Greeting, { props: { name: 'string' } }));
    const serverMarkup = (name: string) => `<style>:host{display:block}</style><style>p{margin:0}</style>${renderToString(<Greeting name={name} />)}`;

    it('keeps the nodes the server wrote, the focus on them, and their styles; React then owns them', async () => {
      const { container, host } = serverRenderedPage('test-hydrate', '/p/jcr:content/hello', serverMarkup('Ada'));
      const root = host.shadowRoot!;
      const button = root.querySelector('button')!;
      const paragraph = root.querySelector('p')!;
      button.focus();
      const { errors } = await captureConsole(async () => {
        host.model = { name: 'Ada' };
        await until(() => root.querySelector('style') === null, 3000, 'hydration started');
        await host.updateComplete;
        await runtimeSettled();
      });
      expect(errors, 'no hydration error').to.deep.equal([]);
      expect(root.querySelector('p'), 'the same paragraph').to.equal(paragraph);
      expect(root.querySelector('button'), 'the same button').to.equal(button);
      expect(root.activeElement).to.equal(button);
      // The server's sheets became adopted ones, then the element's own took over: still styled.
      expect(getComputedStyle(host).display).to.equal('block');
      button.click();
      await until(() => root.querySelector('output')?.textContent === '1', 3000, "React's handler ran on the server's node");
      host.model = { name: 'Grace' };
      await until(() => button.textContent === 'Hello Grace', 3000, 'a new model rendered into the same node');
      container.remove();
    });

    it('a mismatch logs the hydration error naming the element and renders it in the browser, once', async () => {
      const { container, host } = serverRenderedPage('test-hydrate', '/p/jcr:content/hello', serverMarkup('Bob'));
      const root = host.shadowRoot!;
      const { errors } = await captureConsole(async () => {
        host.model = { name: 'Ada' };
        await until(() => root.textContent?.includes('Hello Ada'), 3000, 'rendered in the browser');
        await runtimeSettled();
      });
      expect(errors.some((line) => line.startsWith('Error while hydrating application: <test-hydrate>'))).to.equal(true);
      expect(root.querySelectorAll('p'), 'the server copy is gone').to.have.length(1);
      expect(root.textContent).to.not.contain('Bob');
      container.remove();
    });
  });

  it('an element of a server-rendered page keeps its server markup until its model arrives, then hands over focus and typed text', async () => {
    function Field({ value = '' }: { value?: string }) {
      const [text, setText] = useState(value);
      return (
        <label>
          Name <input value={text} onChange={(event) => setText(event.target.value)} />
          <output>{text}</output>
        </label>
      );
    }
    defineElement('test-ssr-field', Field, { props: { value: 'string' } });
    const { container, host } = serverRenderedPage('test-ssr-field', '/p/jcr:content/name', '<style>:host{display:block}</style><label>Name <input value=""><output></output></label>', { takeover: true });
    const root = host.shadowRoot!;
    const serverInput = root.querySelector('input')!;
    serverInput.focus();
    serverInput.value = 'Ada';
    // Not a fixed wait before "it stays": the handover code has loaded and the runtime has worked
    // through its queue (the element's slot is committed), so a takeover would have happened.
    await import('../../src/react/runtime/serverMarkup');
    await runtimeSettled();
    // Defined and connected, but no model yet: the server's markup stays, untouched.
    expect(root.querySelector('input')).to.equal(serverInput);
    expect(root.querySelector('style')).to.not.equal(null);
    host.model = {};
    await until(() => root.querySelector('input') !== serverInput, 3000, 'client render');
    const clientInput = root.querySelector('input')!;
    expect(root.querySelectorAll('input')).to.have.length(1);
    expect(root.querySelector('style')).to.equal(null);
    expect(clientInput.value).to.equal('Ada');
    expect(root.activeElement).to.equal(clientInput);
    // React's own state took the text (its output shows it), not just the DOM.
    await until(() => root.querySelector('output')?.textContent === 'Ada', 3000, 'state follows');
    container.remove();
  });

  for (const when of ['handed over in one task', 'in the page before the code'] as const) {
    it(`takes over a server-rendered page a few elements per task, in document order, each showing its server markup until its own content replaces it (models ${when})`, async () => {
      const count = 64;
      const modelOf = (index: number) => ({ name: `client ${index}` });
      const container = document.createElement('div');
      // Models in the page: each host's JSON script child, there when the element's code connects it.
      const script = (index: number) => (when === 'in the page before the code' ? `<script type="application/json">${JSON.stringify(modelOf(index))}</script>` : '');
      container.setHTMLUnsafe(
        `<brand-page data-brand-server-rendered>${Array.from(
          { length: count },
          (_, index) => `<test-slow-server data-cq-data-path="/p/jcr:content/s${index}"><template shadowrootmode="open"><p class="ssr">s${index}</p></template>${script(index)}</test-slow-server>`,
        ).join('')}</brand-page>`,
      );
      const hosts = [...container.querySelectorAll<HTMLElement & { model?: unknown; updateComplete: Promise<void> }>('test-slow-server')];
      // Markup that is not the component's: taken over (rendered beside it and swapped in), never hydrated.
      for (const host of hosts) (host as unknown as Record<symbol, boolean>)[Symbol.for('brand-elements.staleIsland')] = true;
      document.body.append(container);
      if (when === 'handed over in one task') {
        // Mounted, waiting for their models: the server markup stays.
        await Promise.all(hosts.map((host) => until(() => mountedElements.getSnapshot().some((element) => element.host === host), 3000, 'mounted')));
        // Not a fixed wait before "the server markup stays": the handover code has loaded and
        // every slot is committed, so a takeover without a model would have happened.
        await import('../../src/react/runtime/serverMarkup');
        await runtimeSettled();
        expect(hosts.every((host) => shadow(host).querySelector('p.ssr'))).to.equal(true);
      }
      const takenOver = (host: Element) => shadow(host).querySelector('p:not(.ssr)') !== null;
      // What the page looks like at the end of every task that changed it (mutation records are
      // delivered once the task's script is done): from the first change on, no state is missed.
      const seen: number[] = [];
      const problems: string[] = [];
      const observer = new MutationObserver(() => {
        const both = hosts.filter((host) => shadow(host).querySelectorAll('p').length !== 1);
        // Never both and never neither: the server markup goes in the commit that brings React's content.
        if (both.length) problems.push(`not one paragraph: ${both.map((host) => host.getAttribute('data-cq-data-path')).join(', ')}`);
        const done = hosts.filter(takenOver).length;
        const prefix = hosts.findIndex((host) => !takenOver(host));
        if ((prefix === -1 ? count : prefix) !== done) problems.push(`taken over ${done}, not the first ${done} of the page`);
        if (done !== seen.at(-1)) seen.push(done);
      });
      for (const host of hosts) observer.observe(shadow(host), { childList: true });
      if (when === 'handed over in one task') {
        // Every model in one task, as <brand-page> hands them over.
        for (const [index, host] of hosts.entries()) host.model = modelOf(index);
      }
      await until(() => seen.at(-1) === count, 5000, 'every element taken over');
      observer.disconnect();
      expect(problems).to.deep.equal([]);
      // Each render takes a millisecond or more: a task takes over what fits in about 8 ms, never a whole slice.
      const perTask = seen.map((done, index) => done - (seen[index - 1] ?? 0));
      expect(perTask.length, `taken over per task: ${perTask.join(', ')}`).to.be.greaterThan(count / 10);
      expect(Math.max(...perTask), `taken over per task: ${perTask.join(', ')}`).to.be.at.most(10);
      await Promise.all(hosts.map((host) => host.updateComplete));
      expect(shadow(hosts.at(-1)!).textContent).to.equal(`client ${count - 1}`);
      container.remove();
    });
  }

  it('hands over a radio choice, a ticked box and a chosen option made on the server markup', async () => {
    function Choices() {
      const [size, setSize] = useState('s');
      const [gift, setGift] = useState(false);
      const [colour, setColour] = useState('red');
      return (
        <form>
          <input type="radio" name="size" value="s" checked={size === 's'} onChange={() => setSize('s')} />
          <input type="radio" name="size" value="m" checked={size === 'm'} onChange={() => setSize('m')} />
          <input type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} />
          <select value={colour} onChange={(event) => setColour(event.target.value)}>
            <option value="red">Red</option>
            <option value="blue">Blue</option>
          </select>
          <output>{`${size} ${gift} ${colour}`}</output>
        </form>
      );
    }
    defineElement('test-ssr-choices', Choices);
    const { container, host } = serverRenderedPage('test-ssr-choices', '/p/jcr:content/choices', '<form><input type="radio" name="size" value="s" checked><input type="radio" name="size" value="m"><input type="checkbox"><select><option value="red" selected>Red</option><option value="blue">Blue</option></select><output>s false red</output></form>', { takeover: true });
    const root = host.shadowRoot!;
    const [, medium] = root.querySelectorAll('input[type="radio"]');
    // The visitor's choices on the server's markup, as the browser reports them (input and change events).
    (medium as HTMLInputElement).click();
    (root.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    const select = root.querySelector('select')!;
    select.value = 'blue';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    host.model = {};
    await until(() => root.querySelector('output')?.textContent === 'm true blue', 3000, "React's state takes the choices");
    expect(root.querySelectorAll('form')).to.have.length(1);
    expect((root.querySelector('input[value="m"]') as HTMLInputElement).checked).to.equal(true);
    container.remove();
  });

  it('treats a second registration of a tag as a no-op', async () => {
    const first = customElements.get('brand-text');
    const { errors } = await captureConsole(() => {
      const again = defineElement('brand-text', Counter);
      expect(again).to.equal(first);
    });
    expect(errors).to.deep.equal([]);
    expect(customElements.get('brand-text')).to.equal(first);
  });

  it('takes data from the model property, then a child JSON script, then attributes', async () => {
    const container = fixture(`
      <brand-text id="attr" text="from attribute"></brand-text>
      <brand-text id="script" text="from attribute"><script type="application/json">{"text":"from script"}</script></brand-text>
      <brand-text id="model" text="from attribute"><script type="application/json">{"text":"from script"}</script></brand-text>`);
    const model = container.querySelector<HTMLElement & { model: unknown }>('#model')!;
    model.model = { text: 'from model' };
    await settle();
    const text = (id: string) => paragraph(container.querySelector(`#${id}`)!)?.textContent;
    await until(() => text('attr') && text('script') && text('model'));
    expect(text('attr')).to.equal('from attribute');
    expect(text('script')).to.equal('from script');
    expect(text('model')).to.equal('from model');
    model.model = { text: 'updated model' };
    await settle();
    expect(text('model')).to.equal('updated model');
  });

  it('follows attribute and property changes, including removal', async () => {
    const container = fixture('<brand-text text="one"></brand-text>');
    const host = container.querySelector<HTMLElement & { text?: string }>('brand-text')!;
    await until(() => paragraph(host));
    host.setAttribute('text', 'two');
    await settle();
    expect(paragraph(host)!.textContent).to.equal('two');
    host.text = 'three';
    await settle();
    expect(paragraph(host)!.textContent).to.equal('three');
    host.text = undefined;
    host.removeAttribute('text');
    await settle();
    expect(paragraph(host)).to.equal(null); // empty text renders nothing on a live page
  });

  it('accepts a boolean attribute written without a value', async () => {
    const container = fixture('<brand-text rich-text text="<b>bold</b>"></brand-text>');
    const host = container.querySelector('brand-text')!;
    const bold = await until(() => shadow(host).querySelector('b'));
    expect(bold.textContent).to.equal('bold');
  });

  describe('bad input', () => {
    it('a model that is not an object: one error naming the element, nothing rendered', async () => {
      const { errors } = await captureConsole(async () => {
        const container = fixture('<brand-text text="attribute text"></brand-text>');
        const host = container.querySelector<HTMLElement & { model: unknown }>('brand-text')!;
        host.model = 'just a string';
        // "Nothing rendered" once the element shows what it was given, not after a fixed wait.
        await rendered(host);
        expect(paragraph(host)).to.equal(null);
        host.model = 'just a string';
        await rendered(host);
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('<brand-text>').and.to.contain('"model" property must be an object');
    });

    it('a child JSON script that does not parse: one error naming the element, nothing rendered', async () => {
      const { errors } = await captureConsole(async () => {
        const container = fixture('<brand-text text="x"><script type="application/json">{ text: oops</script></brand-text>');
        await rendered(container.querySelector('brand-text')!);
        expect(paragraph(container.querySelector('brand-text')!)).to.equal(null);
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('<brand-text>').and.to.contain('not valid JSON');
    });

    it('an unknown theme: a warning naming the element, rendered in the default theme', async () => {
      const { warnings } = await captureConsole(async () => {
        const container = fixture('<brand-text theme="marlboro" text="Still here"></brand-text>');
        const p = await until(() => paragraph(container.querySelector('brand-text')!));
        expect(getComputedStyle(p).fontFamily).to.contain('ZYN Sans');
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<brand-text>').and.to.contain('unknown theme "marlboro"').and.to.contain('"zyn"');
    });

    it('a failing component: an error naming it, its error state, and the rest of the page lives on', async () => {
      const { errors } = await captureConsole(async () => {
        const container = fixture('<test-boom></test-boom><brand-text text="Neighbour"></brand-text>');
        const neighbour = await until(() => paragraph(container.querySelector('brand-text')!));
        expect(neighbour.textContent).to.equal('Neighbour');
        const boom = container.querySelector('test-boom')!;
        await until(() => boom.hasAttribute('data-brand-error'));
        expect(boom.getAttribute('data-brand-error')).to.equal('kaboom');
        const hidden = shadow(boom).querySelector<HTMLElement>('[data-brand-error-text]')!;
        expect(hidden.hidden).to.equal(true);
        // It recovers when its input changes.
        boom.setAttribute('explode', 'false');
        await until(() => shadow(boom).querySelector('p'));
        expect(boom.hasAttribute('data-brand-error')).to.equal(false);
      });
      expect(errors.filter((line) => line.includes('<test-boom>: failed to render: kaboom'))).to.have.length(1);
      expect(errors.filter((line) => !line.includes('<test-boom>'))).to.deep.equal([]);
    });

    it('a bad JSON attribute is reported and ignored, not thrown', async () => {
      const { errors } = await captureConsole(async () => {
        const container = fixture('<brand-image src="/a.png" renditions="[oops"></brand-image>');
        await settle();
        expect(container.querySelector('brand-image')).to.exist;
      });
      expect(errors.some((line) => line.includes('<brand-image>') && line.includes('"renditions" is not valid JSON'))).to.equal(true);
    });
  });

  it('honours visibleTo against the visitor type', async () => {
    const container = fixture('<brand-text visible-to="LAU,LAU-HAV" text="Members only"></brand-text>');
    const host = container.querySelector('brand-text')!;
    await rendered(host);
    expect(paragraph(host)).to.equal(null);
    expect(host.hasAttribute('data-brand-invisible')).to.equal(true);
    expect(getComputedStyle(host).display).to.equal('none');
    visitorStore.set('LAU');
    await until(() => paragraph(host));
    expect(host.hasAttribute('data-brand-invisible')).to.equal(false);
    visitorStore.set('LAU-HAV-DEV');
    await settle();
    expect(paragraph(host)).to.equal(null);
  });

  it('holds back visibleTo content while the visitor is being resolved, so nothing flashes', async () => {
    visitorPending.set(true);
    try {
      const container = fixture(
        '<brand-text id="anon" visible-to="LAS" text="Log in for member prices"></brand-text><brand-text id="member" visible-to="LAU" text="Members"></brand-text><brand-text id="all" text="For everyone"></brand-text>',
      );
      const all = await until(() => paragraph(container.querySelector('#all')!));
      expect(all.textContent).to.equal('For everyone');
      const anonymous = container.querySelector('#anon')!;
      expect(paragraph(anonymous)).to.equal(null);
      visitorStore.set('LAU');
      visitorPending.set(false);
      // Not a fixed wait: the members-only text appearing means every visibleTo gate has rendered
      // the resolved visitor (they read the same stores in the same render).
      await until(() => paragraph(container.querySelector('#member')!), 3000, 'the members-only text');
      expect(paragraph(anonymous)).to.equal(null); // resolved as a member: the anonymous-only text never showed
    } finally {
      visitorPending.set(false);
    }
  });

  it('shows everything in the editor, whatever visibleTo says', async () => {
    authoringStore.set('edit');
    const container = fixture('<brand-text visible-to=\'["LAU-HAV-DEV"]\' text="Device owners"></brand-text>');
    const p = await until(() => paragraph(container.querySelector('brand-text')!));
    expect(p.textContent).to.equal('Device owners');
  });

  it('takes the theme from the page config, and a theme attribute over it', async () => {
    const container = fixture('<brand-text text="page"></brand-text><brand-text theme="thunder" text="own"></brand-text>');
    const [page, own] = [...container.querySelectorAll('brand-text')];
    await until(() => paragraph(page!) && paragraph(own!));
    expect(getComputedStyle(paragraph(page!)!).color).to.equal('rgb(0, 24, 113)'); // zyn text navy
    pageConfig.set({ theme: 'iqos' });
    await settle();
    expect(getComputedStyle(paragraph(page!)!).color).to.equal('rgb(52, 48, 61)'); // iqos #34303D
    expect(getComputedStyle(paragraph(own!)!).color).to.equal('rgb(17, 17, 17)'); // thunder
  });

  it('bundles MUI without CSS-variables themes: ours build, one asking for CSS variables fails loudly', () => {
    for (const name of THEME_NAMES) expect(brandTheme({ name }).palette.primary.main, name).to.match(/^#/);
    expect(() => createTheme({ cssVariables: true })).to.throw(/CSS-variables themes .* are not bundled/);
  });

  it('switches to right-to-left and the Arabic font for an rtl market', async () => {
    pageConfig.set({ rtl: true });
    const container = fixture('<brand-text text="مرحبا"></brand-text>');
    const host = container.querySelector('brand-text')!;
    const p = await until(() => paragraph(host));
    expect(getComputedStyle(host).fontFamily).to.contain('Noto Sans Arabic Variable');
    expect(p.textContent).to.equal('مرحبا');
    expect([...document.fonts].some((face) => face.family.includes('Noto Sans Arabic'))).to.equal(true);
  });

  it('shows an editor placeholder for an empty element in edit mode only', async () => {
    const live = fixture('<brand-text></brand-text>');
    await rendered(live.querySelector('brand-text')!);
    expect(shadow(live.querySelector('brand-text')!).querySelector('[data-brand-placeholder]')).to.equal(null);
    cleanup();
    authoringStore.set('edit');
    const edit = fixture('<brand-text></brand-text>');
    const placeholder = await until(() => shadow(edit.querySelector('brand-text')!).querySelector('[data-brand-placeholder]'));
    expect(placeholder.textContent).to.equal('Text: add some text');
    expect(getComputedStyle(placeholder).borderStyle).to.equal('dashed');
  });
});
