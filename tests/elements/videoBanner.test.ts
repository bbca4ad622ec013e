import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-video-banner';
import '../../src/elements/brand-video-parallax';
import { cleanup, fixture, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

const VIDEO = '/demo/media/loop.webm';
const POSTER = '/demo/media/poster.jpg';
const MODEL = {
  videoUrl: VIDEO,
  posterUrl: POSTER,
  title: 'Fresh all day',
  text: '<p>Cool <b onclick="window.pwned=1">mint</b> pouches.</p>',
  ctaLabel: 'Shop now',
  ctaUrl: '/shop',
  captionsUrl: '/demo/media/loop.en.vtt',
  captionsLang: 'en',
  pauseLabel: 'Pause the film',
  playLabel: 'Play the film',
};

function mount(tag: string, model: Record<string, unknown>): Host {
  const host = fixture(`<div style="width: 800px"><${tag}></${tag}></div>`).querySelector<Host>(tag)!;
  host.model = model;
  return host;
}
const q = <T extends Element>(host: Element, selector: string) => shadow(host).querySelector<T>(selector);

describe('brand-video-banner', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('paints the poster first (eager, fetchpriority high), plays the muted video and fades it in', async () => {
    const host = mount('brand-video-banner', MODEL);
    const video = await until(() => q<HTMLVideoElement>(host, 'video'), 3000, 'the video');
    const poster = q<HTMLImageElement>(host, 'img[part="poster"]')!;
    expect(poster.getAttribute('loading')).to.equal('eager');
    expect(poster.getAttribute('fetchpriority')).to.equal('high');
    expect(video.muted && video.loop, 'muted and looping').to.equal(true);
    expect(video.hasAttribute('controls')).to.equal(false);
    const track = video.querySelector('track')!;
    expect(track.kind).to.equal('captions');
    expect(track.getAttribute('srclang')).to.equal('en');
    await until(() => !video.paused && video.currentTime > 0, 8000, 'the video plays');
    const media = q<HTMLElement>(host, '[part="media"]')!;
    await until(() => media.hasAttribute('data-shown'), 3000, 'shown');
    await until(() => getComputedStyle(video).opacity === '1', 3000, 'faded in');
    expect(q(host, 'h2')!.textContent).to.equal('Fresh all day');
    expect(q(host, 'section')!.getAttribute('aria-labelledby')).to.equal(q(host, 'h2')!.id);
    expect(q(host, '[onclick]'), 'sanitized').to.equal(null);
    expect(q<HTMLAnchorElement>(host, 'a[part="cta"]')!.getAttribute('href')).to.equal('/shop');
  });

  it('pauses and plays from its button by keyboard, the name saying what it will do', async () => {
    const host = mount('brand-video-banner', MODEL);
    const video = await until(() => q<HTMLVideoElement>(host, 'video'), 3000, 'the video');
    await until(() => !video.paused, 8000, 'playing');
    const button = q<HTMLButtonElement>(host, 'button[part="toggle"]')!;
    expect(button.getAttribute('aria-label')).to.equal('Pause the film');
    const box = button.getBoundingClientRect();
    expect(box.width >= 44 && box.height >= 44, '44 px target').to.equal(true);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => video.paused, 3000, 'paused');
    expect(button.getAttribute('aria-label')).to.equal('Play the film');
    expect(getComputedStyle(button).outlineStyle, 'visible focus').to.not.equal('none');
    await sendKeys({ press: 'Space' });
    await until(() => !video.paused, 3000, 'playing again');
    expect(button.getAttribute('aria-label')).to.equal('Pause the film');
  });

  it('with reduced motion does not start or fetch the video, until the visitor presses play', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = mount('brand-video-banner', MODEL);
    const button = await until(() => q<HTMLButtonElement>(host, 'button[part="toggle"]'), 3000, 'the button');
    const video = q<HTMLVideoElement>(host, 'video')!;
    await until(() => button.getAttribute('aria-label') === 'Play the film', 3000, 'offers play');
    expect(video.paused).to.equal(true);
    expect(video.preload).to.equal('none');
    expect(video.readyState, 'nothing fetched').to.equal(0);
    button.click();
    await until(() => !video.paused, 8000, 'plays on request');
  });

  it('plays only while on screen: below the fold nothing plays or downloads until scrolled to; pauses when scrolled away', async () => {
    const below = `${VIDEO}?below=${Date.now()}`;
    const root = fixture(
      `<div style="width: 800px"><brand-video-banner id="top"></brand-video-banner></div><div style="height: 300vh"></div>` +
        `<div style="width: 800px; display: flex"><brand-video-banner id="a"></brand-video-banner><brand-video-banner id="b"></brand-video-banner></div><div style="height: 300vh"></div>`,
    );
    const [top, a, b] = (['top', 'a', 'b'] as const).map((id) => root.querySelector<Host>(`#${id}`)!) as [Host, Host, Host];
    top.model = MODEL;
    a.model = { ...MODEL, videoUrl: below };
    b.model = MODEL;
    window.scrollTo(0, 0);
    const topVideo = await until(() => q<HTMLVideoElement>(top, 'video'), 3000, 'the top video');
    const [videoA, videoB] = await until(() => {
      const found = [q<HTMLVideoElement>(a, 'video'), q<HTMLVideoElement>(b, 'video')];
      return found[0] && found[1] && ([found[0], found[1]] as const);
    }, 3000, 'the videos below');
    // The banner on screen plays: by then the ones below have been seen off screen.
    await until(() => !topVideo.paused && topVideo.currentTime > 0, 8000, 'the top video plays');
    expect(videoA.paused, 'below the fold: not playing').to.equal(true);
    expect(videoA.preload).to.equal('none');
    expect(videoA.readyState, 'below the fold: nothing fetched').to.equal(0);
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes(below)), 'no request for the video').to.equal(false);
    expect(q(a, 'button[part="toggle"]')!.getAttribute('aria-label'), 'still meant to play').to.equal('Pause the film');

    a.scrollIntoView({ block: 'center' });
    await until(() => !videoA.paused && videoA.currentTime > 0, 8000, 'plays once scrolled to');
    await until(() => topVideo.paused, 3000, 'the top one, now off screen, pauses');
    expect(q(top, 'button[part="toggle"]')!.getAttribute('aria-label'), 'the off-screen pause is not the visitor\'s').to.equal('Pause the film');

    // The visitor pauses A; off screen and back, A stays paused while B, beside it, plays again.
    await until(() => !videoB.paused, 8000, 'B plays');
    q<HTMLButtonElement>(a, 'button[part="toggle"]')!.click();
    await until(() => videoA.paused, 3000, 'paused by the visitor');
    window.scrollTo(0, 0);
    await until(() => videoB.paused && !topVideo.paused, 3000, 'scrolled away: B pauses, the top one plays');
    a.scrollIntoView({ block: 'center' });
    await until(() => !videoB.paused && topVideo.paused, 8000, 'back: B plays');
    expect(videoA.paused, 'the visitor\'s pause holds').to.equal(true);
    expect(q(a, 'button[part="toggle"]')!.getAttribute('aria-label')).to.equal('Play the film');
  });

  it('refuses script and data URLs; with neither video nor poster renders nothing live', async () => {
    const host = mount('brand-video-banner', { ...MODEL, videoUrl: 'javascript:alert(1)', posterUrl: 'data:image/png;base64,AAAA', ctaUrl: 'javascript:alert(1)', captionsUrl: 'mailto:x@y.z' });
    await until(() => q(host, 'section'), 3000, 'the section');
    expect(q(host, 'video'), 'no video, no button').to.equal(null);
    expect(q(host, 'button')).to.equal(null);
    expect(q(host, 'img')).to.equal(null);
    expect(q(host, 'a'), 'no link to a script').to.equal(null);
    const empty = mount('brand-video-banner', { title: 'Only a title' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await until(() => host.shadowRoot && empty.shadowRoot, 3000, 'mounted');
    expect(q(empty, 'section'), 'empty: nothing live').to.equal(null);
  });
});

/** Stubs `navigator.connection` with Save-Data on for `run`, restoring it after. */
async function withSaveData(run: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(navigator, 'connection');
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true, addEventListener() {}, removeEventListener() {} },
  });
  try {
    await run();
  } finally {
    if (own) Object.defineProperty(navigator, 'connection', own);
    else delete (navigator as unknown as Record<string, unknown>).connection;
  }
}

describe('Save-Data (a metered connection)', () => {
  afterEach(() => cleanup());

  for (const tag of ['brand-video-banner', 'brand-video-parallax']) {
    it(`${tag} does not autoplay or fetch the video, until the visitor presses play`, () =>
      withSaveData(async () => {
        expect((navigator as unknown as { connection: { saveData: boolean } }).connection.saveData, 'stubbed').to.equal(true);
        const url = `${VIDEO}?savedata=${tag}-${Date.now()}`;
        const host = mount(tag, { ...MODEL, videoUrl: url });
        const button = await until(() => q<HTMLButtonElement>(host, 'button[part="toggle"]'), 3000, 'the button');
        await until(() => button.getAttribute('aria-label') === 'Play the film', 3000, 'offers play');
        const video = q<HTMLVideoElement>(host, 'video')!;
        expect(video.paused).to.equal(true);
        expect(video.preload).to.equal('none');
        expect(video.readyState, 'nothing fetched').to.equal(0);
        expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes(url)), 'no request for the video').to.equal(false);
        button.click();
        await until(() => !video.paused, 8000, 'plays on request');
      }));
  }
});

describe('brand-video-parallax', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  function tall(model: Record<string, unknown>) {
    const root = fixture(`<div style="height: 150vh"></div><brand-video-parallax></brand-video-parallax><div style="height: 150vh"></div>`);
    const host = root.querySelector<Host>('brand-video-parallax')!;
    host.model = model;
    return host;
  }

  it('moves its background slower than the page as it scrolls; lazy image by default', async () => {
    const host = tall({ imageUrl: POSTER, title: 'Made to move', speed: 0.4 });
    const layer = await until(() => q<HTMLElement>(host, '[part="media"]'), 3000, 'the layer');
    expect(q<HTMLImageElement>(host, 'img')!.getAttribute('loading')).to.equal('lazy');
    expect(q(host, 'button'), 'no video, no button').to.equal(null);
    const at = (y: number) => {
      window.scrollTo(0, y);
      return until(() => {
        const transform = layer.style.transform;
        return transform && transform.includes('translate3d') ? transform : undefined;
      }, 3000, 'a transform');
    };
    const top = host.getBoundingClientRect().top + window.scrollY + host.getBoundingClientRect().height / 2;
    await at(top - innerHeight / 2);
    // the section centred in the viewport: the background sits where it was laid out
    await until(() => layer.style.transform === 'translate3d(0px, 0px, 0px)', 3000, `centred (${layer.style.transform})`);
    const first = layer.getBoundingClientRect().top;
    const hostFirst = host.getBoundingClientRect().top;
    window.scrollTo(0, top - innerHeight / 2 + 100);
    await until(() => Math.abs(host.getBoundingClientRect().top - (hostFirst - 100)) < 1, 3000, 'scrolled');
    await until(() => Math.abs(layer.getBoundingClientRect().top - (first - 60)) < 2, 3000, `the background moved 60 of the 100 px (${first} → ${layer.getBoundingClientRect().top}, ${layer.style.transform})`);
  });

  it('pauses and plays from its button, the name saying what it will do', async () => {
    const host = tall({ imageUrl: POSTER, videoUrl: VIDEO, title: 'Made to move', pauseLabel: 'Pause the film', playLabel: 'Play the film' });
    host.scrollIntoView({ block: 'center' });
    const video = await until(() => q<HTMLVideoElement>(host, 'video'), 3000, 'the video');
    await until(() => !video.paused && video.currentTime > 0, 8000, 'playing');
    const button = q<HTMLButtonElement>(host, 'button[part="toggle"]')!;
    expect(button.getAttribute('aria-label')).to.equal('Pause the film');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => video.paused, 3000, 'paused');
    expect(button.getAttribute('aria-label')).to.equal('Play the film');
    await sendKeys({ press: 'Space' });
    await until(() => !video.paused, 3000, 'playing again');
    expect(button.getAttribute('aria-label')).to.equal('Pause the film');
  });

  it('with reduced motion keeps the background still and the video paused', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = tall({ imageUrl: POSTER, videoUrl: VIDEO, title: 'Made to move' });
    const button = await until(() => q<HTMLButtonElement>(host, 'button[part="toggle"]'), 3000, 'the button');
    await until(() => button.getAttribute('aria-label') === 'Play video', 3000, 'default play label');
    window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY - 200);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(q<HTMLElement>(host, '[part="media"]')!.style.transform).to.equal('');
    expect(q(host, 'section')!.hasAttribute('data-moving')).to.equal(false);
    expect(q<HTMLVideoElement>(host, 'video')!.paused).to.equal(true);
  });
});
