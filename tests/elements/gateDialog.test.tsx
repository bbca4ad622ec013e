import { expect } from 'chai';
import { useState } from 'react';
import { defineElement } from '../../src/elements/define';
import { GateDialog } from '../../src/react/gates/GateDialog';
import { cleanup, fixture, settle, shadow, until } from './helpers';

function TestGate() {
  const [open, setOpen] = useState(true);
  return (
    <GateDialog open={open} zIndex={1351} labelledBy="gate-title" describedBy="gate-text">
      <div>
        <h2 id="gate-title">Are you of legal age?</h2>
        <p id="gate-text">This site is for adults only.</p>
        <button type="button" onClick={() => setOpen(false)}>
          Yes
        </button>
        <button type="button">No</button>
      </div>
    </GateDialog>
  );
}
defineElement('test-gate', TestGate);

describe('GateDialog', () => {
  afterEach(cleanup);

  it('is a labelled modal dialog at its layer, inside the shadow root, with the page behind inert', async () => {
    const container = fixture('<a id="outside" href="#x">Outside link</a><div id="wrap"><p id="beside">beside</p><test-gate></test-gate></div>');
    const host = container.querySelector('test-gate')!;
    // What the page behind was like when the dialog first appeared in the DOM (a mutation
    // observer runs right after React's commit, before any paint or passive effect).
    let behindAtFirstSight: { outside: boolean; beside: boolean; scroll: string } | undefined;
    const observer = new MutationObserver(() => {
      if (behindAtFirstSight || !shadow(host).querySelector('[role="dialog"]')) return;
      behindAtFirstSight = {
        outside: container.querySelector('#outside')!.hasAttribute('inert'),
        beside: container.querySelector('#beside')!.hasAttribute('inert'),
        scroll: document.documentElement.style.overflow,
      };
    });
    observer.observe(shadow(host), { childList: true, subtree: true });
    const dialog = await until(() => shadow(host).querySelector('[role="dialog"]'));
    observer.disconnect();
    expect(behindAtFirstSight, 'the page behind, in the commit that shows the dialog').to.deep.equal({ outside: true, beside: true, scroll: 'hidden' });
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('aria-labelledby')).to.equal('gate-title');
    expect(dialog.getAttribute('aria-describedby')).to.equal('gate-text');
    const root = shadow(host).querySelector('[data-gate-layer]')!;
    expect(getComputedStyle(root).zIndex).to.equal('1351');
    expect(container.querySelector('#outside')!.hasAttribute('inert')).to.equal(true);
    expect(container.querySelector('#beside')!.hasAttribute('inert')).to.equal(true);
    expect(host.hasAttribute('inert')).to.equal(false);
  });

  it('ignores Escape and backdrop clicks; its own answer closes it and the page comes back', async () => {
    const container = fixture('<a id="outside" href="#x">Outside link</a><test-gate></test-gate>');
    const host = container.querySelector('test-gate')!;
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"]'));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    shadow(host).querySelector<HTMLElement>('[data-gate-backdrop]')?.click();
    await settle();
    expect(shadow(host).querySelector('[role="dialog"]')).to.exist;
    const yes = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Yes')!;
    yes.click();
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'dialog to close');
    expect(container.querySelector('#outside')!.hasAttribute('inert')).to.equal(false);
  });

  it('keeps the page from scrolling while open and gives focus back when it closes', async () => {
    const container = fixture('<button id="before" type="button">Before</button><div style="height: 300vh"></div>');
    const before = container.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    const gate = document.createElement('test-gate');
    container.append(gate);
    const dialog = await until(() => shadow(gate).querySelector<HTMLElement>('[role="dialog"]'));
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    await until(() => dialog.contains(shadow(gate).activeElement), 3000, 'focus in the dialog');
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Yes')!.click();
    await until(() => !shadow(gate).querySelector('[role="dialog"]'), 3000, 'dialog to close');
    expect(document.documentElement.style.overflow).to.equal('');
    expect(document.activeElement).to.equal(before);
  });

  it('keeps focus inside: focus moves into the dialog', async () => {
    const container = fixture('<test-gate></test-gate>');
    const host = container.querySelector('test-gate')!;
    await until(() => shadow(host).querySelector('[role="dialog"]'));
    await until(() => shadow(host).activeElement && shadow(host).querySelector('[role="dialog"]')!.contains(shadow(host).activeElement), 3000, 'focus in the dialog');
    expect(document.activeElement).to.equal(host);
  });
});
