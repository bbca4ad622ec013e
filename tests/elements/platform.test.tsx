import { expect } from 'chai';
import { useTheme } from '@mui/material/styles';
import '../../src/elements/all';
import { ELEMENT_TAGS } from '../../src/elements/registry';
import { defineElement, reservedPropReason } from '../../src/elements/define';
import { mountElement, mountedElements } from '../../src/react/runtime/root';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, nextTask, settle, shadow, until } from './helpers';

// The element platform's guarantees: definitions, host properties, isolation, batching, subscriptions.

const renders: Record<string, number> = {};
function Counted({ name = 'x' }: { name?: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  return <p>{name}</p>;
}
defineElement('test-counted', Counted, { props: { name: 'string' } });

function Submitter({ internals }: { internals?: ElementInternals }) {
  return <output>{internals ? 'has internals' : 'none'}</output>;
}
defineElement('test-form-field', Submitter, { formAssociated: true });

/** Says which direction and font its theme has: what an element takes from the page's dir and lang. */
function Direction() {
  const theme = useTheme();
  return <p data-direction={theme.direction} data-font={String(theme.typography.fontFamily)}>{theme.direction}</p>;
}
defineElement('test-direction', Direction);

/** A heavy element: many parts, each taking about a millisecond to render (a header, say). */
const heavyRenders: number[] = [];
/** when a task queued by the first part's render ran */
let heavyTaskRanAt = Number.NaN;
const heavyChannel = new MessageChannel();
heavyChannel.port1.onmessage = () => (heavyTaskRanAt = performance.now());
function HeavyPart({ index }: { index: number }) {
  if (index === 0) heavyChannel.port2.postMessage(null);
  const until = performance.now() + 1;
  while (performance.now() < until) {
    // busy: this part's render work
  }
  heavyRenders.push(performance.now());
  return <span>{index}</span>;
}
function Heavy({ parts = 0 }: { parts?: number }) {
  return <p>{Array.from({ length: parts }, (_, index) => <HeavyPart key={index} index={index} />)}</p>;
}
defineElement('test-heavy', Heavy, { props: { parts: 'number' } });

describe('element platform', () => {
  afterEach(() => {
    cleanup();
    visitorStore.set('LAS');
    visitorPending.set(false);
  });

  it('refuses, at definition time, a prop named like a standard host property or global attribute', () => {
    const Nothing = (_: { id?: string; title?: string; ariaLabel?: string; hidden?: boolean; role?: string; dataThing?: string; onclick?: string; model?: string }) => null;
    for (const prop of ['id', 'title', 'ariaLabel', 'hidden', 'role', 'dataThing', 'onclick', 'model']) {
      expect(reservedPropReason(prop), prop).to.be.a('string');
      expect(() => defineElement(`test-reserved-${prop.toLowerCase()}`, Nothing, { props: { [prop]: 'string' } }), prop).to.throw(TypeError, /cannot be a host attribute or property/);
      expect(customElements.get(`test-reserved-${prop.toLowerCase()}`), `${prop}: nothing registered`).to.equal(undefined);
    }
    for (const prop of ['label', 'type', 'name', 'value', 'text', 'linkUrl', 'size']) expect(reservedPropReason(prop), prop).to.equal(undefined);
  });

  it('every element keeps the host id, title and aria-label its own (el.id = … reaches getElementById)', async () => {
    // Every element the package defines: the manifest's tags, built from the definitions apart from the registry.
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as { modules: Array<{ declarations: Array<{ tagName?: string }> }> };
    const tags = manifest.modules.flatMap((module) => module.declarations).flatMap(({ tagName }) => (tagName && tagName !== 'brand-page' ? [tagName] : []));
    expect([...ELEMENT_TAGS].sort()).to.deep.equal(tags.sort());
    for (const tag of ELEMENT_TAGS) {
      const host = document.createElement(tag);
      expect(customElements.get(tag), tag).to.not.equal(undefined);
      host.id = `id-of-${tag}`;
      host.title = 'a tooltip';
      host.ariaLabel = 'a name';
      fixture('').append(host);
      expect(document.getElementById(`id-of-${tag}`), tag).to.equal(host);
      expect(host.getAttribute('title'), tag).to.equal('a tooltip');
      expect(host.getAttribute('aria-label'), tag).to.equal('a name');
    }
  });

  it('a model id becomes the host id; an id the page set stays; a later model without id takes back only its own', async () => {
    const container = fixture('<brand-text></brand-text><brand-text id="page-own"></brand-text>');
    const [first, second] = [...container.querySelectorAll<HTMLElement & { model?: unknown }>('brand-text')];
    first!.model = { id: 'intro', text: 'Intro' };
    second!.model = { id: 'from-model', text: 'Other' };
    await until(() => shadow(first!).querySelector('p'));
    expect(first!.id).to.equal('intro');
    expect(container.querySelector('#intro')).to.equal(first);
    expect(second!.id, "the page's own id wins").to.equal('page-own');
    first!.model = { text: 'No id now' };
    await until(() => shadow(first!).querySelector('p')?.textContent === 'No id now');
    expect(first!.hasAttribute('id')).to.equal(false);
  });

  it('a throw in an element slot (its host styles, outside the component) leaves the shared root and every other element alive', async () => {
    const container = fixture('<brand-text text="Neighbour"></brand-text><div id="bad"></div>');
    const neighbour = container.querySelector('brand-text')!;
    await until(() => shadow(neighbour).querySelector('p'));
    const badHost = container.querySelector<HTMLElement>('#bad')!;
    const { errors } = await captureConsole(async () => {
      mountElement(badHost, badHost.attachShadow({ mode: 'open' }), {
        tag: 'test-bad-slot',
        component: Counted,
        display: 'block',
        // read by the slot as it renders, before any of the component's code
        get hostCss(): string {
          throw new Error('slot effect failed');
        },
      }, { props: {}, direction: 'ltr', visibleTo: [] });
      await until(() => badHost.getAttribute('data-brand-error'), 3000, 'the failed slot');
    });
    expect(badHost.getAttribute('data-brand-error')).to.equal('slot effect failed');
    expect(errors.some((line) => line.startsWith('<test-bad-slot>: failed to render: slot effect failed'))).to.equal(true);
    expect(shadow(neighbour).querySelector('p')?.textContent, 'the neighbour still shows').to.equal('Neighbour');
    // The shared root still renders new elements.
    const later = fixture('<brand-text text="Later"></brand-text>').querySelector('brand-text')!;
    expect(await until(() => shadow(later).querySelector('p')?.textContent)).to.equal('Later');
  });

  it('mounts a long page in slices, in document order, yielding to the browser between them', async () => {
    const count = 600;
    const container = fixture(Array.from({ length: count }, (_, index) => `<test-counted name="s${index}"></test-counted>`).join(''));
    const hosts = [...container.querySelectorAll('test-counted')];
    const done = () => hosts.filter((host) => shadow(host).querySelector('p')).length;
    // After every task, what has rendered is the start of the page, never a gap; it grows over
    // several tasks, not in one (checked from the first task on: no state is missed).
    const seen: number[] = [];
    for (let tasks = 0; (seen.at(-1) ?? 0) < count && tasks < 5000; tasks++) {
      await nextTask();
      const rendered = done();
      const prefix = hosts.findIndex((host) => !shadow(host).querySelector('p'));
      expect(prefix === -1 ? count : prefix, 'rendered elements are a prefix of the page').to.equal(rendered);
      seen.push(rendered);
    }
    expect(seen.at(-1)).to.equal(count);
    const partial = [...new Set(seen)].filter((rendered) => rendered > 0 && rendered < count);
    expect(partial.length, `partly rendered after some tasks: ${partial.join(', ')}`).to.be.greaterThan(2);
  });

  it('yields to the browser in the middle of one heavy element, not only between elements', async () => {
    heavyRenders.length = 0;
    heavyTaskRanAt = Number.NaN;
    const parts = 80;
    const host = fixture(`<test-heavy parts="${parts}"></test-heavy>`).querySelector('test-heavy') as HTMLElement & { updateComplete: Promise<void> };
    await host.updateComplete;
    expect(shadow(host).querySelectorAll('span').length).to.equal(parts);
    // The first part's render queued a task: it ran before the element finished rendering (about
    // 80 ms of work) only if that render was split over several tasks.
    expect(Number.isNaN(heavyTaskRanAt), 'the queued task ran').to.equal(false);
    expect(heavyTaskRanAt, 'the task queued by the first part ran before the last part rendered').to.be.lessThan(heavyRenders.at(-1)!);
  });

  it('updateComplete resolves once the element shows what it was last given', async () => {
    type Counted = HTMLElement & { updateComplete: Promise<void> };
    const container = fixture(Array.from({ length: 400 }, (_, index) => `<test-counted name="u${index}"></test-counted>`).join(''));
    const last = container.lastElementChild as Counted;
    expect(shadow(last).querySelector('p'), 'the last of a long page waits for its slice').to.equal(null);
    await last.updateComplete;
    expect(shadow(last).querySelector('p')?.textContent).to.equal('u399');
    last.setAttribute('name', 'changed');
    await last.updateComplete;
    expect(shadow(last).querySelector('p')?.textContent).to.equal('changed');
    // Moved without a change: nothing to wait for.
    container.prepend(last);
    await last.updateComplete;
    // Nothing pending (never connected): at once.
    await (document.createElement('test-counted') as Counted).updateComplete;
  });

  it('removing 300 elements is one update of the shared root', async () => {
    const container = fixture(Array.from({ length: 300 }, (_, index) => `<test-counted name="n${index}"></test-counted>`).join(''));
    await until(() => container.querySelectorAll('test-counted').length === 300 && shadow(container.lastElementChild!).querySelector('p'));
    const before = mountedElements.getSnapshot().length;
    let updates = 0;
    const unsubscribe = mountedElements.subscribe(() => updates++);
    try {
      container.remove();
      await until(() => mountedElements.getSnapshot().length === before - 300, 3000, 'the unmount');
      expect(updates).to.equal(1);
    } finally {
      unsubscribe();
    }
  });

  it('a visitor change re-renders only the elements with visibleTo, and never their unchanged content', async () => {
    visitorStore.set('LAS');
    const container = fixture('<test-counted name="everyone"></test-counted><test-counted name="members" visible-to="LAS,LAU"></test-counted><test-counted name="owners" visible-to="LAU-HAV-DEV"></test-counted>');
    const [everyone, members, owners] = [...container.querySelectorAll('test-counted')];
    await until(() => shadow(everyone!).querySelector('p') && shadow(members!).querySelector('p'));
    await until(() => owners!.hasAttribute('data-brand-invisible'));
    const before = { ...renders };
    visitorStore.set('LAU');
    // settled: the owners' element has re-evaluated (still hidden), the members' is still shown
    visitorStore.set('LAU-HAV-DEV');
    await until(() => !owners!.hasAttribute('data-brand-invisible') && members!.hasAttribute('data-brand-invisible'), 3000, 'the visibility switch');
    expect(renders.everyone, 'no visibleTo: not re-rendered').to.equal(before.everyone);
    expect(shadow(owners!).querySelector('p')?.textContent).to.equal('owners');
  });

  it('follows dir and lang changes of the page after mount', async () => {
    const container = fixture('<div lang="en"><test-direction></test-direction></div>');
    const host = container.querySelector('test-direction')!;
    const paragraph = await until(() => shadow(host).querySelector('p'));
    expect(paragraph.dataset.direction).to.equal('ltr');
    expect(paragraph.dataset.font).to.not.match(/^"?Noto Sans Khmer/);
    container.firstElementChild!.setAttribute('dir', 'rtl');
    await until(() => shadow(host).querySelector('p')?.dataset.direction === 'rtl', 3000, 'right to left');
    const font = shadow(host).querySelector('p')!.dataset.font;
    container.firstElementChild!.setAttribute('lang', 'km');
    // Khmer moves ahead of the brand font (behind the Arabic face of a right-to-left page).
    await until(() => shadow(host).querySelector('p')?.dataset.font !== font, 3000, 'the Khmer font stack');
    expect(shadow(host).querySelector('p')!.dataset.font).to.match(/^"Noto Sans Arabic[^,]*", ?"Noto Sans Khmer/);
  });

  it('logs a bad input once per element and message, also after it recovered in between', async () => {
    const { errors } = await captureConsole(async () => {
      const host = fixture('<brand-text text="ok"></brand-text>').querySelector<HTMLElement & { model?: unknown }>('brand-text')!;
      for (let round = 0; round < 3; round++) {
        host.model = 'not an object' as unknown;
        await settle();
        host.model = { text: `fine ${round}` };
        await until(() => shadow(host).querySelector('p')?.textContent === `fine ${round}`);
      }
    });
    expect(errors.filter((line) => line.includes('the "model" property must be an object'))).to.have.length(1);
  });

  it('leaves attachInternals() to the page unless the element is form-associated, which gets its internals', async () => {
    const container = fixture('<form><test-form-field></test-form-field></form><test-counted></test-counted>');
    const field = container.querySelector('test-form-field')!;
    expect(await until(() => shadow(field).querySelector('output')?.textContent)).to.equal('has internals');
    expect([...container.querySelector('form')!.elements]).to.include(field);
    const plain = container.querySelector<HTMLElement>('test-counted')!;
    expect(() => plain.attachInternals()).to.not.throw();
  });

  it('<brand-button type="submit"> and "reset" act on the page form around them', async () => {
    const container = fixture(`<form><input name="q" value="start"><brand-button label="Send" type="submit"></brand-button><brand-button label="Reset" type="reset"></brand-button></form>`);
    const form = container.querySelector('form')!;
    const input = container.querySelector('input')!;
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(String(new FormData(form).get('q')));
    });
    const [send, reset] = [...container.querySelectorAll('brand-button')];
    (await until(() => shadow(send!).querySelector('button'))).click();
    expect(submitted).to.deep.equal(['start']);
    input.value = 'changed';
    (await until(() => shadow(reset!).querySelector('button'))).click();
    expect(input.value).to.equal('start');
  });
});

