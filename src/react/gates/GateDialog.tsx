import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import { useElement } from '../runtime/context';
import { usePageInert } from './usePageInert';
import { useShadowFocusTrap } from './useShadowFocusTrap';

export interface GateDialogProps {
  open: boolean;
  /** the gate's layer: age gate 1351, geofence 1352, visibility overlay 1301 */
  zIndex: number;
  /** ids of the title and description inside the content (authored aria ids) */
  labelledBy?: string;
  describedBy?: string;
  /**
   * How much of the page shows through: false or 0 = an opaque backdrop, true = the default
   * translucency (0.6 opaque), a number from 0 to 1 = that much of the page hidden.
   */
  transparency?: boolean | number;
  children: ReactNode;
}

function backdropAlpha(transparency: GateDialogProps['transparency']): number {
  if (transparency === true) return 0.6;
  if (typeof transparency === 'number' && transparency > 0 && transparency < 1) return transparency;
  return 1;
}

/**
 * The page-wide gates' dialog: full screen, not dismissible (no close on Escape or a backdrop
 * click: only the content's own answers close it), focus trapped inside, role="dialog" with
 * aria-modal, labelled by the authored ids, and the rest of the page inert while it is open.
 */
export function GateDialog({ open, zIndex, labelledBy, describedBy, transparency, children }: GateDialogProps) {
  const { host, portalContainer } = useElement();
  usePageInert(open, host);
  useShadowFocusTrap(open, portalContainer);
  const alpha = backdropAlpha(transparency);
  return (
    <Dialog
      open={open}
      fullScreen
      onClose={() => {
        /* not dismissible: Escape and backdrop clicks do nothing */
      }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ zIndex }}
      slotProps={{
        paper: {
          'aria-modal': true,
          sx: {
            bgcolor: alpha < 1 ? 'transparent' : 'background.default',
            backgroundImage: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: { xs: 3, sm: 5 },
            overflowY: 'auto',
          },
        },
        backdrop: { sx: { backgroundColor: alpha < 1 ? `rgba(0, 0, 0, ${alpha})` : undefined } },
      }}
    >
      {children}
    </Dialog>
  );
}
