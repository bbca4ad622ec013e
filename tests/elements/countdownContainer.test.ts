import { expect } from 'chai';
import '../../src/elements/brand-countdown-container';
import { authoringStore } from '../../src/core/stores/authoring';
import { MAX_TIMER_MS } from '../../src/core/timing/window';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { installClock, type ManualClock } from './manualClock';

type Host = HTMLElement & { model?: unknown };

const START = '2026-06-01T09:00:00Z';
const END = '2026-06-08T09:00:00Z';
const START_MS = Date.parse(START);
const END_MS = Date.parse(END);

function mount(model: Record<string, unknown>) {
  const container = fixture(`
    <brand-countdown-container>
      <div id="offer"><p>Limited edition</p><a id="buy" href="/shop">Shop now</a></div>
      <p id="note">While stocks last</p>
    </brand-countdown-container>`);
  const host = container.querySelector<Host>('brand-countdown-container')!;
  host.model = model;
  const $ = (selector: string) => container.querySelector<HTMLElement>(selector)!;
  return { host, $ };
}

const slotted = (host: Element) => shadow(host).querySelector('slot')?.assignedElements() ?? [];
const really = {
  shown: (item: HTMLElement) => !item.hidden && !item.inert && item.getClientRects().length > 0,
  hidden: (item: HTMLElement) => item.hidden && item.inert && item.getClientRects().length === 0,
};

describe('brand-countdown-container', () => {
  let clock: ManualClock;
  afterEach(async () => {
    clock?.restore();
    cleanup();
    await settle();
  });

  it('before the start its items are really hidden, and they show at the start instant without a reload', async () => {
    clock = installClock(START_MS - 5_000);
    const { host, $ } = mount({ startDate: START, endDate: END });
    await until(() => host.shadowRoot?.querySelector('[part="container"]'), 3000, 'the container');
    await until(() => $('#offer').hidden, 3000, 'the items hidden');
    expect(slotted(host)).to.deep.equal([]);
    expect(really.hidden($('#offer')) && really.hidden($('#note'))).to.equal(true);
    expect(clock.pending()).to.deep.equal([5_000]);
    clock.tick(4_999);
    await settle();
    expect(really.hidden($('#offer'))).to.equal(true);
    clock.tick(1);
    await until(() => really.shown($('#offer')), 3000, 'the items shown at the start');
    expect(slotted(host)).to.deep.equal([$('#offer'), $('#note')]);
    expect(really.shown($('#note'))).to.equal(true);
    // Then one timer to the end.
    await until(() => clock.pending()[0] === END_MS - START_MS, 3000, 'the timer to the end');
  });

  it('hides them at the end instant (exclusive) and arms nothing after', async () => {
    clock = installClock(END_MS - 1_000);
    const { host, $ } = mount({ startDate: START, endDate: END });
    await until(() => really.shown($('#offer')), 3000, 'the items shown');
    clock.tick(1_000);
    await until(() => really.hidden($('#offer')), 3000, 'the items hidden at the end');
    expect(slotted(host)).to.deep.equal([]);
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(clock.pending()).to.deep.equal([]);
  });

  it('a missing date leaves that side open', async () => {
    clock = installClock(END_MS + 86_400_000 * 365);
    const openEnded = mount({ startDate: START });
    await until(() => really.shown(openEnded.$('#offer')), 3000, 'open-ended items shown');
    expect(clock.pending()).to.deep.equal([]);
    cleanup();
    clock.restore();
    clock = installClock(0);
    const noStart = mount({ endDate: END });
    await until(() => really.shown(noStart.$('#offer')), 3000, 'items shown from the start of time');
  });

  it('caps a wait over 24.8 days and re-arms it', async () => {
    clock = installClock(START_MS - 40 * 86_400_000);
    const { $ } = mount({ startDate: START, endDate: END });
    await until(() => clock.pending().length === 1, 3000, 'a timer');
    expect(clock.pending()).to.deep.equal([MAX_TIMER_MS]);
    clock.tick(MAX_TIMER_MS);
    await until(() => clock.pending()[0] === 40 * 86_400_000 - MAX_TIMER_MS, 3000, 're-armed for the rest');
    expect(really.hidden($('#offer'))).to.equal(true);
  });

  it('items added later take the current state', async () => {
    clock = installClock(START_MS - 5_000);
    const { host } = mount({ startDate: START, endDate: END });
    await until(() => (host.firstElementChild as HTMLElement).hidden, 3000, 'hidden');
    const late = document.createElement('p');
    late.textContent = 'Added by the editor';
    host.append(late);
    await until(() => late.hidden && late.inert, 3000, 'the late item hidden');
  });

  it('an unreadable date keeps the items hidden, with one console error naming the element', async () => {
    clock = installClock(START_MS);
    const { errors } = await captureConsole(async () => {
      const { $ } = mount({ startDate: 'soon', endDate: END });
      await until(() => $('#offer').hidden, 3000, 'hidden');
      await settle();
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-countdown-container>').and.contain('soon');
  });

  it('the editor shows the items outside the window, under a label with the window', async () => {
    clock = installClock(END_MS + 1);
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const { host, $ } = mount({ startDate: START, endDate: END });
      const label = await until(() => host.shadowRoot?.querySelector<HTMLElement>('[part="editor-label"]'), 3000, 'the editor label');
      expect(label.textContent).to.match(/^Countdown container: shown from .*2026.* until .*2026/);
      await until(() => really.shown($('#offer')), 3000, 'the items shown in the editor');
      expect(really.shown($('#note'))).to.equal(true);
    } finally {
      authoringStore.set(before);
    }
  });
});
