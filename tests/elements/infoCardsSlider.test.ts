import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-info-cards-slider';
import { authoringStore } from '../../src/core/stores/authoring';
import { INFO_CARDS_SLIDER_ERROR } from '../../src/core/model/emptiness';
import { brokenImagesSettled, captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;
const PIXEL = '/tests/elements/fixtures/pixel.png';
const VIDEO = '/demo/media/loop.webm';

const videoCard = { title: '<h3>See a <em>pouch</em></h3>', image: { src: PIXEL, alt: 'A pouch' }, videoUrl: VIDEO, captionsUrl: '/demo/media/loop.en.vtt', captionsLang: 'en', dialog: { closeAriaLabel: 'Close the video' } };
const dialogCard = (title: string) => ({ title: `<p>${title}</p>`, image: PIXEL, dialog: { title, closeAriaLabel: 'Close it' }, dialogXFContent: `<p>About ${title}.</p><img src="${PIXEL}" onerror="window.__xss=1">` });
const MODEL = { accessibilityLabel: 'Why pouches?', items: [videoCard, dialogCard('Tobacco-free'), dialogCard('Discreet'), dialogCard('Lasting')] };

function mount(model: Record<string, unknown> = MODEL): Host {
  const container = fixture('<button id="before" type="button">Before</button><brand-info-cards-slider></brand-info-cards-slider>');
  const host = container.querySelector<Host>('brand-info-cards-slider')!;
  host.model = model;
  return host;
}
const buttons = (host: Element) => [...shadow(host).querySelectorAll<HTMLButtonElement>('[data-card-button]')];
const ready = (host: Element) => until(() => shadow(host).querySelector('swiper-container[data-ready]') && buttons(host).length > 0 && host, 5000, 'Swiper started');
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('brand-info-cards-slider', () => {
  afterEach(cleanup);

  it('renders a carousel of cards in its shadow root, each one button named by its title text', async () => {
    const host = await ready(mount());
    const slider = shadow(host).querySelector('section')!;
    expect(slider.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(slider.getAttribute('aria-label')).to.equal('Why pouches?');
    expect(buttons(host).map((button) => button.getAttribute('aria-label'))).to.deep.equal(['See a pouch', 'Tobacco-free', 'Discreet', 'Lasting']);
    expect(shadow(host).querySelector('[data-card] img')!.getAttribute('alt')).to.equal('A pouch');
    expect(shadow(host).querySelector('[data-title] em')!.textContent).to.equal('pouch');
    expect([...shadow(host).querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-type'))).to.deep.equal(['video', 'dialog', 'dialog', 'dialog']);
    const rect = buttons(host)[0]!.getBoundingClientRect();
    expect(rect.height).to.be.at.least(44);
    expect(rect.width).to.be.at.least(44);
    // styles applied: the card is bordered and its button covers it
    expect(getComputedStyle(shadow(host).querySelector('[data-card]')!).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(buttons(host)[0]!).position).to.equal('absolute');
  });

  it('tells a video card from a dialog card to a screen reader: each button is described by visually hidden text', async () => {
    const described = (host: Element) =>
      buttons(host).map((button) => {
        const id = button.getAttribute('aria-describedby');
        const text = id ? shadow(host).getElementById(id) : null;
        return text ? [text.textContent, text.getBoundingClientRect().width <= 1] : null;
      });
    const host = await ready(mount());
    expect(described(host)).to.deep.equal([
      ['Play video', true],
      ['Open details', true],
      ['Open details', true],
      ['Open details', true],
    ]);
    cleanup();
    const authored = await ready(mount({ ...MODEL, playLabel: 'Watch the film', openLabel: 'Read more' }));
    expect(described(authored).map((entry) => entry?.[0])).to.deep.equal(['Watch the film', 'Read more', 'Read more', 'Read more']);
  });

  it('a dialog card opens its sanitized content in a small full-width dialog; Escape closes it and focus returns to the card', async () => {
    const host = await ready(mount());
    const seen: unknown[] = [];
    host.addEventListener('brand-info-card', (event) => seen.push((event as CustomEvent).detail));
    const card = buttons(host)[1]!;
    card.focus();
    card.click();
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"][data-max-width="sm"][data-full-width]'), 3000, 'the dialog');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Tobacco-free');
    expect(dialog.querySelector('[data-dialog-close]')!.getAttribute('aria-label')).to.equal('Close it');
    const content = dialog.querySelector('[data-info-dialog-content]')!;
    expect(content.querySelector('p')!.textContent).to.equal('About Tobacco-free.');
    expect(content.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    // spacing step 2 of the theme's scale (0.5rem)
    expect(getComputedStyle(content).rowGap).to.equal('8px');
    expect(seen).to.deep.equal([{ index: 1, type: 'dialog', title: 'Tobacco-free' }]);
    await sendKeys({ press: 'Escape' });
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'the dialog to close');
    await until(() => deepActive() === card, 3000, 'focus back on the card');
  });

  it('a video card opens the video dialog: the video with captions, focus on close, paused and closed by Escape, focus back', async () => {
    const host = await ready(mount());
    const card = buttons(host)[0]!;
    card.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"][data-video-dialog]'), 5000, 'the video dialog');
    expect(dialog.getAttribute('aria-label')).to.equal('See a pouch');
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).to.equal(VIDEO);
    expect(video.controls).to.equal(true);
    expect(video.autoplay).to.equal(false);
    expect(dialog.querySelector('track')!.getAttribute('src')).to.equal('/demo/media/loop.en.vtt');
    const close = dialog.querySelector<HTMLButtonElement>('[data-video-close]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close the video');
    await until(() => deepActive() === close, 3000, 'focus on the close button');
    let paused = false;
    video.pause = () => {
      paused = true;
    };
    await sendKeys({ press: 'Escape' });
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'the video dialog to close');
    expect(paused).to.equal(true);
    await until(() => deepActive() === card, 3000, 'focus back on the card');
  });

  it('previous and next move the cards; an edge arrow is aria-disabled', async () => {
    const host = await ready(mount());
    const previous = shadow(host).querySelector<HTMLButtonElement>('[data-arrow="previous"]')!;
    const next = shadow(host).querySelector<HTMLButtonElement>('[data-arrow="next"]')!;
    expect(previous.getAttribute('aria-label')).to.equal('Previous');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    const swiper = (shadow(host).querySelector('swiper-container') as HTMLElement & { swiper: { activeIndex: number } }).swiper;
    next.click();
    await until(() => swiper.activeIndex === 1, 3000, 'the next card');
    await until(() => previous.getAttribute('aria-disabled') === 'false', 3000, 'previous enabled');
  });

  it('live, invalid cards are left out and unsafe URLs refused; no valid card renders nothing', async () => {
    let host!: Host;
    const { errors } = await captureConsole(async () => {
      host = mount({ items: [dialogCard('Kept'), { title: 'No image' }, { ...videoCard, videoUrl: 'javascript:alert(1)' }, { ...dialogCard('Bad image'), image: 'javascript:alert(1)' }] });
      await until(() => buttons(host).length === 2, 3000, 'two cards');
      await settle();
    });
    expect(buttons(host).map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Kept', 'Bad image']);
    expect(shadow(host).querySelectorAll('img[src^="javascript"]')).to.have.length(0);
    expect(errors.some((error) => error.includes('refused image'))).to.equal(true);
    cleanup();
    const empty = mount({ items: [{ title: 'half' }] });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(empty).querySelector('section')).to.equal(null);
    expect(shadow(empty).textContent).to.equal('');
  });

  it('item fields given HTML and URL payloads run nothing and leave no script-capable markup', async () => {
    const win = window as Window & { __xss?: number };
    delete win.__xss;
    const html = '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">A</a><b>Bold</b>';
    const host = await ready(
      mount({ items: [{ title: html, image: { src: 'javascript:window.__xss=4', alt: html }, dialog: { title: html, closeAriaLabel: html }, dialogXFContent: html }, { ...videoCard, title: html, captionsUrl: 'vbscript:x' }] }),
    );
    buttons(host)[0]!.click();
    const dialog = await until(() => shadow(host).querySelector('[role="dialog"]'), 3000, 'the dialog');
    // "No script ran" waits until broken images have failed and their handlers have had their turn.
    await brokenImagesSettled();
    const root = shadow(host);
    expect(root.querySelectorAll('script, [onerror], a[href^="javascript"], img[src^="javascript"], track[src^="vbscript"]')).to.have.length(0);
    expect(dialog.querySelector('[data-info-dialog-content] b')!.textContent).to.equal('Bold');
    expect(buttons(host)[0]!.getAttribute('aria-label')).to.equal('ABold');
    expect(win.__xss).to.equal(undefined);
  });

  it('in the editor an invalid card shows the spec\'s configuration error', async () => {
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const host = mount({ items: [dialogCard('Fine'), { title: 'half' }] });
      await until(() => shadow(host).querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
      expect(shadow(host).querySelector('[data-brand-placeholder]')!.textContent).to.equal(INFO_CARDS_SLIDER_ERROR);
      expect(buttons(host)).to.have.length(0);
    } finally {
      authoringStore.set(before);
    }
  });

  it('takes the dark theme and a checked border colour', async () => {
    const host = await ready(mount({ ...MODEL, sliderTheme: 'dark', borderColor: 'rgb(255, 0, 0)' }));
    const card = shadow(host).querySelector('[data-card]')!;
    expect(shadow(host).querySelector('section')!.getAttribute('data-theme')).to.equal('dark');
    expect(getComputedStyle(card).borderTopColor).to.equal('rgb(255, 0, 0)');
    cleanup();
    const { errors } = await captureConsole(async () => {
      const bad = await ready(mount({ ...MODEL, borderColor: 'red;}:host{display:none' }));
      await settle();
      expect(getComputedStyle(bad).display).to.not.equal('none');
      expect(getComputedStyle(shadow(bad).querySelector('[data-card]')!).borderTopColor).to.not.equal('rgb(255, 0, 0)');
    });
    expect(errors.length).to.be.greaterThan(0);
  });

  it("takes the catalogue's own field name, theme dark, without taking it for a brand theme", async () => {
    cleanup();
    const { warnings } = await captureConsole(async () => {
      const host = await ready(mount({ ...MODEL, theme: 'dark' }));
      await settle();
      expect(shadow(host).querySelector('section')!.getAttribute('data-theme')).to.equal('dark');
    });
    expect(warnings.filter((warning) => warning.includes('unknown theme'))).to.deep.equal([]);
  });
});
