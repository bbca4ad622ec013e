import { expect } from 'chai';
import '../../src/elements/brand-text';
import { defineElement } from '../../src/elements/define';
import { CODE_ORDER_WAIT_MS, codeRequested, codeSettled, loadingCode } from '../../src/core/stores/elementCode';
import { cleanup, fixture, settle, shadow } from './helpers';

// Elements written into the HTML upgrade as their code arrives; the runtime renders them in document order.

type Host = HTMLElement & { updateComplete: Promise<void> };

function Label({ label = '' }: { label?: string }) {
  return <p>{label}</p>;
}

const shown = (host: Element) => shadow(host).querySelector('p')?.textContent ?? null;

/** The order in which the hosts show their content (each one's updateComplete, recorded as it resolves). */
function renderOrder(hosts: Host[]): { order: string[]; done: Promise<void> } {
  const order: string[] = [];
  const done = Promise.all(hosts.map((host) => host.updateComplete.then(() => order.push(shown(host) ?? '(nothing)')))).then(() => undefined);
  return { order, done };
}

describe('elements render in document order, whichever code arrives first', () => {
  afterEach(async () => {
    for (const tag of loadingCode.getSnapshot().keys()) codeSettled(tag);
    cleanup();
    await settle();
  });

  it('one whose code came later than that of the one below it still renders first', async () => {
    const container = fixture('<test-order-top label="top"></test-order-top><test-order-bottom label="bottom"></test-order-bottom>');
    // Defined bottom first, in one task, as when the bottom one's code arrives first.
    defineElement('test-order-bottom', Label, { props: { label: 'string' } });
    defineElement('test-order-top', Label, { props: { label: 'string' } });
    const hosts = [...container.children] as Host[];
    const { order, done } = renderOrder([hosts[1]!, hosts[0]!]);
    await done;
    expect(order).to.deep.equal(['top', 'bottom']);
  });

  it('an element waits while the code of an element above it is on its way, and renders once it is here', async () => {
    codeRequested('test-order-late');
    const container = fixture(
      '<brand-text text="above"></brand-text><test-order-late label="late"></test-order-late><brand-text text="below"></brand-text><test-order-react label="below too"></test-order-react>',
    );
    defineElement('test-order-react', Label, { props: { label: 'string' } });
    const [above, late, below, belowToo] = [...container.children] as Host[];
    // The settled signal for "not yet", not a fixed wait: both brand-texts are shown without React in
    // the same run of the queue when nothing holds the second one back (and the React one waits
    // behind it), so once the one above shows, the ones below have had their turn.
    await above!.updateComplete;
    expect(shown(above!)).to.equal('above');
    expect(shown(below!), 'below the element whose code is loading: not yet').to.equal(null);
    expect(shown(belowToo!)).to.equal(null);

    // Its code evaluates (the element upgrades, and so is queued last); the load settles a microtask later.
    defineElement('test-order-late', Label, { props: { label: 'string' } });
    const { order, done } = renderOrder([below!, belowToo!, late!]);
    codeSettled('test-order-late');
    await done;
    expect(order).to.deep.equal(['late', 'below', 'below too']);
  });

  it('a load that failed (settled, the element still undefined) lets the elements below render', async () => {
    codeRequested('test-order-fails');
    const container = fixture('<brand-text text="above"></brand-text><test-order-fails></test-order-fails><brand-text text="below"></brand-text>');
    const [above, , below] = [...container.children] as Host[];
    // The settled signal for "not yet": the one above and the one below are shown in the same run of
    // the queue unless the one below is held back, so once the one above shows, it has had its turn.
    await above!.updateComplete;
    expect(shown(above!)).to.equal('above');
    expect(shown(below!)).to.equal(null);
    codeSettled('test-order-fails');
    await below!.updateComplete;
    expect(shown(below!)).to.equal('below');
  });

  it('waits at most CODE_ORDER_WAIT_MS from the request of that code: a lost chunk does not keep the rest blank', async () => {
    const requestedAt = performance.now() - CODE_ORDER_WAIT_MS + 400;
    codeRequested('test-order-lost', requestedAt);
    const container = fixture('<brand-text text="above"></brand-text><test-order-lost></test-order-lost><brand-text text="below"></brand-text>');
    const [above, , below] = [...container.children] as Host[];
    // Once the one above shows, the one below has had its turn (see above): held back for now.
    await above!.updateComplete;
    expect(shown(below!)).to.equal(null);
    await below!.updateComplete;
    expect(shown(below!)).to.equal('below');
    expect(performance.now() - requestedAt).to.be.at.least(CODE_ORDER_WAIT_MS);
    expect(loadingCode.getSnapshot().has('test-order-lost'), 'still loading: the wait ended by time').to.equal(true);
  });

  it('elements above a loading one, and code of elements not in the document, hold nothing back', async () => {
    codeRequested('test-order-elsewhere');
    const container = fixture('<brand-text text="one"></brand-text><brand-text text="two"></brand-text><test-order-after></test-order-after>');
    codeRequested('test-order-after');
    const [one, two] = [...container.querySelectorAll('brand-text')] as Host[];
    await Promise.all([one!.updateComplete, two!.updateComplete]);
    expect([shown(one!), shown(two!)]).to.deep.equal(['one', 'two']);
  });
});
