import { useRef, type ReactNode } from 'react';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageInert } from './usePageInert';
import { useDialogFocus, useScrollLock } from './useDialogFocus';
import { backdropStyles, dialogStyles, layerStyles } from './styles';

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
  children: ReactNode;
}

export function backdropAlpha(transparency: GateDialogProps['transparency']): number {
  if (transparency === true) return 0.6;
  if (typeof transparency === 'number' && transparency > 0 && transparency < 1) return transparency;
  return 1;
}

/**
 * The page-wide gates' dialog: full screen in the element's shadow root, not dismissible (no
 * close on Escape or a backdrop click: only the content's own answers close it), focus kept
 * inside, role="dialog" with aria-modal, labelled by the authored ids, the page behind inert
 * and not scrolling. Plain elements rather than MUI's Modal: see ./styles.ts.
 */
export function GateDialog({ open, zIndex, labelledBy, describedBy, label, transparency, children }: GateDialogProps) {
  const { host } = useElement();
  const dialogRef = useRef<HTMLDivElement>(null);
  usePageInert(open, host);
  useScrollLock(open);
  const wrap = useDialogFocus(open, dialogRef);
  const layerClass = useThemedClass(layerStyles);
  const backdropClass = useThemedClass(backdropStyles);
  const dialogClass = useThemedClass(dialogStyles);
  if (!open) return null;
  const alpha = backdropAlpha(transparency);
  return (
    <div className={layerClass} style={{ zIndex }} data-gate-layer="">
      <div
        className={backdropClass}
        style={alpha < 1 ? { background: `rgba(0, 0, 0, ${alpha})` } : undefined}
        aria-hidden="true"
        data-gate-backdrop=""
      />
      <span tabIndex={0} onFocus={(event) => wrap('start', event.relatedTarget)} data-gate-sentinel="start" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={dialogClass}
      >
        {children}
      </div>
      <span tabIndex={0} onFocus={() => wrap('end')} data-gate-sentinel="end" />
    </div>
  );
}
