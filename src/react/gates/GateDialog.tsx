import type { ReactNode } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { Modal } from '../shared/modal/Modal';
import { backdropStyles, dialogStyles } from './styles';
import { backdropAlpha } from './backdrop';

export interface GateDialogProps {
  open: boolean;
  /** the gate's layer: age gate 1351, geofence 1352, visibility overlay 1301 */
  zIndex: number;
  /** ids of the title and description inside the content (authored aria ids) */
  labelledBy?: string;
  describedBy?: string;
  /** the dialog's name when there is no title to point at yet (loading) */
  label?: string;
  /**
   * How much of the page shows through: false or 0 = an opaque backdrop, true = the default
   * translucency (0.6 opaque), a number from 0 to 1 = that much of the page hidden.
   */
  transparency?: boolean | number;
  /** the age gate's dialog: takes over what the gate made inert before its component ran (Modal's takeOverGate) */
  takeOverGate?: boolean;
  children: ReactNode;
}


/**
 * The page-wide gates' dialog: the shared Modal, full screen, not dismissible (no close on
 * Escape or a backdrop click: only the content's own answers close it), labelled by the
 * authored ids, over an opaque or translucent backdrop.
 */
export function GateDialog({ open, zIndex, labelledBy, describedBy, label, transparency, takeOverGate, children }: GateDialogProps) {
  const backdropClass = useThemedClass(backdropStyles);
  const dialogClass = useThemedClass(dialogStyles);
  const alpha = backdropAlpha(transparency);
  return (
    <Modal
      open={open}
      zIndex={zIndex}
      labelledBy={labelledBy}
      describedBy={describedBy}
      label={label}
      takeOverGate={takeOverGate}
      layerProps={{ 'data-gate-layer': '' }}
      backdropProps={{
        className: backdropClass,
        style: alpha < 1 ? { background: `rgba(0, 0, 0, ${alpha})` } : undefined,
        'data-gate-backdrop': '',
      }}
      dialogProps={{ className: dialogClass }}
    >
      {children}
    </Modal>
  );
}
