import { expect } from 'chai';
import '../../src/elements/brand-carousel';
import '../../src/elements/brand-slide';
import '../../src/elements/brand-image';
import { codeRequested, codeSettled, loadingCode } from '../../src/core/stores/elementCode';
import { cleanup, fixture, shadow, until } from './helpers';

// Swiper Element is loaded once per page, by the first slider: this file's test must be the first to
// mount one (a file of its own, so no other test has loaded it).

type Host = HTMLElement & { updateComplete: Promise<void> };

const POSTER = '/demo/media/poster.jpg';

describe('a slider starts Swiper once its slides are on screen', () => {
  afterEach(() => {
    for (const tag of loadingCode.getSnapshot().keys()) codeSettled(tag);
    cleanup();
  });

  it('defines <swiper-container> only after the slides rendered and their picture was painted (the hero is laid out once)', async () => {
    // Frames counted from now, and when each thing happened, as it happens.
    let frames = 0;
    let counting = true;
    const tick = () => {
      frames += 1;
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const events: Array<{ what: string; frame: number }> = [];
    const defined = customElements.whenDefined('swiper-container').then(() => events.push({ what: 'swiper', frame: frames }));

    // The first slide's picture waits behind an element whose code is "on its way" (the runtime renders
    // top to bottom): its turn comes when that wait ends (CODE_ORDER_WAIT_MS), or, should Swiper be
    // defined first (the defect), at once, so the order below fails fast.
    codeRequested('brand-later');
    void defined.then(() => codeSettled('brand-later'));
    const container = fixture(
      `<div style="width:600px"><brand-carousel>` +
        `<brand-slide><script type="application/json">{"title":"Mint"}</script><brand-later></brand-later>` +
        `<brand-image><script type="application/json">{"src":"${POSTER}","alt":"Mint","aspectRatio":"16/9","lazyLoading":false}</script></brand-image></brand-slide>` +
        `<brand-slide><script type="application/json">{"title":"Citrus"}</script><p>Zesty.</p></brand-slide>` +
        `</brand-carousel></div>`,
    );
    const carousel = container.querySelector<Host>('brand-carousel')!;
    const image = container.querySelector<Host>('brand-image')!;
    const rendered = image.updateComplete.then(() => events.push({ what: 'picture', frame: frames }));
    await carousel.updateComplete;
    expect(shadow(carousel).querySelector('swiper-container'), 'the carousel rendered its slides').to.exist;
    await rendered;
    const picture = shadow(image).querySelector('img')!;
    await defined;
    await until(() => shadow(carousel).querySelector('swiper-container[data-ready]'), 5000, 'Swiper running');
    counting = false;

    expect(events.map((event) => event.what)).to.deep.equal(['picture', 'swiper']);
    const [shown, swiper] = events;
    // At least one frame (the one that painted the picture) in between.
    expect(swiper!.frame - shown!.frame, 'frames between the picture and Swiper').to.be.at.least(1);
    // Swiper took over the same picture, loaded once.
    expect(shadow(image).querySelector('img')).to.equal(picture);
    expect(picture.complete && picture.naturalWidth > 0).to.equal(true);
  });
});
