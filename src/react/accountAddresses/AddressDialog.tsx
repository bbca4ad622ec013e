import { useId, useRef, useState } from 'react';
import type { OccAddress } from '../../core/account/addresses';
import type { OccAccountClient } from '../../core/services/occAccount';
import { Modal } from '../shared/modal/Modal';
import { useThemedClass } from '../runtime/useThemedClass';
import { AddressForm } from './AddressForm';
import { addressDialogBackdropStyles, addressDialogLayerStyles, addressDialogStyles } from './styles';
import type { FormWords } from './words';

export interface AddressDialogProps {
  open: boolean;
  title: string;
  occ: OccAccountClient | undefined;
  address?: OccAddress;
  words: FormWords;
  onSaved: (address: OccAddress) => void;
  onClose: () => void;
}

/**
 * The address editor as an APG dialog on the shared modal: focus on the first field, Tab kept inside, Escape or
 * Cancel closes, focus back to the button that opened it (the modal's own return).
 */
export function AddressDialog({ open, title, occ, address, words, onSaved, onClose }: AddressDialogProps) {
  const titleId = useId();
  const firstField = useRef<HTMLSelectElement>(null);
  // Not dismissed while saving (the answer would land in a closed dialog); a stray backdrop click does not throw
  // away what was typed (Escape and Cancel still close).
  const [state, setState] = useState({ busy: false, dirty: false });
  const classes = {
    layer: useThemedClass(addressDialogLayerStyles),
    backdrop: useThemedClass(addressDialogBackdropStyles),
    dialog: useThemedClass(addressDialogStyles),
  };
  return (
    <Modal
      open={open}
      onClose={(reason) => {
        if (reason === 'backdropClick' && state.dirty) return;
        onClose();
      }}
      dismissible={!state.busy}
      labelledBy={titleId}
      initialFocus={firstField}
      zIndex={1300}
      layerProps={{ className: classes.layer }}
      backdropProps={{ className: classes.backdrop }}
      dialogProps={{ className: classes.dialog, 'data-address-dialog': address?.id ?? 'new' }}
    >
      <h3 id={titleId}>{title}</h3>
      <AddressForm occ={occ} address={address} words={words} onSaved={onSaved} onCancel={onClose} firstFieldRef={firstField} onStateChange={setState} />
    </Modal>
  );
}
