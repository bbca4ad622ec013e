import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-image';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';

const PIXEL = '/tests/elements/fixtures/pixel.png';

function mount(attributes = `zoom alt="ZYN Cool Mint tin" src="${PIXEL}?w=600" width="300" height="200"`) {
  const container = fixture(`<button id="before" type="button">Before</button><brand-image ${attributes}></brand-image>`);
  return container.querySelector('brand-image')!;
}
const opener = (host: Element) => until(() => shadow(host).querySelector<HTMLButtonElement>('[data-zoom-open]'), 3000, 'the zoom button');
const dialogOf = (host: Element) => shadow(host).querySelector<HTMLElement>('[role="dialog"][data-image-zoom]');
const imageOf = (host: Element) => dialogOf(host)!.querySelector<HTMLImageElement>('[data-zoom-image]')!;
const stageOf = (host: Element) => dialogOf(host)!.querySelector<HTMLElement>('[data-zoom-stage]')!;
const scaleOf = (host: Element) => Number(imageOf(host).dataset.scale);
const untilScale = (host: Element, scale: number) => until(() => scaleOf(host) === scale, 3000, `scale ${scale} (is ${scaleOf(host)})`);
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
async function open(host: Element) {
  (await opener(host)).click();
  return until(() => dialogOf(host), 10_000, 'the zoom dialog');
}

/** A pointer event on the stage, at an offset from its centre. */
function pointer(host: Element, type: string, id: number, dx: number, dy: number, pointerType = 'touch') {
  const stage = stageOf(host);
  const rect = stage.getBoundingClientRect();
  const init = { pointerId: id, pointerType, isPrimary: id === 1, bubbles: true, composed: true, cancelable: true, button: 0 };
  stage.dispatchEvent(new PointerEvent(type, { ...init, clientX: rect.left + rect.width / 2 + dx, clientY: rect.top + rect.height / 2 + dy }));
}

describe('brand-image zoom (the image zoom dialog)', function () {
  // A test waits up to 10 s for the dialog (its first opening loads the zoom's chunk) and some open it twice: the runner's
  // 10 s for a whole test cut one short on a loaded machine (a CI run where every test ran 2.5 times slower).
  this.timeout(25_000);
  afterEach(cleanup);

  it('is a plain image without zoom, and a labelled button with it', async () => {
    const plain = mount(`alt="Tin" src="${PIXEL}"`);
    await until(() => shadow(plain).querySelector('img'), 3000, 'the image');
    expect(shadow(plain).querySelector('button')).to.equal(null);
    cleanup();
    const host = mount();
    const button = await opener(host);
    expect(button.getAttribute('aria-label')).to.equal('Zoom image: ZYN Cool Mint tin');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(button.getBoundingClientRect().height).to.be.greaterThan(44);
  });

  it('a link wins over zoom', async () => {
    const host = mount(`zoom link-url="/product" alt="Tin" src="${PIXEL}"`);
    await until(() => shadow(host).querySelector('a'), 3000, 'the link');
    expect(shadow(host).querySelector('[data-zoom-open]')).to.equal(null);
  });

  it('opens full screen on click with a labelled 44 px close button that has focus; Escape closes and focus returns', async () => {
    const host = mount();
    const button = await opener(host);
    button.focus();
    const dialog = await open(host);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('aria-label')).to.equal('ZYN Cool Mint tin');
    const rect = dialog.getBoundingClientRect();
    expect(rect.width).to.equal(window.innerWidth);
    expect(rect.height).to.equal(window.innerHeight);
    const close = dialog.querySelector<HTMLButtonElement>('[data-zoom-close]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    expect(close.getBoundingClientRect().width).to.be.at.least(44);
    await until(() => deepActive() === close, 3000, 'focus on the close button');
    expect(imageOf(host).getAttribute('src')).to.equal(`${PIXEL}?w=600`);
    expect(imageOf(host).alt).to.equal('ZYN Cool Mint tin');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialogOf(host), 3000, 'the dialog to close');
    await until(() => deepActive() === button, 3000, 'focus back on the image button');
  });

  it('shows zoomSrc, a larger source, when given and safe', async () => {
    const host = mount(`zoom alt="Tin" src="${PIXEL}" zoom-src="${PIXEL}?large"`);
    await open(host);
    expect(imageOf(host).getAttribute('src')).to.equal(`${PIXEL}?large`);
    cleanup();
    const refused = mount(`zoom alt="Tin" src="${PIXEL}" zoom-src="javascript:alert(1)"`);
    await open(refused);
    expect(imageOf(refused).getAttribute('src')).to.equal(PIXEL);
  });

  it('speaks the page language through zoomLabels', async () => {
    const host = mount(`zoom alt="علبة" src="${PIXEL}"`) as HTMLElement & { model?: unknown };
    host.model = { alt: 'علبة', src: PIXEL, zoom: true, zoomLabels: { open: 'تكبير الصورة', close: 'إغلاق', zoomIn: 'تكبير', zoomOut: 'تصغير', level: 'التكبير', ignored: 1 } };
    await until(() => shadow(host).querySelector('[data-zoom-open]')?.getAttribute('aria-label') === 'تكبير الصورة: علبة', 3000, 'the Arabic button label');
    const dialog = await open(host);
    expect(dialog.querySelector('[data-zoom-close]')!.getAttribute('aria-label')).to.equal('إغلاق');
    expect(dialog.querySelector('[data-zoom-in]')!.getAttribute('aria-label')).to.equal('تكبير');
    expect(dialog.querySelector('[data-zoom-out]')!.getAttribute('aria-label')).to.equal('تصغير');
    expect(dialog.querySelector('[role="status"]')!.textContent).to.equal('التكبير 100%');
  });

  it('+ and - change the scale within 1..3, 0 resets, and the level is announced', async () => {
    const host = mount();
    await open(host);
    const level = dialogOf(host)!.querySelector('[role="status"]')!;
    expect(level.textContent).to.equal('Zoom 100%');
    await sendKeys({ press: '+' });
    await untilScale(host, 1.5);
    expect(level.textContent).to.equal('Zoom 150%');
    await sendKeys({ press: '=' });
    await untilScale(host, 2);
    await sendKeys({ press: '-' });
    await untilScale(host, 1.5);
    for (let press = 0; press < 5; press += 1) await sendKeys({ press: '+' });
    await untilScale(host, 3);
    expect(dialogOf(host)!.querySelector('[data-zoom-in]')!.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: '0' });
    await untilScale(host, 1);
    expect(dialogOf(host)!.querySelector('[data-zoom-out]')!.getAttribute('aria-disabled')).to.equal('true');
  });

  it('the zoom buttons are the single-pointer alternative', async () => {
    const host = mount();
    await open(host);
    dialogOf(host)!.querySelector<HTMLButtonElement>('[data-zoom-in]')!.click();
    await untilScale(host, 1.5);
    expect(imageOf(host).hasAttribute('data-animate')).to.equal(true);
    dialogOf(host)!.querySelector<HTMLButtonElement>('[data-zoom-out]')!.click();
    await untilScale(host, 1);
  });

  it('a double click toggles 1 <-> 3 with the 300 ms transition', async () => {
    const host = mount();
    await open(host);
    const stage = stageOf(host);
    stage.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true, clientX: 200, clientY: 200 }));
    await untilScale(host, 3);
    expect(getComputedStyle(imageOf(host)).transitionDuration).to.equal('0.3s');
    stage.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true, clientX: 200, clientY: 200 }));
    await untilScale(host, 1);
  });

  it('a double tap (two touch taps within 300 ms at the same spot) toggles; two slow taps do not', async () => {
    const host = mount();
    await open(host);
    const tap = (id: number) => {
      pointer(host, 'pointerdown', id, 10, 10);
      pointer(host, 'pointerup', id, 10, 10);
    };
    tap(1);
    tap(2);
    await untilScale(host, 3);
    tap(3);
    tap(4);
    await untilScale(host, 1);
    tap(5);
    const slow = performance.now();
    await until(() => performance.now() - slow > 350, 1000, '350 ms');
    tap(6);
    await settle();
    expect(scaleOf(host)).to.equal(1);
  });

  it('a pinch zooms continuously, clamped to 1..3', async () => {
    const host = mount();
    await open(host);
    pointer(host, 'pointerdown', 1, -50, 0);
    pointer(host, 'pointerdown', 2, 50, 0);
    pointer(host, 'pointermove', 1, -100, 0);
    pointer(host, 'pointermove', 2, 100, 0);
    await untilScale(host, 2);
    expect(imageOf(host).hasAttribute('data-animate')).to.equal(false);
    pointer(host, 'pointermove', 1, -400, 0);
    pointer(host, 'pointermove', 2, 400, 0);
    await untilScale(host, 3);
    pointer(host, 'pointermove', 1, -10, 0);
    pointer(host, 'pointermove', 2, 10, 0);
    await untilScale(host, 1);
    pointer(host, 'pointerup', 1, -10, 0);
    pointer(host, 'pointerup', 2, 10, 0);
  });

  it('the close button closes it, and nothing logs', async () => {
    const { errors, warnings } = await captureConsole(async () => {
      const host = mount();
      await open(host);
      dialogOf(host)!.querySelector<HTMLButtonElement>('[data-zoom-close]')!.click();
      await until(() => !dialogOf(host), 3000, 'the dialog to close');
      await open(host);
    });
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });
});
