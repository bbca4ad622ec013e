import { expect } from 'chai';
import { createElement } from 'react';
import { defineElement } from '../../src/elements/define';
import { direct } from '../../src/react/runtime/direct';
import { lazyComponent } from '../../src/react/runtime/lazyComponent';
import { captureConsole, cleanup, fixture, runtimeSettled, shadow } from './helpers';

type Host = HTMLElement & { updateComplete: Promise<void> };

function Plain({ label = '' }: { label?: string }) {
  return createElement('p', { 'data-by': 'react' }, label);
}

/**
 * An element drawn without React unless its label starts with "react:", whose component loads on demand: each load
 * is counted and waits for the test to let it through (or fail).
 */
function lazyElement(tag: string) {
  const loads: Array<{ resolve(): void; reject(): void }> = [];
  const component = lazyComponent<{ label?: string }>(
    tag,
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve: () => resolve(Plain), reject: () => reject(new Error('offline')) });
      }),
  );
  defineElement(tag, component, {
    props: { label: 'string' },
    direct: direct<{ label?: string }>(({ label = '' }) => {
      if (label.startsWith('react:')) return undefined;
      const p = document.createElement('p');
      p.setAttribute('data-by', 'direct');
      p.textContent = label;
      return [p];
    }),
  });
  return loads;
}

defineElement('test-lazy-neighbour', Plain, { props: { label: 'string' } });

const shown = (host: Element) => [...shadow(host).querySelectorAll('p')].map((p) => `${p.getAttribute('data-by')}:${p.textContent}`);

describe('an element whose component loads on demand (lazyComponent)', () => {
  afterEach(cleanup);

  it('a state drawn without React asks for no code; one that needs React loads it, what was shown staying until it renders', async () => {
    const loads = lazyElement('test-lazy-shown');
    const host = fixture('<test-lazy-shown label="first"></test-lazy-shown>').firstElementChild as Host;
    await host.updateComplete;
    await runtimeSettled();
    expect(shown(host)).to.deep.equal(['direct:first']);
    expect(loads).to.have.length(0);

    host.setAttribute('label', 'react:second');
    let done = false;
    void host.updateComplete.then(() => (done = true));
    await runtimeSettled();
    // Asked for once, and nothing in the meantime: neither an empty host nor an update reported as done.
    expect(loads).to.have.length(1);
    expect(shown(host)).to.deep.equal(['direct:first']);
    expect(done).to.equal(false);

    loads[0]!.resolve();
    await host.updateComplete;
    expect(shown(host)).to.deep.equal(['react:react:second']);
    // A second element of the type renders at once, with no load.
    const other = fixture('<test-lazy-shown label="react:other"></test-lazy-shown>').firstElementChild as Host;
    await other.updateComplete;
    expect(shown(other)).to.deep.equal(['react:react:other']);
    expect(loads).to.have.length(1);
  });

  it('a failed load says so once, leaves the element as it was, and its next state loads again', async () => {
    const loads = lazyElement('test-lazy-fails');
    const host = fixture('<test-lazy-fails label="first"></test-lazy-fails>').firstElementChild as Host;
    await host.updateComplete;
    const { errors } = await captureConsole(async () => {
      host.setAttribute('label', 'react:second');
      await runtimeSettled();
      expect(loads).to.have.length(1);
      loads[0]!.reject();
      // Settled: it shows all it can.
      await host.updateComplete;
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<test-lazy-fails>: its code could not load');
    expect(shown(host)).to.deep.equal(['direct:first']);

    host.setAttribute('label', 'react:third');
    await runtimeSettled();
    expect(loads).to.have.length(2);
    loads[1]!.resolve();
    await host.updateComplete;
    expect(shown(host)).to.deep.equal(['react:react:third']);
  });

  it('does not hold the elements beside it, and one removed while its code loads is not rendered when it comes', async () => {
    const loads = lazyElement('test-lazy-removed');
    const container = fixture('<test-lazy-removed label="first"></test-lazy-removed>');
    const host = container.firstElementChild as Host;
    await host.updateComplete;
    host.setAttribute('label', 'react:second');
    const neighbour = document.createElement('test-lazy-neighbour') as Host;
    neighbour.setAttribute('label', 'beside');
    container.append(neighbour);
    await neighbour.updateComplete;
    expect(shown(neighbour)).to.deep.equal(['react:beside']);
    expect(loads).to.have.length(1);
    expect(shown(host)).to.deep.equal(['direct:first']);

    host.remove();
    const { errors } = await captureConsole(async () => {
      loads[0]!.resolve();
      await runtimeSettled();
    });
    expect(errors).to.deep.equal([]);
    // (unmounted: what it showed went with it, and React rendered nothing into it)
    expect(shown(host)).to.deep.equal([]);
    // Back on the page, it renders with the code now here.
    host.setAttribute('label', 'react:third');
    container.append(host);
    await host.updateComplete;
    expect(shown(host)).to.deep.equal(['react:react:third']);
    expect(loads).to.have.length(1);
  });
});
