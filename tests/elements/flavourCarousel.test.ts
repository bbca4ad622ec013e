import { expect } from 'chai';
import '../../src/elements/brand-flavour-carousel';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { brokenImagesSettled, captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { authoringStore } from '../../src/core/stores/authoring';

type Host = HTMLElement & Record<string, unknown>;
const PIXEL = '/tests/elements/fixtures/pixel.png';

const flavour = (title: string, groupId: string, intensityValue?: number, extra: Record<string, unknown> = {}) => ({
  title,
  subtitle: `${title} subtitle`,
  description: `<p>About ${title}</p>`,
  groupId,
  intensityValue,
  aromaNoteLabel: `${title} note`,
  ctaLabel: 'Discover',
  ctaAriaLabel: `Discover ${title}`,
  url: `/flavours/${title.toLowerCase().replace(/ /g, '-')}`,
  images: { pagination: PIXEL, detail: { src: PIXEL, alt: `${title} tin` }, svg: PIXEL },
  primaryColor: '#0e7c86',
  ...extra,
});

const MODEL = {
  intensityScale: 12,
  actionLabel: 'All flavours',
  groups: [
    { id: 'mint', title: 'Mint', lowLabel: 'Light', highLabel: 'Strong' },
    { id: 'tea', title: 'Tea' },
    { id: 'fruit', title: 'Fruit' },
  ],
  items: [
    flavour('Spearmint', 'mint', 5),
    flavour('Cool Mint', 'mint', 9),
    flavour('Wintergreen', 'mint'),
    flavour('Dropped', 'mint', 12, { url: '' }),
    flavour('Citrus', 'fruit', 7),
  ],
};

function mount(model: Record<string, unknown> = MODEL): Host {
  const host = fixture('<brand-flavour-carousel></brand-flavour-carousel>').querySelector<Host>('brand-flavour-carousel')!;
  host.model = model;
  return host;
}
const ready = (host: Element) => until(() => shadow(host).querySelector('swiper-container[data-ready]') && host, 5000, 'Swiper running');
const thumbs = (host: Element) => [...shadow(host).querySelectorAll<HTMLButtonElement>('[data-thumb]')];
const pressed = (host: Element) => shadow(host).querySelector('[data-thumb][aria-pressed="true"]')?.textContent;
const counter = (host: Element) => shadow(host).querySelector('[data-counter] [dir="ltr"]')?.textContent;
const arrow = (host: Element, side: string) => shadow(host).querySelector<HTMLButtonElement>(`[data-arrow="${side}"]`)!;
/** on screen: an arrow goes by its `hidden` at an edge, and by the row's CSS when the thumbnails fit */
const shown = (button: HTMLElement) => button.checkVisibility();
const title = (host: Element) => shadow(host).querySelector('[data-detail]:not([data-leaving]) h3')?.textContent;

describe('brand-flavour-carousel', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows the groups with items as tabs, the items by intensity (descending, missing last), the first chosen', async () => {
    const host = await ready(mount());
    const root = shadow(host);
    expect([...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).to.deep.equal(['Mint', 'Fruit']);
    expect(thumbs(host).map((thumb) => thumb.textContent)).to.deep.equal(['Cool Mint', 'Spearmint', 'Wintergreen']);
    expect(pressed(host)).to.equal('Cool Mint');
    expect(counter(host)).to.equal('1 / 3');
    expect(title(host)).to.equal('Cool Mint');
    expect(root.querySelector('[data-scale]')!.textContent).to.equal('StrongLight');
    const link = root.querySelector<HTMLAnchorElement>('[data-cta]')!;
    expect([link.getAttribute('href'), link.getAttribute('aria-label'), link.textContent]).to.deep.equal(['/flavours/cool-mint', 'Discover Cool Mint', 'Discover']);
    expect(root.querySelector('[data-description]')!.innerHTML).to.equal('<p>About Cool Mint</p>');
    expect(root.querySelector('[data-detail]:not([data-leaving]) [data-subtitle]')!.textContent).to.equal('Cool Mint subtitle');
    const aroma = root.querySelector('[data-detail]:not([data-leaving]) [data-aroma]')!;
    expect(aroma.textContent).to.equal('Cool Mint note');
    expect(aroma.closest('div')!.querySelector('dt')!.textContent).to.equal('Aroma note');
    expect(getComputedStyle(aroma).display).to.not.equal('none');
    expect(root.querySelector('[role="meter"]')!.getAttribute('aria-valuetext')).to.equal('9-out-of-12');
    expect(root.querySelector('[data-vector]')!.tagName).to.equal('IMG');
    expect(getComputedStyle(root.querySelector('[data-disc]')!).backgroundColor).to.equal('rgb(14, 124, 134)');
  });

  it('chooses a thumbnail, fires brand-flavour-select once, and choosing the active one does nothing', async () => {
    const host = await ready(mount());
    const events: unknown[] = [];
    host.addEventListener('brand-flavour-select', (event) => events.push((event as CustomEvent).detail));
    thumbs(host)[1]!.click();
    await until(() => title(host) === 'Spearmint', 2000, 'Spearmint shown');
    expect(counter(host)).to.equal('2 / 3');
    expect(shadow(host).querySelector('[data-leaving]'), 'no cross-fade with reduced motion').to.equal(null);
    expect(getComputedStyle(shadow(host).querySelector('[data-detail]')!).animationName).to.equal('none');
    thumbs(host)[1]!.click();
    await settle();
    expect(events).to.deep.equal([{ groupId: 'mint', index: 1, title: 'Spearmint' }]);
  });

  it('previous / next step through the items; at an edge hidden, or disabled with the edge message', async () => {
    await setViewport({ width: 300, height: 700 });
    const host = await ready(mount({ ...MODEL, hideOnDisabled: false }));
    await until(() => shown(arrow(host, 'next')), 3000, 'arrows shown (the thumbnails overflow)');
    expect(arrow(host, 'previous').getAttribute('aria-disabled')).to.equal('true');
    expect(arrow(host, 'previous').getAttribute('aria-label')).to.equal('This is the first flavour');
    expect(arrow(host, 'next').getAttribute('aria-label')).to.equal('Next flavour');
    arrow(host, 'next').click();
    await until(() => counter(host) === '2 / 3', 2000, 'the second');
    expect(arrow(host, 'previous').getAttribute('aria-label')).to.equal('Previous flavour');
    arrow(host, 'next').click();
    await until(() => counter(host) === '3 / 3', 2000, 'the last');
    expect(arrow(host, 'next').getAttribute('aria-label')).to.equal('This is the last flavour');
    arrow(host, 'next').click();
    await settle();
    expect(counter(host)).to.equal('3 / 3');
    cleanup();
    const hiding = await ready(mount({ ...MODEL, lastSlideMessage: 'No more' }));
    await until(() => shown(arrow(hiding, 'next')), 3000, 'next shown');
    expect(arrow(hiding, 'previous').hidden).to.equal(true);
  });

  it('an arrow that hides under focus hands it to the chosen thumbnail once, and never takes it back later', async () => {
    await setViewport({ width: 300, height: 700 });
    const host = await ready(mount());
    await until(() => shown(arrow(host, 'next')), 3000, 'next shown');
    arrow(host, 'next').focus();
    arrow(host, 'next').click();
    await until(() => counter(host) === '2 / 3', 2000, 'the second');
    arrow(host, 'next').click();
    await until(() => counter(host) === '3 / 3', 2000, 'the last');
    await until(() => shadow(host).activeElement === thumbs(host)[2], 2000, 'focus on the chosen thumbnail');
    // The visitor moves on to another thumbnail; a render after that (new words here) leaves focus there.
    thumbs(host)[1]!.focus();
    (host as Host).model = { ...MODEL, actionLabel: 'Every flavour' };
    await until(() => shadow(host).querySelector('[data-action]')?.textContent === 'Every flavour', 2000, 'the new label');
    await settle();
    expect(shadow(host).activeElement).to.equal(thumbs(host)[1]);
  });

  it('hides the arrows when the thumbnails fit', async () => {
    // measured, not assumed: overflowing on a narrow screen first (the arrows show), then wide enough for all
    await setViewport({ width: 300, height: 700 });
    const host = await ready(mount());
    const container = shadow(host).querySelector('swiper-container') as HTMLElement & { swiper?: { isLocked?: boolean } };
    await until(() => shown(arrow(host, 'next')), 3000, 'next shown while the thumbnails overflow');
    expect(container.swiper?.isLocked, 'Swiper agrees: they overflow').to.equal(false);
    await setViewport({ width: 1200, height: 700 });
    await until(() => container.swiper?.isLocked === true, 3000, 'Swiper locked (the thumbnails fit)');
    expect([shown(arrow(host, 'previous')), shown(arrow(host, 'next'))]).to.deep.equal([false, false]);
  });

  it('the arrows (CSS, so the server renders them too) and Swiper agree on whether the thumbnails fit, to the pixel', async () => {
    const host = mount();
    await ready(host);
    const container = shadow(host).querySelector('swiper-container') as HTMLElement & { swiper?: { isLocked?: boolean; size?: number } };
    const row = shadow(host).querySelector<HTMLElement>('[data-row]')!;
    // three thumbnails of 6.5rem with two 12 px gaps
    const all = 3 * 6.5 * parseFloat(getComputedStyle(document.documentElement).fontSize) + 2 * 12;
    for (const width of [all - 1, all, all + 1]) {
      host.style.width = `${width}px`;
      const fits = width >= all;
      // Swiper has measured the row at this width: its size is the whole row without arrows, the row less the next arrow with them.
      await until(() => row.getBoundingClientRect().width === width && container.swiper?.size === container.clientWidth, 3000, `Swiper measured at ${width} px`);
      await until(() => container.swiper?.isLocked === fits, 3000, `Swiper ${fits ? 'locked' : 'unlocked'} at ${width} px`);
      expect(shown(arrow(host, 'next')), `next at ${width} px`).to.equal(!fits);
    }
  });

  it('shows an untitled item, its thumbnail and panel named by its ctaAriaLabel', async () => {
    const host = await ready(mount({ ...MODEL, items: [flavour('', 'mint', 9, { ctaAriaLabel: 'Discover Cool Mint' }), flavour('Spearmint', 'mint', 5)] }));
    expect(thumbs(host).map((thumb) => thumb.getAttribute('aria-label'))).to.deep.equal(['Discover Cool Mint', null]);
    const panel = shadow(host).querySelector('[data-detail]:not([data-leaving])')!;
    expect([panel.getAttribute('role'), panel.getAttribute('aria-label'), panel.querySelector('h3')]).to.deep.equal(['group', 'Discover Cool Mint', null]);
  });

  it('group tabs follow the arrow keys (APG tabs, automatic activation)', async () => {
    const host = await ready(mount());
    const tabs = [...shadow(host).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => tabs[1]!.getAttribute('aria-selected') === 'true', 2000, 'Fruit chosen');
    expect(shadow(host).activeElement).to.equal(tabs[1]);
    expect(thumbs(host).map((thumb) => thumb.textContent)).to.deep.equal(['Citrus']);
    expect(counter(host)).to.equal('1 / 1');
    expect([tabs[0]!.tabIndex, tabs[1]!.tabIndex]).to.deep.equal([-1, 0]);
  });

  it('cross-fades the panels over 300 ms without reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const host = await ready(mount());
    await settle();
    // the first panel shows at once (as the server rendered it: taking that over must not fade it again)
    expect(getComputedStyle(shadow(host).querySelector('[data-detail]')!).animationName).to.equal('none');
    thumbs(host)[2]!.click();
    const leaving = await until(() => shadow(host).querySelector('[data-detail][data-leaving]'), 2000, 'the old panel fading out');
    expect(getComputedStyle(leaving).animationDuration).to.equal('0.3s');
    expect(leaving.getAttribute('aria-hidden')).to.equal('true');
    const entering = shadow(host).querySelector('[data-detail]:not([data-leaving])')!;
    expect([getComputedStyle(entering).animationName, getComputedStyle(entering).animationDuration]).to.deep.equal(['brand-flavour-in', '0.3s']);
    await until(() => !shadow(host).querySelector('[data-leaving]'), 3000, 'the old panel gone');
  });

  it('the action opens a dialog of every flavour inside the shadow root; choosing one closes it', async () => {
    const host = await ready(mount());
    const action = shadow(host).querySelector<HTMLButtonElement>('[data-action]')!;
    action.click();
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"]'), 2000, 'the dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const choices = [...dialog.querySelectorAll<HTMLButtonElement>('[data-choice]')];
    expect(choices.map((choice) => choice.querySelector('strong')!.textContent)).to.deep.equal(['Cool Mint', 'Spearmint', 'Wintergreen', 'Citrus']);
    choices[3]!.click();
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 2000, 'closed');
    expect(title(host)).to.equal('Citrus');
    action.click();
    await until(() => shadow(host).querySelector('[role="dialog"]'), 2000, 'open again');
    shadow(host).querySelector<HTMLButtonElement>('[data-close]')!.click();
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 2000, 'closed by the close button');
  });

  it("the detail image opens the shared full-screen image zoom, in the carousel's words; Escape closes it", async () => {
    const host = await ready(mount({ ...MODEL, zoomLabels: { open: 'Zoom in on', close: 'Close the zoom' } }));
    const zoom = shadow(host).querySelector<HTMLButtonElement>('[data-detail]:not([data-leaving]) [data-zoom]')!;
    expect(zoom.getAttribute('aria-label')).to.match(/^Zoom in on: /);
    expect(zoom.getAttribute('aria-haspopup')).to.equal('dialog');
    zoom.click();
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"][data-image-zoom]'), 10_000, 'the image zoom');
    expect(dialog.querySelector<HTMLImageElement>('[data-zoom-image]')!.src).to.equal(zoom.querySelector('img')!.src);
    expect(dialog.querySelector('[aria-label="Close the zoom"]')).to.exist;
    await sendKeys({ press: 'Escape' });
    await until(() => !shadow(host).querySelector('[role="dialog"][data-image-zoom]'), 3000, 'closed');
  });

  it('starts Swiper again after a move in the page', async () => {
    const host = await ready(mount());
    const other = fixture('<div></div>');
    other.append(host);
    await until(() => {
      const container = shadow(host).querySelector('swiper-container') as (Element & { swiper?: { destroyed: boolean } }) | null;
      return container?.swiper && !container.swiper.destroyed && container.hasAttribute('data-ready');
    }, 3000, 'Swiper running again');
  });

  it('renders nothing on the live site when no item passes the rules, and refuses unsafe colours', async () => {
    const host = mount({ groups: [{ id: 'mint' }], items: [flavour('X', 'tea', 1)] });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(host).querySelector('section')).to.equal(null);
    const { errors } = await captureConsole(async () => {
      const unsafe = mount({ ...MODEL, items: [flavour('Y', 'mint', 1, { primaryColor: 'red;}:host{display:none' })] });
      await ready(unsafe);
      await settle();
    });
    expect(errors.some((message) => message.includes('refused primaryColor'))).to.equal(true);
  });

  it('item and group fields are text, HTML is sanitized, URLs and colours are checked: no payload runs', async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    const host = mount({
      intensityScale: 12,
      actionLabel: payload,
      groups: [{ id: 'mint', title: payload, lowLabel: payload, highLabel: payload }, { id: 'other', title: payload }],
      items: [
        flavour('a', 'mint', 3, { title: payload, subtitle: payload, aromaNoteLabel: payload, description: `<p>ok</p>${payload}<script>window.__xss=2</script>`, url: 'javascript:window.__xss=3', ctaLabel: payload, ctaAriaLabel: payload, images: { pagination: { src: 'javascript:alert(1)', alt: payload }, detail: 'data:text/html,<script>1</script>', svg: 'vbscript:x' }, primaryColor: 'url(javascript:alert(1))', secondaryColor: 'red;}:host{display:none' }),
        flavour('b', 'other', 3),
      ],
    });
    const { errors } = await captureConsole(async () => {
      await ready(host);
      // "No script ran" waits until broken images have failed and their handlers have had their turn.
      await brokenImagesSettled();
      const root = shadow(host);
      expect(root.querySelector('script, [onerror]')).to.equal(null);
      expect(root.querySelector('[data-description]')!.innerHTML).to.equal('<p>ok</p><img src="x">');
      expect(root.querySelector('[data-cta]')).to.equal(null);
      expect([...root.querySelectorAll('img')].some((image) => /^(javascript|vbscript|data:text)/.test(image.getAttribute('src') ?? ''))).to.equal(false);
      expect(root.querySelector('[data-detail] h3')!.textContent).to.equal(payload);
      expect(root.querySelector<HTMLElement>('[data-detail]')!.style.cssText).to.equal('');
    });
    expect(errors.some((line) => line.includes('refused url'))).to.equal(true);
    expect(errors.some((line) => line.includes('refused secondaryColor'))).to.equal(true);
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('shows the editor placeholder when empty in the editor', async () => {
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const edit = mount({ groups: [], items: [] });
      const placeholder = await until(() => edit.shadowRoot?.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
      expect(placeholder.textContent).to.contain('Flavour carousel');
    } finally {
      authoringStore.set(before);
    }
  });
});
