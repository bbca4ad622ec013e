import { useId, useRef, type ReactNode } from 'react';
import { useThemedClass } from '../../runtime/useThemedClass';
import { buttonStyles } from '../../gates/buttonStyles';
import { Spinner } from '../../gates/GateButton';
import { Modal } from './Modal';
import { confirmBackdropStyles, confirmLayerStyles, confirmStyles } from './confirmStyles';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is running: the confirm button is busy (aria-busy, a spinner) and pressing it again does nothing. */
  busy?: boolean;
  /**
   * Names the parts for tests and styling hooks: `data-{marker}-dialog`, `data-{marker}-cancel`,
   * `data-{marker}-confirm` (default `confirm`).
   */
  marker?: string;
}

/**
 * "Remove this card?": a small APG alertdialog on the shared modal, Cancel focused first (the safe choice), then
 * the action. Every destructive account action (remove a card, an address, a device; cancel an order) and the
 * cart's "Clear cart" confirm through it, so there is one confirmation, one look and one keyboard behaviour.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy, marker = 'confirm' }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const classes = {
    layer: useThemedClass(confirmLayerStyles),
    backdrop: useThemedClass(confirmBackdropStyles),
    dialog: useThemedClass(confirmStyles),
    button: useThemedClass(buttonStyles),
  };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={cancelRef}
      zIndex={1300}
      layerProps={{ className: classes.layer }}
      backdropProps={{ className: classes.backdrop }}
      dialogProps={{ className: classes.dialog, [`data-${marker}-dialog`]: '' }}
    >
      <h3 id={titleId}>{title}</h3>
      <p id={messageId}>{message}</p>
      <div data-actions="">
        <button ref={cancelRef} type="button" className={classes.button} data-variant="outlined" onClick={onCancel} {...{ [`data-${marker}-cancel`]: '' }}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={classes.button}
          data-variant="contained"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onConfirm()}
          {...{ [`data-${marker}-confirm`]: '' }}
        >
          {confirmLabel}
          {busy && <Spinner />}
        </button>
      </div>
    </Modal>
  );
}
