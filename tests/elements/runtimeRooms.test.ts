import { expect } from 'chai';
import { insertInDocumentOrder, precedes } from '../../src/react/runtime/documentOrder';
import { MAX_SLICE, createSliceScheduler, type SliceWork } from '../../src/react/runtime/sliceScheduler';
import { createUnmountBatch } from '../../src/react/runtime/unmounts';
import type { ElementState, MountedElement } from '../../src/react/runtime/mounted';
import { nextTask, until } from './helpers';

// The element runtime's rooms (src/react/runtime/root.tsx names them), each on its own, with fakes
// in place of React: what is ordered, sliced, held and flushed, and when.

interface Item {
  readonly host: HTMLElement;
  name: string;
  direct?: boolean;
  /** showDirect finds that its state needs React */
  needsReact?: boolean;
  holdUntil?: number;
}

let box: HTMLElement;
beforeEach(() => {
  box = document.createElement('div');
  document.body.append(box);
});
afterEach(() => box.remove());

function items(...names: string[]): Item[] {
  return names.map((name) => {
    const host = document.createElement('div');
    host.id = name;
    box.append(host);
    return { host, name };
  });
}

/** A scheduler whose React is a record: each slice commits a task after it was given. */
function scheduler(options: { commit?: boolean } = {}) {
  const slices: string[][] = [];
  const shown: string[][] = [];
  const log: string[] = [];
  const work: SliceWork<Item> = {
    direct: (item) => item.direct === true && !item.needsReact,
    showDirect: (item) => {
      if (item.needsReact) return false;
      log.push(`direct ${item.name}`);
      return true;
    },
    holdUntil: (item) => (item.holdUntil !== undefined && performance.now() < item.holdUntil ? item.holdUntil : undefined),
    shown: (elements) => shown.push(elements.map((item) => item.name)),
    render: (slice) => {
      slices.push(slice.map((item) => item.name));
      log.push(`react ${slice.map((item) => item.name).join(',')}`);
      if (options.commit === false) return;
      setTimeout(() => {
        for (const item of slice) queue.committed(item);
        queue.sliceCommitted();
      }, 0);
    },
  };
  const queue = createSliceScheduler(work);
  return { queue, slices, shown, log };
}

describe('document order (documentOrder.ts)', () => {
  it('tells which of two nodes comes first, and false for nodes in different trees', () => {
    const [a, b] = items('a', 'b');
    expect(precedes(a!.host, b!.host)).to.equal(true);
    expect(precedes(b!.host, a!.host)).to.equal(false);
    expect(precedes(a!.host, document.createElement('div'))).to.equal(false);
  });

  it('inserts each item at its place in the document, whatever order they come in', () => {
    const [a, b, c, d] = items('a', 'b', 'c', 'd');
    const queue: Item[] = [];
    for (const item of [c!, a!, d!, b!]) insertInDocumentOrder(queue, item);
    expect(queue.map((item) => item.name)).to.deep.equal(['a', 'b', 'c', 'd']);
  });
});

describe('the slice scheduler (sliceScheduler.ts)', () => {
  it('renders in slices of 1, 2, 4 … elements, in document order, each after the last one committed', async () => {
    const { queue, slices } = scheduler();
    const all = items(...Array.from({ length: 10 }, (_, index) => `e${index}`));
    // They connect bottom to top (code arriving late for the ones above): the page's order wins.
    for (const item of [...all].reverse()) queue.add(item);
    await until(() => slices.flat().length === 10, 3000, 'all ten rendered');
    expect(slices).to.deep.equal([['e0'], ['e1', 'e2'], ['e3', 'e4', 'e5', 'e6'], ['e7', 'e8', 'e9']]);
    expect(MAX_SLICE).to.equal(32);
  });

  it('starts the first slice in a task of its own, not in the task that evaluated the runtime', async () => {
    const { queue, slices } = scheduler();
    const [a] = items('a');
    queue.add(a!);
    await Promise.resolve();
    await Promise.resolve();
    expect(slices).to.deep.equal([]);
    await until(() => slices.length === 1, 3000, 'the first slice');
    expect(slices[0]).to.deep.equal(['a']);
  });

  it('shows the elements at the head of the queue without React, in order, and stops at one that needs React', async () => {
    const { queue, log } = scheduler();
    const [a, b, c, d] = items('a', 'b', 'c', 'd');
    a!.direct = true;
    b!.direct = true;
    d!.direct = true;
    for (const item of [a!, b!, c!, d!]) queue.add(item);
    await until(() => log.includes('direct d'), 3000, 'd shown');
    // d comes after c, React's: it waits until c's slice is given (the page paints top to bottom).
    expect(log).to.deep.equal(['direct a', 'direct b', 'react c', 'direct d']);
  });

  it('gives React an element whose state showDirect cannot show, from then on', async () => {
    const { queue, log } = scheduler();
    const [a] = items('a');
    a!.direct = true;
    a!.needsReact = true;
    queue.add(a!);
    await until(() => log.length > 0, 3000, 'a rendered');
    expect(log).to.deep.equal(['react a']);
  });

  it('holds an element until its wait is over, and wake() lets it go at once', async () => {
    const { queue, slices } = scheduler();
    const [a, b] = items('a', 'b');
    a!.holdUntil = performance.now() + 5_000;
    queue.add(a!);
    queue.add(b!);
    await nextTask();
    await nextTask();
    // b is below a: it waits behind it.
    expect(slices).to.deep.equal([]);
    a!.holdUntil = undefined;
    queue.wake();
    await until(() => slices.flat().length === 2, 3000, 'both rendered');
    expect(slices).to.deep.equal([['a'], ['b']]);
  });

  /** A scheduler whose first slice (`a`) is rendering and not committed, and the other items made. */
  async function sliceInFlight(...names: string[]) {
    const { queue, slices } = scheduler({ commit: false });
    const [a, ...others] = items('a', ...names);
    queue.add(a!);
    await until(() => slices.length === 1, 3000, 'the first slice');
    return { queue, slices, a: a!, others };
  }

  it('puts an element whose state now needs React first, ahead of those waiting', async () => {
    const { queue, slices, a, others: [b, c] } = await sliceInFlight('b', 'c');
    queue.add(b!);
    // a's slice is in flight: nothing more until it commits.
    queue.first(c!);
    await nextTask();
    expect(slices).to.deep.equal([['a']]);
    queue.committed(a);
    queue.sliceCommitted();
    await until(() => slices.length === 2, 3000, 'the second slice');
    expect(slices[1]).to.deep.equal(['c', 'b']);
  });

  it('never renders an element removed before its turn, and goes on when a slice in flight leaves', async () => {
    const { queue, slices, a, others: [b, c] } = await sliceInFlight('b', 'c');
    queue.add(b!);
    queue.add(c!);
    // a never commits (it left while rendering), and b leaves before its turn.
    queue.remove(new Set([a, b!]));
    await until(() => slices.length === 2, 3000, 'the next slice');
    expect(slices).to.deep.equal([['a'], ['c']]);
    // Nothing is left waiting: once c commits, a new element is the next slice on its own.
    queue.committed(c!);
    queue.sliceCommitted();
    const [d] = items('d');
    queue.add(d!);
    await until(() => slices.length === 3, 3000, 'the slice after');
    expect(slices[2]).to.deep.equal(['d']);
  });
});

describe('batched unmounts (unmounts.ts)', () => {
  it('flushes every element removed in one task together, a task later', async () => {
    const flushes: string[][] = [];
    const batch = createUnmountBatch<Item>((gone) => flushes.push([...gone].map((item) => item.name)));
    const [a, b] = items('a', 'b');
    a!.host.remove();
    b!.host.remove();
    batch.add(a!);
    batch.add(b!);
    expect(flushes).to.deep.equal([]);
    await until(() => flushes.length > 0, 3000, 'a flush');
    expect(flushes).to.deep.equal([['a', 'b']]);
  });

  it('keeps an element moved in the same task (disconnected, then connected again)', async () => {
    const flushes: string[][] = [];
    const batch = createUnmountBatch<Item>((gone) => flushes.push([...gone].map((item) => item.name)));
    const [a, b, c] = items('a', 'b', 'c');
    a!.host.remove();
    batch.add(a!);
    box.append(a!.host);
    // b is connected again without revive(): still connected at the flush, so it stays too.
    b!.host.remove();
    batch.add(b!);
    box.prepend(b!.host);
    batch.revive(a!);
    c!.host.remove();
    batch.add(c!);
    await until(() => flushes.length > 0, 3000, 'a flush');
    expect(flushes).to.deep.equal([['c']]);
    await nextTask();
    expect(flushes).to.have.length(1);
  });
});

describe('the takeover queue (takeovers.ts)', () => {
  it('keeps the server markup while the model is awaited, the takeover code loads, or the turn has not come', async () => {
    const { holdForTakeover, queueTakeover, queuedState, dropTakeover, showsServerMarkup } = await import('../../src/react/runtime/takeovers');
    const { createStore } = await import('../../src/core/stores/createStore');
    const host = document.createElement('div');
    const shadowRoot = host.attachShadow({ mode: 'open' });
    shadowRoot.innerHTML = '<p>server</p>';
    const state: ElementState = { props: {}, direction: 'ltr', visibleTo: [] };
    const element: MountedElement = { id: 1, host, shadowRoot, portalContainer: host, spec: { tag: 'x-y', component: () => null, display: 'block' }, state: createStore(state), serverNodes: [...shadowRoot.childNodes], fixedSheets: [] };
    let ready = false;
    holdForTakeover(element, state, () => (ready = true));
    expect(showsServerMarkup(element, state)).to.equal(true);
    await until(() => ready, 5000, 'the takeover code');
    // Loaded, but held until its turn; a later state waits in the queue, the newest wins.
    expect(showsServerMarkup(element, state)).to.equal(true);
    const later = { ...state, lang: 'fr' };
    queueTakeover(element, later);
    expect(queuedState(element)).to.equal(later);
    element.held = false;
    expect(showsServerMarkup(element, state)).to.equal(false);
    expect(showsServerMarkup(element, { ...state, awaitingModel: true })).to.equal(true);
    dropTakeover(element);
    expect(queuedState(element)).to.equal(undefined);
  });
});
