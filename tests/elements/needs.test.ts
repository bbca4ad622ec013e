import { expect } from 'chai';
import { createElement } from 'react';
import { defineElement } from '../../src/elements/define';
import { lazyModule } from '../../src/react/runtime/lazyModule';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';

type Host = HTMLElement & { updateComplete: Promise<void> };

/**
 * An element whose render with a label starting with "big" needs a piece of code besides its component (`needs`): each load of
 * the piece is counted and waits for the test to let it through (or fail). It shows its label and whether the piece
 * was there when it rendered.
 */
function needsElement(tag: string) {
  const loads: Array<{ resolve(): void; reject(): void }> = [];
  const piece = lazyModule(
    () =>
      new Promise<{ word: string }>((resolve, reject) => {
        loads.push({ resolve: () => resolve({ word: 'whole' }), reject: () => reject(new Error('offline')) });
      }),
    `<${tag}>: its piece could not load.`,
  );
  function Shows({ label = '' }: { label?: string }) {
    return createElement('p', null, `${label}:${piece.loaded()?.word ?? 'in pieces'}`);
  }
  defineElement(tag, Shows, { props: { label: 'string' }, needs: ({ label = '' }) => [label.startsWith('big') && piece] });
  return loads;
}

function Plain({ label = '' }: { label?: string }) {
  return createElement('p', null, label);
}
defineElement('test-needs-neighbour', Plain, { props: { label: 'string' } });

const shown = (host: Element) => [...shadow(host).querySelectorAll('p')].map((p) => p.textContent);
const hosts = (container: HTMLElement) => [...container.children] as Host[];

describe('an element whose first render needs more code (needs)', () => {
  afterEach(cleanup);

  it('renders once the piece is here, whole, and the elements below wait with it; those above do not', async () => {
    const loads = needsElement('test-needs-waits');
    const container = fixture(
      '<test-needs-neighbour label="above"></test-needs-neighbour><test-needs-waits label="big"></test-needs-waits><test-needs-neighbour label="below"></test-needs-neighbour>',
    );
    const [above, host, below] = hosts(container);
    await above!.updateComplete;
    // Its turn came: the piece was asked for, and the queue stops at it.
    await until(() => loads.length === 1, 3000, 'the piece asked for');
    expect(shown(host!)).to.deep.equal([]);
    expect(shown(below!)).to.deep.equal([]);

    loads[0]!.resolve();
    await Promise.all([host!.updateComplete, below!.updateComplete]);
    expect(shown(host!)).to.deep.equal(['big:whole']);
    expect(shown(below!)).to.deep.equal(['below']);
    expect(loads).to.have.length(1);
  });

  it('a state that needs nothing renders at once and asks for nothing; a later one that needs the piece loads it', async () => {
    const loads = needsElement('test-needs-nothing');
    const host = fixture('<test-needs-nothing label="small"></test-needs-nothing>').firstElementChild as Host;
    await host.updateComplete;
    expect(shown(host)).to.deep.equal(['small:in pieces']);
    expect(loads).to.have.length(0);
    // (Its later renders are its component's to complete: the runtime waits only before the first.)
    host.setAttribute('label', 'big');
    await host.updateComplete;
    expect(shown(host)).to.deep.equal(['big:in pieces']);
    expect(loads).to.have.length(0);
  });

  it('a piece that cannot load holds nobody: the element stays as it is after its own try, each failed load says so, and its next state loads again', async () => {
    const loads = needsElement('test-needs-fails');
    const container = fixture('<test-needs-fails label="big"></test-needs-fails><test-needs-neighbour label="below"></test-needs-neighbour>');
    const [host, below] = hosts(container);
    const { errors } = await captureConsole(async () => {
      await until(() => loads.length === 1, 3000, 'the piece asked for');
      loads[0]!.reject();
      await below!.updateComplete;
      // Asked for again as its render came (after the hold was let go), and failed again.
      await until(() => loads.length === 2, 3000, 'the render\'s own try');
      loads[1]!.reject();
      await host!.updateComplete;
    });
    expect(shown(below!)).to.deep.equal(['below']);
    expect(shown(host!)).to.deep.equal([]);
    expect(errors).to.have.length(2);
    expect(errors.every((error) => error.includes('<test-needs-fails>: its piece could not load.'))).to.equal(true);

    host!.setAttribute('label', 'big again');
    await until(() => loads.length === 3, 3000, 'the next state\'s load');
    loads[2]!.resolve();
    await host!.updateComplete;
    expect(shown(host!)).to.deep.equal(['big again:whole']);
  });
});
