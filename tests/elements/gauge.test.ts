import { expect } from 'chai';
import '../../src/elements/brand-gauge';
import { authoringStore } from '../../src/core/stores/authoring';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;

function mount(attributes: string): Host {
  return fixture(`<brand-gauge ${attributes}></brand-gauge>`).querySelector<Host>('brand-gauge')!;
}
const meter = (host: Element) => until(() => shadow(host).querySelector<HTMLElement>('[role="meter"]'), 3000, 'the meter');
const fill = (host: Element) => shadow(host).querySelector<SVGCircleElement>('[data-fill]');
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));

describe('brand-gauge', () => {
  afterEach(cleanup);

  it('is a meter named by its label, with the value text value-out-of-scale', async () => {
    const host = mount('label="Intensity" value="7" scale="10"');
    const ring = await meter(host);
    expect(ring.getAttribute('aria-valuenow')).to.equal('7');
    expect(ring.getAttribute('aria-valuemin')).to.equal('0');
    expect(ring.getAttribute('aria-valuemax')).to.equal('10');
    expect(ring.getAttribute('aria-valuetext')).to.equal('7-out-of-10');
    const name = shadow(host).getElementById(ring.getAttribute('aria-labelledby')!);
    expect(name?.textContent).to.equal('Intensity');
    expect(shadow(host).querySelector('[part="value"]')!.textContent).to.equal('7/10');
  });

  it('draws 80 percent of a ring with the gap at the bottom, filled to value / scale, stroke 6, in the theme', async () => {
    const host = mount('value="3" scale="12"');
    const ring = await meter(host);
    expect(ring.getAttribute('aria-label')).to.equal('3-out-of-12'); // no label: the value text names it
    const track = shadow(host).querySelector<SVGCircleElement>('[data-track]')!;
    expect(track.getAttribute('stroke-dasharray')).to.equal('80 100');
    expect(fill(host)!.getAttribute('stroke-dasharray')).to.equal('20 100'); // 25 % of 80
    expect(track.getAttribute('stroke-width')).to.equal('6');
    expect(track.getAttribute('transform')).to.match(/^rotate\(126 /);
    expect(getComputedStyle(fill(host)!).stroke).to.equal('rgb(0, 169, 224)'); // zyn primary
    const box = ring.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([96, 96]);
  });

  it('sizes Medium, Small and Tiny are 96, 64 and 48 px; anything else is Medium', async () => {
    const container = fixture(['Medium', 'Small', 'Tiny', 'Huge'].map((size) => `<brand-gauge value="5" scale="10" size="${size}"></brand-gauge>`).join(''));
    const sides: number[] = [];
    for (const host of container.querySelectorAll('brand-gauge')) sides.push((await meter(host)).getBoundingClientRect().width);
    expect(sides).to.deep.equal([96, 64, 48, 96]);
  });

  it('keeps the fill within 0..100 percent, and the meter its value within its range (ARIA)', async () => {
    const host = mount('value="14" scale="10"');
    const ring = await meter(host);
    expect(fill(host)!.getAttribute('stroke-dasharray')).to.equal('80 100');
    expect([ring.getAttribute('aria-valuenow'), ring.getAttribute('aria-valuemax'), ring.getAttribute('aria-valuetext')]).to.deep.equal(['10', '10', '10-out-of-10']);
    host.value = 0;
    await until(() => !fill(host), 3000, 'no fill at 0');
  });

  it('renders nothing live without both value and scale; the editor shows a placeholder', async () => {
    const live = mount('label="Intensity" value="7"');
    await until(() => live.shadowRoot, 3000, 'the shadow root');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(live).querySelector('[role="meter"]')).to.equal(null);
    expect(shadow(live).querySelector('[data-brand-placeholder]')).to.equal(null);
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const edit = mount('label="Intensity" scale="10"');
      const placeholder = await until(() => edit.shadowRoot?.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
      expect(placeholder.textContent).to.contain('value and a scale');
    } finally {
      authoringStore.set(before);
    }
  });

  it('opens the info tooltip on keyboard focus after 100 ms, and Escape closes it', async () => {
    const host = mount('label="Intensity" value="7" scale="10" info="How strong the flavour tastes."');
    await meter(host);
    const trigger = shadow(host).querySelector<HTMLButtonElement>('[part="info-trigger"]')!;
    const bubble = shadow(host).querySelector<HTMLElement>('[role="tooltip"]')!;
    const tip = bubble.parentElement!;
    expect(trigger.getAttribute('aria-describedby')).to.equal(bubble.id);
    expect(tip.hidden).to.equal(true);
    const focusedAt = performance.now();
    trigger.focus();
    await until(() => !tip.hidden, 3000, 'the tooltip to open');
    expect(performance.now() - focusedAt).to.be.at.least(90);
    expect(tip.textContent).to.equal('How strong the flavour tastes.');
    expect(getComputedStyle(bubble).color).to.equal('rgb(255, 255, 255)');
    key(trigger, 'Escape');
    await until(() => tip.hidden, 3000, 'Escape to close it');
  });

  it('keeps the tooltip on screen next to a viewport edge', async () => {
    const container = fixture('<div><brand-gauge label="Edge" value="7" scale="10" size="Tiny"></brand-gauge></div>');
    const host = container.querySelector<Host>('brand-gauge')!;
    host.info = 'A long explanation that is much wider than the little gauge it belongs to, on purpose.';
    container.firstElementChild!.setAttribute('style', `position: fixed; top: 200px; left: ${document.documentElement.clientWidth - 90}px`);
    await meter(host);
    const trigger = shadow(host).querySelector<HTMLButtonElement>('[part="info-trigger"]')!;
    const bubble = shadow(host).querySelector<HTMLElement>('[role="tooltip"]')!;
    trigger.focus();
    await until(() => bubble.getBoundingClientRect().width > 0, 3000, 'the tooltip to open');
    const rect = bubble.getBoundingClientRect();
    expect(rect.right).to.be.at.most(document.documentElement.clientWidth - 7);
    expect(rect.left).to.be.at.least(7);
  });

  it('a long touch press opens the tooltip; a short tap does not', async () => {
    const host = mount('label="Intensity" value="7" scale="10" info="Tip"');
    await meter(host);
    const trigger = shadow(host).querySelector<HTMLButtonElement>('[part="info-trigger"]')!;
    const tip = shadow(host).querySelector<HTMLElement>('[role="tooltip"]')!.parentElement!;
    const pointer = (type: string) => trigger.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', bubbles: true, composed: true }));
    // A short tap: its press commits (the 700 ms timer starts), then it ends and must cancel that timer.
    const tappedAt = performance.now();
    pointer('pointerdown');
    await settle();
    pointer('pointerup');
    await settle();
    // A long press 300 ms later: had the tap's timer survived, the tooltip would open ~400 ms into it.
    await until(() => performance.now() - tappedAt >= 300, 3000, '300 ms after the tap');
    const pressedAt = performance.now();
    pointer('pointerdown');
    await until(() => !tip.hidden, 3000, 'the long press to open it');
    expect(performance.now() - pressedAt).to.be.at.least(690);
    pointer('pointerup');
    await until(() => tip.hidden, 3000, 'closing after the touch ends');
    expect(performance.now() - pressedAt).to.be.at.least(690 + 1490);
  });

  it('label and info are text: markup in them stays text', async () => {
    const host = fixture('<brand-gauge></brand-gauge>').querySelector<Host>('brand-gauge')!;
    host.model = { label: '<img src=x onerror="window.__xss=1">', info: '<script>window.__xss=1</script>', value: 1, scale: 2 };
    await meter(host);
    expect(shadow(host).querySelector('img, script')).to.equal(null);
    expect(shadow(host).querySelector('[part="info-trigger"]')!.textContent).to.contain('<img src=x');
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('the gauge model arrives as an object too', async () => {
    const host = fixture('<brand-gauge></brand-gauge>').querySelector<Host>('brand-gauge')!;
    host.model = { label: 'Strength', value: 9, scale: 12, size: 'Small' };
    const ring = await meter(host);
    expect(ring.getAttribute('aria-valuetext')).to.equal('9-out-of-12');
    expect(ring.getBoundingClientRect().width).to.equal(64);
  });
});
