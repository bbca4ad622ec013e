import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-carousel';
import '../../src/elements/brand-slide';
import '../../src/elements/brand-text';
import { TreeRenderer } from '../../src/elements/page/renderTree';
import { authoringStore } from '../../src/core/stores/authoring';
import { installClock, type ManualClock } from './manualClock';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

const slide = (title: string, body: string) =>
  `<brand-slide><script type="application/json">${JSON.stringify({ title })}</script><p style="height:120px;margin:0">${body}</p></brand-slide>`;
const SLIDES = [slide('Mint', 'Icy.'), slide('Citrus', 'Zesty.'), slide('Coffee', 'Roasted.')].join('');

function mount(attributes = '', slides = SLIDES): Host {
  return fixture(`<div style="width:600px"><brand-carousel ${attributes}>${slides}</brand-carousel></div>`).querySelector<Host>('brand-carousel')!;
}

const root = (host: Element) => shadow(host).querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const tabs = (host: Element) => [...shadow(host).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const slides = (host: Element) => [...shadow(host).querySelectorAll<HTMLElement>('swiper-slide')];
const rotation = (host: Element) => shadow(host).querySelector<HTMLButtonElement>('[data-rotation]');
const selected = (host: Element) => tabs(host).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const liveRegion = (host: Element) => shadow(host).querySelector<HTMLElement>('[aria-live]')!;
/** Rendered, with Swiper loaded and running (its container marked ready). */
const ready = (host: Element, count = 3) =>
  until(() => tabs(host).length === count && shadow(host).querySelector('swiper-container[data-ready]') && host, 5000, `${count} slides and Swiper`);
/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('brand-carousel', () => {
  let clock: ManualClock | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('APG tabbed carousel: named region, rotation control first, tabs named by the slides, slides as labelled tabpanels; the ones out of view inert', async () => {
    const host = mount('autoplay accessibility-label="Flavours"', [slide('Mint', 'Icy.'), slide('Citrus', 'Zesty.')].join('').replace('<p', '<a href="#mint">Shop</a><p'));
    await ready(host, 2);
    const carousel = root(host);
    expect(carousel.localName).to.equal('section');
    expect(carousel.getAttribute('aria-label')).to.equal('Flavours');
    // The rotation control is the first thing in the tab order: before the slides' own links too.
    const before = document.createElement('button');
    before.textContent = 'before';
    host.parentElement!.prepend(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(rotation(host));
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(host.querySelector('a'));
    cleanup();
    const three = mount('autoplay accessibility-label="Flavours"');
    await ready(three);
    await rotationFirstChecks(three);
  });

  async function rotationFirstChecks(host: Host) {
    expect(rotation(host)!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(tabs(host).map((tab) => tab.textContent)).to.deep.equal(['Mint', 'Citrus', 'Coffee']);
    expect(shadow(host).querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Choose a slide');
    expect(tabs(host).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(tabs(host).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    const [first, second] = slides(host);
    expect(first!.getAttribute('role')).to.equal('tabpanel');
    expect(first!.hasAttribute('aria-roledescription'), 'a tabpanel in lieu of a group (APG)').to.equal(false);
    expect(first!.getAttribute('aria-label')).to.equal('1 of 3: Mint');
    expect(tabs(host)[0]!.getAttribute('aria-controls')).to.equal(first!.id);
    expect(first!.inert).to.equal(false);
    expect(second!.inert, 'out of view').to.equal(true);
    // The light-DOM slide shows through its slot, inside Swiper's slide.
    expect(first!.querySelector('slot')!.assignedElements()).to.deep.equal([host.children[0]]);
    expect(shadow(host).querySelector('swiper-container')!.shadowRoot, "Swiper's own shadow root").to.exist;
    // Styled from the theme: 44 px controls.
    expect(rotation(host)!.getBoundingClientRect().width).to.equal(44);
    expect(getComputedStyle(rotation(host)!).borderRadius).to.equal('50%');
    // Drawn at the start of the bar, beside previous.
    const previous = shadow(host).querySelector('[data-arrow="previous"]')!.getBoundingClientRect();
    const control = rotation(host)!.getBoundingClientRect();
    expect(Math.round(control.top)).to.equal(Math.round(previous.top));
    expect(control.right).to.be.at.most(previous.left);
  }

  it('moved in the page (the editor moves components), it starts Swiper again and follows its controls', async () => {
    const host = mount();
    await ready(host);
    const container = shadow(host).querySelector('swiper-container') as unknown as HTMLElement & { swiper: { destroyed?: boolean; activeIndex: number } };
    const elsewhere = fixture('<div style="width:600px"></div>').lastElementChild as HTMLElement;
    elsewhere.append(host);
    await until(() => container.swiper && !container.swiper.destroyed && container.hasAttribute('data-ready'), 3000, 'Swiper running again');
    shadow(host).querySelector<HTMLButtonElement>('[data-arrow="next"]')!.click();
    await until(() => container.swiper.activeIndex === 1, 3000, 'Swiper follows next');
  });

  it('rotates every `delay` with a live region off; the rotation control stops it (live region polite) and starts it again', async () => {
    clock = installClock(Date.UTC(2026, 10, 23, 12));
    const host = mount('autoplay delay="3000"');
    await ready(host);
    const changes: number[] = [];
    const record = (event: Event) => {
      expect((event as CustomEvent).composed).to.equal(true);
      changes.push((event as CustomEvent<{ index: number }>).detail.index);
    };
    document.addEventListener('brand-slide-change', record);
    after(() => document.removeEventListener('brand-slide-change', record));
    expect(liveRegion(host).getAttribute('aria-live')).to.equal('off');
    clock.tick(2999);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(selected(host)).to.equal(0);
    clock.tick(1);
    await until(() => selected(host) === 1, 3000, 'the second slide');
    expect(changes).to.deep.equal([1]);
    // Swiper follows: its active slide is the second, and the second is no longer inert.
    const swiper = (shadow(host).querySelector('swiper-container') as unknown as { swiper: { activeIndex: number } }).swiper;
    expect(swiper.activeIndex).to.equal(1);
    await until(() => slides(host)[1]!.inert === false, 3000, 'the shown slide not inert');

    rotation(host)!.click();
    await until(() => rotation(host)!.getAttribute('aria-label') === 'Start automatic slide show', 3000, 'stopped');
    expect(liveRegion(host).getAttribute('aria-live')).to.equal('polite');
    clock.tick(10_000);
    await settle();
    expect(selected(host)).to.equal(1);

    rotation(host)!.click();
    await until(() => liveRegion(host).getAttribute('aria-live') === 'off', 3000, 'rotating again');
    clock.tick(3000);
    await until(() => selected(host) === 2, 3000, 'the third slide');
    clock.tick(3000);
    await until(() => selected(host) === 0, 3000, 'round to the first');
    expect(changes).to.deep.equal([1, 2, 0]);
  });

  it('a mouse over it pauses the rotation until it leaves; focus inside pauses it (not on the rotation control itself); autopauseDisabled ignores hover', async () => {
    clock = installClock(Date.UTC(2026, 10, 23, 12));
    const host = mount('autoplay delay="2000"');
    await ready(host);
    host.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    await until(() => liveRegion(host).getAttribute('aria-live') === 'polite', 3000, 'paused by hover');
    clock.tick(5000);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(selected(host)).to.equal(0);
    expect(rotation(host)!.getAttribute('aria-label'), 'a pause, not a stop').to.equal('Stop automatic slide show');
    host.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse', relatedTarget: document.body }));
    await until(() => liveRegion(host).getAttribute('aria-live') === 'off', 3000, 'rotating after hover');

    // Focus events are dispatched by hand: a test page without window focus gets none from focus().
    const focusIn = (target: Element) => target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    const focusOut = (target: Element) => target.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: null }));
    focusIn(rotation(host)!);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(liveRegion(host).getAttribute('aria-live'), 'the rotation control does not pause').to.equal('off');
    focusIn(tabs(host)[0]!);
    await until(() => liveRegion(host).getAttribute('aria-live') === 'polite', 3000, 'paused by focus');
    clock.tick(5000);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(selected(host)).to.equal(0);
    focusOut(tabs(host)[0]!);
    await until(() => liveRegion(host).getAttribute('aria-live') === 'off', 3000, 'rotating after focus left');
    // Focus on the slides' own content (light DOM) pauses too.
    const link = document.createElement('a');
    link.href = '#offer';
    link.textContent = 'Offer';
    host.children[selected(host)]!.append(link);
    focusIn(link);
    await until(() => liveRegion(host).getAttribute('aria-live') === 'polite', 3000, 'paused by focus on slide content');
    focusOut(link);
    await until(() => liveRegion(host).getAttribute('aria-live') === 'off', 3000, 'rotating again');
    cleanup();

    const steady = mount('autoplay delay="2000" autopause-disabled');
    await ready(steady);
    steady.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    await settle();
    clock.tick(2000);
    await until(() => selected(steady) === 1, 3000, 'rotating under the mouse');
  });

  it('keyboard: arrows on the slide picker move and show (wrapping, Home, End), previous / next wrap; mirrored right to left', async () => {
    const host = mount();
    await ready(host);
    expect(rotation(host), 'no rotation control without autoplay').to.equal(null);
    tabs(host)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => selected(host) === 1, 3000, 'Citrus');
    expect(deepActive()).to.equal(tabs(host)[1]);
    await sendKeys({ press: 'End' });
    await until(() => selected(host) === 2, 3000, 'the last');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => selected(host) === 0, 3000, 'wrapped to the first');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => selected(host) === 2, 3000, 'wrapped to the last');
    const previous = shadow(host).querySelector<HTMLButtonElement>('[data-arrow="previous"]')!;
    const next = shadow(host).querySelector<HTMLButtonElement>('[data-arrow="next"]')!;
    expect([previous.getAttribute('aria-label'), next.getAttribute('aria-label')]).to.deep.equal(['Previous slide', 'Next slide']);
    next.click();
    await until(() => selected(host) === 0, 3000, 'next wraps');
    previous.click();
    await until(() => selected(host) === 2, 3000, 'previous wraps');
    cleanup();

    const rtl = fixture(`<div dir="rtl" style="width:600px"><brand-carousel>${SLIDES}</brand-carousel></div>`).querySelector<Host>('brand-carousel')!;
    await ready(rtl);
    tabs(rtl)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => selected(rtl) === 1, 3000, 'ArrowLeft goes forward right to left');
    // Swiper runs right to left too: the shown slide sits in the carousel's box.
    await until(() => {
      const box = shadow(rtl).querySelector('swiper-container')!.getBoundingClientRect();
      const shown = slides(rtl)[1]!.getBoundingClientRect();
      return Math.abs(shown.left - box.left) < 2 && Math.abs(shown.right - box.right) < 2;
    }, 3000, 'the second slide in view');
  });

  it('with prefers-reduced-motion it starts stopped (the visitor may start it)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = installClock(Date.UTC(2026, 10, 23, 12));
    const host = mount('autoplay delay="2000"');
    await ready(host);
    await until(() => rotation(host)!.getAttribute('aria-label') === 'Start automatic slide show', 3000, 'stopped');
    clock.tick(10_000);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(selected(host)).to.equal(0);
    rotation(host)!.click();
    await settle();
    clock.tick(2000);
    await until(() => selected(host) === 1, 3000, 'started by the visitor');
  });

  it('a hero whose slides all start with a picture of one ratio keeps that box for its stage, the same as its slides take', async () => {
    const picture = (label: string, aspectRatio: string) => ({ ':type': 'brand/components/image', alt: label, src: `/tests/elements/fixtures/pixel.png?${label}`, aspectRatio });
    const heroSlide = (label: string, aspectRatio = '16/9') => ({ ':type': 'brand/components/slide', title: label, ':itemsOrder': ['image'], ':items': { image: picture(label, aspectRatio) } });
    const page = (variant: string, ratios: string[]) => ({
      ':type': 'brand/components/container',
      ':itemsOrder': ['hero'],
      ':items': {
        hero: { ':type': `brand/components/carousel-${variant}`, ':itemsOrder': ratios.map((_, n) => `s${n}`), ':items': Object.fromEntries(ratios.map((ratio, n) => [`s${n}`, heroSlide(`Slide ${n}`, ratio)])) },
      },
    });
    const stageOf = async (variant: string, ratios: string[]) => {
      cleanup();
      const holder = fixture('<div id="page" style="width:600px"></div>');
      new TreeRenderer(holder.querySelector('#page')!, 'test').render(page(variant, ratios), '/content/home/jcr:content');
      const host = await until(() => holder.querySelector<Host>('brand-carousel'), 3000, 'the carousel');
      await ready(host, ratios.length);
      return { host, stage: shadow(host).querySelector<HTMLElement>('[data-stage]')! };
    };
    // The server's markup reads the same: its stage is drawn with this box before the slides are parsed.
    const { host, stage } = await stageOf('a', ['16/9', '16/9', '16:9']);
    expect(stage.style.aspectRatio).to.equal('16 / 9');
    // Once the first slide's picture is drawn (its element renders after the carousel's).
    await until(() => host.querySelector('brand-image')?.shadowRoot?.querySelector('img') && host.querySelector('brand-slide')!.getBoundingClientRect().height > 0, 3000, 'the first slide drawn');
    const slideBox = host.querySelector('brand-slide')!.getBoundingClientRect();
    const stageBox = stage.getBoundingClientRect();
    expect(Math.abs(stageBox.height - (stageBox.width * 9) / 16)).to.be.below(1);
    expect(Math.abs(stageBox.height - slideBox.height), 'the stage is as tall as its slides').to.be.below(1);
    // Slides of another shape, or a row of cards, are never stretched to a ratio.
    expect((await stageOf('a', ['16/9', '4/3'])).stage.style.aspectRatio).to.equal('');
    expect((await stageOf('b', ['16/9', '16/9', '16/9'])).stage.style.aspectRatio).to.equal('');
  });

  it("Adobe's core carousel model: activeItem opens it, cq:panelTitle names the slides, autoplay and delay as strings, Adobe's words", async () => {
    clock = installClock(Date.UTC(2026, 10, 23, 12));
    const container = fixture('<div id="page" style="width:600px"></div>');
    const text = (value: string, title: string) => ({ ':type': 'core/wcm/components/text/v2/text', 'cq:panelTitle': title, text: `<p>${value}</p>`, richText: true });
    const model = {
      ':type': 'core/wcm/components/container/v1/container',
      ':itemsOrder': ['carousel'],
      ':items': {
        carousel: {
          ':type': 'core/wcm/components/carousel/v1/carousel',
          autoplay: 'true',
          delay: '4000',
          autopauseDisabled: 'false',
          activeItem: 'item_2',
          accessibilityLabel: 'Offers',
          accessibility: { play: 'Play', pause: 'Pause', indicator: 'Item {0}', indicators: 'Choose a slide to display', slide: 'Slide {0} of {1}' },
          ':itemsOrder': ['item_1', 'item_2', 'item_3'],
          ':items': { item_1: text('One', 'First offer'), item_2: text('Two', 'Second offer'), item_3: text('Three', '') },
        },
      },
    };
    new TreeRenderer(container.querySelector('#page')!, 'test').render(model, '/content/offers/jcr:content');
    const host = await until(() => container.querySelector<Host>('brand-carousel'), 3000, 'the carousel');
    await ready(host);
    expect(root(host).getAttribute('aria-label')).to.equal('Offers');
    expect(tabs(host).map((tab) => tab.textContent)).to.deep.equal(['First offer', 'Second offer', 'Item 3']);
    expect(selected(host), 'activeItem item_2').to.equal(1);
    expect(slides(host).map((each) => each.getAttribute('aria-label'))).to.deep.equal(['Slide 1 of 3: First offer', 'Slide 2 of 3: Second offer', 'Slide 3 of 3']);
    expect(slides(host)[1]!.inert).to.equal(false);
    expect(rotation(host)!.getAttribute('aria-label')).to.equal('Pause');
    expect(shadow(host).querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Choose a slide to display');
    clock.tick(4000);
    await until(() => selected(host) === 2, 3000, 'rotated after 4 s');
  });

  it('variants: b shows several cards at once in free mode with the spec constants, e a vertical list of labels', async () => {
    const host = mount('variant="b"', [1, 2, 3, 4, 5, 6].map((n) => slide(`Card ${n}`, `${n}`)).join(''));
    await ready(host, 6);
    // What the carousel passed to Swiper (its defaults are the same numbers, so params would prove nothing).
    const swiper = (shadow(host).querySelector('swiper-container') as unknown as { swiper: { passedParams: { freeMode?: unknown } } }).swiper;
    expect(swiper.passedParams.freeMode).to.deep.equal({ enabled: true, minimumVelocity: 0.02, momentumRatio: 1 });
    await until(() => slides(host).filter((each) => !each.inert).length >= 2, 3000, 'several cards in view');
    cleanup();

    // Variant e: a list beside the slides from 900 px (vertical), a row of tabs below it on a phone.
    const size = { width: innerWidth, height: innerHeight };
    await setViewport({ width: 1280, height: 800 });
    try {
      const split = fixture(`<div style="width:1000px"><brand-carousel variant="e">${SLIDES}</brand-carousel></div>`).querySelector<Host>('brand-carousel')!;
      await ready(split);
      const list = shadow(split).querySelector('[role="tablist"]')!;
      await until(() => list.getAttribute('aria-orientation') === 'vertical', 3000, 'vertical from 900 px');
      tabs(split)[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => selected(split) === 1, 3000, 'ArrowDown in the list');
      await setViewport({ width: 390, height: 800 });
      await until(() => list.getAttribute('aria-orientation') === 'horizontal', 3000, 'a row of tabs on a phone');
      await sendKeys({ press: 'ArrowRight' });
      await until(() => selected(split) === 2, 3000, 'ArrowRight in the row');
    } finally {
      await setViewport(size);
    }
  });

  it('gaps grow with the width: spacing 3, 4 and 5 (16, 24 and 32 px) at 390, 600 and 1280 px', async () => {
    const size = { width: innerWidth, height: innerHeight };
    try {
      for (const [width, expected] of [[390, 16], [600, 24], [1280, 32]] as const) {
        await setViewport({ width, height: 800 });
        await until(() => innerWidth === width, 3000, `${width} px wide`);
        const host = fixture(`<div><brand-carousel variant="b">${[1, 2, 3, 4, 5, 6].map((n) => slide(`Card ${n}`, `${n}`)).join('')}</brand-carousel></div>`).querySelector<Host>('brand-carousel')!;
        await ready(host, 6);
        const gap = () => {
          const [a, b] = slides(host);
          return Math.round(b!.getBoundingClientRect().left - a!.getBoundingClientRect().right);
        };
        await until(() => gap() === expected, 3000, `a ${expected} px gap at ${width} px (got ${gap()})`);
        cleanup();
      }
    } finally {
      await setViewport(size);
    }
  });

  it('variant c, centred gallery: the active slide in the middle, its neighbours peeking and faded', async () => {
    const host = mount('variant="c"');
    await ready(host);
    const container = shadow(host).querySelector<HTMLElement>('swiper-container')!;
    const offCentre = (position: number) => {
      const box = container.getBoundingClientRect();
      const slideBox = slides(host)[position]!.getBoundingClientRect();
      return Math.abs(slideBox.left + slideBox.width / 2 - (box.left + box.width / 2));
    };
    await until(() => offCentre(0) < 2, 3000, `the first slide centred (${offCentre(0)} px off)`);
    tabs(host)[1]!.click();
    await until(() => selected(host) === 1, 3000, 'the second chosen');
    await until(() => offCentre(1) < 2, 3000, `the second slide centred (${offCentre(1)} px off)`);
    const [left, middle, right] = slides(host).map((each) => each.getBoundingClientRect());
    const box = container.getBoundingClientRect();
    expect(middle!.width, 'narrower than the gallery').to.be.below(box.width - 20);
    expect(left!.right > box.left + 1 && right!.left < box.right - 1, 'both neighbours peek in').to.equal(true);
    await until(() => slides(host)[1]!.hasAttribute('data-active') && getComputedStyle(slides(host)[1]!).opacity === '1', 3000, 'the active slide opaque');
    await until(() => Number(getComputedStyle(slides(host)[0]!).opacity) < 1, 3000, 'a neighbour faded');
    expect(getComputedStyle(slides(host)[0]!).transitionDuration.split(', ')[0], 'the spec fade').to.equal('0.3s');
  });

  it('variant d, thumbnail gallery: a thumbnail per slide (a script URL refused), picking one moves the slides', async () => {
    const { warnings, errors } = await captureConsole(async () => {
      const withImages = [
        `<brand-slide><script type="application/json">${JSON.stringify({ title: 'Mint', image: '/tests/elements/fixtures/pixel.png' })}</script><p style="height:120px;margin:0">Icy.</p></brand-slide>`,
        `<brand-slide><script type="application/json">${JSON.stringify({ title: 'Citrus', image: 'javascript:alert(1)' })}</script><p style="height:120px;margin:0">Zesty.</p></brand-slide>`,
        slide('Coffee', 'Roasted.'),
      ].join('');
      const host = mount('variant="d"', withImages);
      await ready(host);
      const thumbs = tabs(host).map((tab) => tab.querySelector('[data-thumb]'));
      expect(thumbs.every(Boolean), 'a thumbnail in each picker').to.equal(true);
      expect(thumbs[0]!.querySelector('img')!.getAttribute('src')).to.equal('/tests/elements/fixtures/pixel.png');
      expect(thumbs[1]!.querySelector('img'), 'javascript: refused').to.equal(null);
      expect(thumbs[1]!.textContent, 'its number instead').to.equal('2');
      expect(shadow(host).innerHTML).not.to.contain('javascript:');
      expect(tabs(host).map((tab) => tab.textContent)).to.deep.equal(['Mint', '2Citrus', '3Coffee']);
      const container = shadow(host).querySelector<HTMLElement>('swiper-container')!;
      tabs(host)[2]!.click();
      await until(() => selected(host) === 2, 3000, 'the third picked');
      await until(() => Math.abs(slides(host)[2]!.getBoundingClientRect().left - container.getBoundingClientRect().left) < 1, 3000, 'the third slide in view');
      expect(slides(host)[2]!.inert).to.equal(false);
      await until(() => slides(host)[0]!.inert, 3000, 'the first out of view');
    });
    expect([...warnings, ...errors].join(' '), 'the refusal is reported').to.contain('javascript:');
  });

  it('empty: nothing on the live site, a placeholder in the editor; one slide has no controls', async () => {
    const empty = mount('', '');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(empty).textContent).to.equal('');
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      await until(() => shadow(empty).textContent === 'Carousel: add slides', 3000, 'the placeholder');
    } finally {
      authoringStore.set(before);
    }
    cleanup();
    const single = mount('autoplay', slide('Only', 'One.'));
    await until(() => slides(single).length === 1 && single, 3000, 'one slide');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(tabs(single)).to.have.length(0);
    expect(rotation(single)).to.equal(null);
    expect(slides(single)[0]!.inert).to.equal(false);
  });
});
