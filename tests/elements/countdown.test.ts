import { expect } from 'chai';
import '../../src/elements/brand-countdown';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { installClock, type ManualClock } from './manualClock';

type Host = HTMLElement & { model?: unknown };

const END = '2026-03-29T01:00:10Z';
const END_MS = Date.parse(END);
const LABELS = { daysLabel: 'Days', hoursLabel: 'Hours', minutesLabel: 'Minutes', secondsLabel: 'Seconds' };

function mount(model: Record<string, unknown>) {
  const host = fixture('<brand-countdown></brand-countdown>').querySelector<Host>('brand-countdown')!;
  host.model = model;
  const ends: unknown[] = [];
  host.addEventListener('brand-countdown-end', (event) => ends.push((event as CustomEvent).detail));
  return { host, ends };
}

const digits = (host: Element) =>
  [...shadow(host).querySelectorAll('[part~="value"]')].map((value) => value.textContent).join(':');
const part = (host: Element, name: string) => shadow(host).querySelector<HTMLElement>(`[part~="${name}"]`);

describe('brand-countdown', () => {
  let clock: ManualClock;
  /** Waits until the countdown's effect has armed its next timer: the digits render before it. */
  const armed = () => until(() => clock.pending().length > 0, 3000, 'the next timer');
  afterEach(async () => {
    clock?.restore();
    cleanup();
    await settle();
  });

  it('shows days, hours, minutes and seconds under their labels, themed, digits hidden from screen readers', async () => {
    clock = installClock(END_MS - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000));
    const { host } = mount({ endDate: END, ...LABELS, title: 'Limited edition ends in' });
    await until(() => part(host, 'units'), 3000, 'the units');
    expect(digits(host)).to.equal('2:03:04:05');
    expect([...shadow(host).querySelectorAll('[part~="label"]')].map((label) => label.textContent)).to.deep.equal(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(part(host, 'units')!.getAttribute('aria-hidden')).to.equal('true');
    expect(part(host, 'title')!.textContent).to.equal('Limited edition ends in');
    const box = part(host, 'days')!;
    expect(getComputedStyle(box).backgroundColor).to.equal('rgb(0, 169, 224)'); // zyn primary
    const live = part(host, 'announcement')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.textContent).to.equal('2 Days, 3 Hours, 4 Minutes');
    expect(live.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('catches up at once when its timer is armed late (the effect runs after time moved, a paused clock)', async () => {
    clock = installClock(END_MS - 61_500);
    // The render reads the clock; by the time anything reads it again, 5 s have gone by and no timer fired.
    const read = clock.now;
    let first = true;
    clock.now = () => {
      const time = read();
      if (first) {
        first = false;
        clock.lag(5_000);
      }
      return time;
    };
    const { host } = mount({ endDate: END, ...LABELS });
    await until(() => digits(host) === '0:00:00:57', 3000, 'the time left now, not at the render');
    await armed();
    expect(clock.pending()).to.deep.equal([500]);
  });

  it('ticks each second from the clock; the live region changes only with the minute', async () => {
    clock = installClock(END_MS - 61_500);
    const { host } = mount({ endDate: END, ...LABELS });
    await until(() => part(host, 'units'), 3000, 'the units');
    expect(digits(host)).to.equal('0:00:01:02');
    // The first tick waits for the next whole second of the time left (500 ms), not a full second.
    await armed();
    expect(clock.pending()).to.deep.equal([500]);
    const announcements: string[] = [];
    const live = part(host, 'announcement')!;
    new MutationObserver(() => announcements.push(live.textContent ?? '')).observe(live, { subtree: true, characterData: true, childList: true });
    clock.tick(500);
    await until(() => digits(host) === '0:00:01:01', 3000, 'one second less');
    await armed();
    expect(clock.pending()).to.deep.equal([1000]);
    clock.tick(1000);
    await until(() => digits(host) === '0:00:01:00', 3000, '1:00');
    clock.tick(1000);
    await until(() => digits(host) === '0:00:00:59', 3000, '0:59');
    await settle();
    expect(announcements).to.deep.equal(['0 Days, 0 Hours, 0 Minutes']);
  });

  it('a late timer does not drift: the next one is shortened back to the whole second', async () => {
    clock = installClock(END_MS - 5_000);
    const { host } = mount({ endDate: END, ...LABELS });
    await until(() => part(host, 'units'), 3000, 'the units');
    await armed();
    expect(clock.pending()).to.deep.equal([1000]);
    // The page was busy: time moved 1030 ms with no timer run, then the timer fires late.
    clock.lag(1_030);
    clock.tick(0);
    await until(() => digits(host) === '0:00:00:04', 3000, '4 s');
    await armed();
    expect(clock.pending()).to.deep.equal([970]);
  });

  it('at the end shows expiredText in the same live region and fires brand-countdown-end once', async () => {
    clock = installClock(END_MS - 2_000);
    const { host, ends } = mount({ endDate: END, ...LABELS, expiredText: 'This offer has ended' });
    await until(() => part(host, 'units'), 3000, 'the units');
    const live = part(host, 'announcement')!;
    clock.tick(1_999);
    await until(() => digits(host) === '0:00:00:01', 3000, 'the last second');
    expect(ends).to.deep.equal([]);
    clock.tick(1);
    await until(() => part(host, 'expired'), 3000, 'the expired text');
    expect(part(host, 'expired')).to.equal(live);
    expect(live.textContent).to.equal('This offer has ended');
    expect(part(host, 'units')).to.equal(null);
    await until(() => ends.length === 1, 3000, 'the end event');
    expect(ends).to.deep.equal([{ endDate: END }]);
    expect(clock.pending()).to.deep.equal([]);
  });

  it('loaded after the end: the expired text, no event; without expiredText nothing visible', async () => {
    clock = installClock(END_MS + 60_000);
    const { host, ends } = mount({ endDate: END, ...LABELS, expiredText: 'Ended' });
    await until(() => part(host, 'expired')?.textContent === 'Ended', 3000, 'the expired text');
    const other = mount({ endDate: END, ...LABELS });
    await until(() => part(other.host, 'countdown'), 3000, 'the second countdown');
    expect(other.host.getBoundingClientRect().height).to.be.at.most(1);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(ends).to.deep.equal([]);
  });

  it('reads an endDate with its UTC offset and counts by epoch time, second by second', async () => {
    // The browser here runs in UTC, so this cannot show a daylight-saving change: it shows the offset
    // (+01:00) is read, not dropped (that would be one hour more). The change itself is tested in
    // tests/unit/timing/countdown.test.ts under TZ=Europe/London.
    const end = '2026-03-30T00:00:00+01:00'; // 23:00 UTC on the 29th
    clock = installClock(Date.parse('2026-03-29T00:59:59Z'));
    const { host } = mount({ endDate: end, ...LABELS });
    await until(() => part(host, 'units'), 3000, 'the units');
    expect(digits(host)).to.equal('0:22:00:01');
    clock.tick(1000);
    await until(() => digits(host) === '0:22:00:00', 3000, 'one second on');
    clock.tick(1000);
    await until(() => digits(host) === '0:21:59:59', 3000, 'and one more');
  });

  it('a bad endDate: nothing shown and one console error naming the element', async () => {
    clock = installClock(END_MS - 5_000);
    const { errors } = await captureConsole(async () => {
      const { host } = mount({ endDate: 'next Friday', ...LABELS, expiredText: 'Ended' });
      await until(() => host.shadowRoot, 3000, 'the shadow root');
      // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
      await runtimeSettled();
      expect(shadow(host).querySelector('[part]')).to.equal(null);
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-countdown>').and.contain('next Friday');
  });

  it('without all four labels: nothing live, a placeholder in the editor', async () => {
    clock = installClock(END_MS - 5_000);
    const live = mount({ endDate: END, ...LABELS, secondsLabel: '' });
    await until(() => live.host.shadowRoot, 3000, 'the shadow root');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(part(live.host, 'countdown')).to.equal(null);
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const edit = mount({ endDate: END, ...LABELS, secondsLabel: '' });
      const placeholder = await until(() => edit.host.shadowRoot?.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
      expect(placeholder.textContent).to.contain('four unit labels');
    } finally {
      authoringStore.set(before);
    }
  });
});
