import { expect } from 'chai';
import '../../src/elements/brand-zoom-container';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, recordAttribute, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

/** A zoom container below a spacer taller than the viewport, so it starts out of view. */
function mount(props: Record<string, unknown>, spacer = '200vh'): Host {
  const container = fixture(`<div id="before" style="height: ${spacer}"></div><brand-zoom-container><p id="item" style="height: 200px; margin: 0">Item</p></brand-zoom-container><div style="height: 100vh"></div>`);
  const host = container.querySelector<Host>('brand-zoom-container')!;
  Object.assign(host, props);
  return host;
}
const boxOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[part="container"]');

describe('brand-zoom-container', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it('holds its items at the starting scale and opacity out of view, then zooms them in to 1 and 1, without moving layout', async () => {
    const host = mount({ scale: 0.8, opacity: 0 });
    const box = await until(() => boxOf(host)?.dataset.zoom === 'hidden' && boxOf(host), 3000, 'the hidden state');
    expect(getComputedStyle(box).opacity).to.equal('0');
    expect(new DOMMatrix(getComputedStyle(box).transform).a).to.be.closeTo(0.8, 0.001);
    expect(shadow(host).querySelector('slot'), 'the items are slotted').to.not.equal(null);
    const top = document.getElementById('item')!.offsetTop;
    host.scrollIntoView();
    await until(() => box.dataset.zoom === 'shown', 3000, 'the items to zoom in and settle');
    expect(getComputedStyle(box).opacity).to.equal('1');
    expect(getComputedStyle(box).transform).to.equal('none');
    expect(document.getElementById('item')!.offsetTop, 'layout did not move').to.equal(top);
  });

  it('shows items in view once laid out at once, without a transition', async () => {
    const host = mount({ scale: 0.8, opacity: 0 }, '0px');
    const box = await until(() => boxOf(host), 3000, 'the box');
    const phases = recordAttribute(box, 'data-zoom');
    await until(() => box.dataset.zoom === 'shown', 3000, 'shown');
    // The settled signal: an observer of our own, made after the element's, hears about the box after
    // it; once ours has, the element has had its first report too, and what it did is committed.
    await new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(box);
    });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(phases(), 'never zoomed').to.not.include('entering');
    expect(box.dataset.zoom).to.equal('shown');
    expect(getComputedStyle(box).opacity).to.equal('1');
  });

  it('never hides its items without IntersectionObserver', async () => {
    const original = window.IntersectionObserver;
    // @ts-expect-error: a browser without it
    delete window.IntersectionObserver;
    try {
      const host = mount({ scale: 0.5, opacity: 0 });
      await settle();
      await settle();
      expect(boxOf(host)!.dataset.zoom).to.equal('shown');
      expect(getComputedStyle(boxOf(host)!).opacity).to.equal('1');
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('refuses values out of range or not numbers (one console error each) and shows the items as they are', async () => {
    const { errors } = await captureConsole(async () => {
      const host = mount({ model: { scale: '0;}:host{display:none}', opacity: 7 } });
      await until(() => boxOf(host), 3000, 'the box');
      await settle();
      const box = boxOf(host)!;
      expect(box.dataset.zoom).to.equal('shown');
      expect(getComputedStyle(host).display).to.not.equal('none');
      expect(box.getAttribute('style') ?? '').to.not.include('host');
    });
    expect(errors.filter((error) => error.includes('brand-zoom-container'))).to.have.length(2);
  });

  it('without scale and opacity: nothing on the live site, the placeholder in the editor', async () => {
    const live = mount({ scale: 0.8 });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(boxOf(live)).to.equal(null);
    cleanup();
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const host = mount({ opacity: 0 });
      await until(() => shadow(host).textContent?.includes('Zoom container: set scale and opacity'), 3000, 'the editor placeholder');
    } finally {
      authoringStore.set(before);
    }
  });
});
