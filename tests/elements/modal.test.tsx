import { expect } from 'chai';
import { useRef, useState } from 'react';
import { defineElement } from '../../src/elements/define';
import { Modal, type ModalCloseReason } from '../../src/react/shared/modal/Modal';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const closes: ModalCloseReason[] = [];

function TestModal({ dismissible, takeOverGate }: { dismissible?: boolean; takeOverGate?: boolean }) {
  const [open, setOpen] = useState(true);
  const answer = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      zIndex={1400}
      label="Pick one"
      dismissible={dismissible}
      takeOverGate={takeOverGate}
      onClose={(reason) => {
        closes.push(reason);
        setOpen(false);
      }}
      initialFocus={answer}
      backdropProps={{ 'data-test-backdrop': '' }}
    >
      <button type="button">First</button>
      <button type="button" ref={answer}>
        Answer
      </button>
    </Modal>
  );
}
defineElement('test-modal', () => <TestModal />);
defineElement('test-modal-fixed', () => <TestModal dismissible={false} />);
// The age gate's modal: it takes over what the gate made inert before its component ran.
defineElement('test-modal-gate', () => <TestModal takeOverGate />);

describe('Modal', () => {
  afterEach(() => {
    cleanup();
    closes.length = 0;
  });

  it('focuses initialFocus, is named by label, and closes on Escape and backdrop clicks with their reasons', async () => {
    const container = fixture('<test-modal></test-modal>');
    const host = container.querySelector('test-modal')!;
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"]'));
    expect(dialog.getAttribute('aria-label')).to.equal('Pick one');
    await until(() => shadow(host).activeElement?.textContent === 'Answer', 3000, 'focus on initialFocus');
    let reachedDocument = false;
    const onDocumentKey = () => (reachedDocument = true);
    document.addEventListener('keydown', onDocumentKey);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    document.removeEventListener('keydown', onDocumentKey);
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'closed by Escape');
    expect(closes).to.deep.equal(['escapeKeyDown']);
    expect(reachedDocument, 'Escape stays in the modal').to.equal(false);

    const again = document.createElement('test-modal');
    container.append(again);
    const backdrop = await until(() => shadow(again).querySelector<HTMLElement>('[data-test-backdrop]'));
    backdrop.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    backdrop.click();
    await until(() => !shadow(again).querySelector('[role="dialog"]'), 3000, 'closed by a backdrop click');
    expect(closes).to.deep.equal(['escapeKeyDown', 'backdropClick']);
  });

  it("makes the page behind inert and gives it back on close: the age gate's modal what the gate made inert too, never the page's own", async () => {
    const container = fixture('<p id="page-own" inert>kept inert</p><p id="by-script" inert="brand-gate">the script\'s</p><p id="live">live</p><test-modal-gate></test-modal-gate>');
    const host = container.querySelector('test-modal-gate')!;
    await until(() => shadow(host).querySelector('[role="dialog"]'));
    const inert = () => ['page-own', 'by-script', 'live'].map((id) => container.querySelector(`#${id}`)!.getAttribute('inert'));
    expect(inert()).to.deep.equal(['', '', '']);
    shadow(host).querySelector<HTMLElement>('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'closed');
    expect(inert()).to.deep.equal(['', null, null]);
  });

  it("any other modal leaves what a gate made inert alone: closing it does not give the page back under the gate", async () => {
    const container = fixture('<p id="by-gate" inert="brand-gate">behind the gate</p><p id="live">live</p><test-modal></test-modal>');
    const host = container.querySelector('test-modal')!;
    await until(() => shadow(host).querySelector('[role="dialog"]'));
    const inert = () => ['by-gate', 'live'].map((id) => container.querySelector(`#${id}`)!.getAttribute('inert'));
    expect(inert()).to.deep.equal(['brand-gate', '']);
    shadow(host).querySelector<HTMLElement>('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'closed');
    expect(inert()).to.deep.equal(['brand-gate', null]);
  });

  it('a click on the backdrop closes only when the press began there (the second click of a double click does not)', async () => {
    const host = fixture('<test-modal></test-modal>').querySelector('test-modal')!;
    const backdrop = await until(() => shadow(host).querySelector<HTMLElement>('[data-test-backdrop]'));
    const answer = shadow(host).querySelector<HTMLElement>('[role="dialog"] button:last-child')!;
    backdrop.click(); // no pointerdown: the press began elsewhere (on the button that opened it)
    answer.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    backdrop.click(); // pressed in the dialog, released on the backdrop
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(host).querySelector('[role="dialog"]'), 'still open').to.exist;
    expect(closes).to.deep.equal([]);
    backdrop.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    backdrop.click();
    await until(() => !shadow(host).querySelector('[role="dialog"]'), 3000, 'closed by a whole backdrop click');
    expect(closes).to.deep.equal(['backdropClick']);
  });

  it('not dismissible: Escape is kept from the page but closes nothing, nor does a backdrop click', async () => {
    const container = fixture('<test-modal-fixed></test-modal-fixed>');
    const host = container.querySelector('test-modal-fixed')!;
    const dialog = await until(() => shadow(host).querySelector<HTMLElement>('[role="dialog"]'));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    dialog.dispatchEvent(escape);
    shadow(host).querySelector<HTMLElement>('[data-test-backdrop]')!.click();
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(escape.defaultPrevented).to.equal(true);
    expect(shadow(host).querySelector('[role="dialog"]')).to.exist;
    expect(closes).to.deep.equal([]);
  });
});
