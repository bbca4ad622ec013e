import { useId, useRef } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/styles';
import { Modal } from '../shared/modal/Modal';
import { confirmBackdropStyles, confirmLayerStyles, confirmStyles } from './styles';

/** "Clear your cart?": a small APG alertdialog on the shared modal; Cancel (focused first) or Clear. */
export function ClearCartDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
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
      dialogProps={{ className: classes.dialog, 'data-clear-dialog': '' }}
    >
      <h3 id={titleId}>{title}</h3>
      <p id={messageId}>{message}</p>
      <div data-actions="">
        <button ref={cancelRef} type="button" className={classes.button} data-variant="outlined" onClick={onCancel} data-clear-cancel="">
          {cancelLabel}
        </button>
        <button type="button" className={classes.button} data-variant="contained" onClick={onConfirm} data-clear-confirm="">
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
