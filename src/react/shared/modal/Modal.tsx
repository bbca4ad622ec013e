import { useEffect, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useElement } from '../../runtime/context';
import { useThemedClass } from '../../runtime/useThemedClass';
import { modalBackdropStyles, modalLayerStyles } from './styles';
import { useModalFocus } from './useModalFocus';
import { usePageInert } from './usePageInert';
import { useScrollLock } from './useScrollLock';

export type ModalCloseReason = 'escapeKeyDown' | 'backdropClick';

/** Extra attributes for one of the modal's parts: className (added to the modal's own), style, data-* markers, part. */
export type ModalPartProps = HTMLAttributes<HTMLDivElement> & { [marker: `data-${string}`]: string | undefined };

export interface ModalProps {
  open: boolean;
  /**
   * Given: the modal owns Escape (it never reaches the page behind) and, when dismissible,
   * Escape and a backdrop click ask to close. Absent: only the content can close it.
   */
  onClose?: (reason: ModalCloseReason) => void;
  /** default true; false keeps the modal open on Escape and backdrop clicks */
  dismissible?: boolean;
  /** ids of the title and description inside the content */
  labelledBy?: string;
  describedBy?: string;
  /** the dialog's name when there is no title to point at */
  label?: string;
  /** 'alertdialog' for a confirmation of a destructive action (WAI-ARIA APG); default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** what gets focus when it opens; default the dialog itself */
  initialFocus?: RefObject<HTMLElement | null>;
  /** what stays live while the rest of the page is inert; default the element this renders in */
  container?: HTMLElement;
  /**
   * The age gate's: it takes over what the gate made inert before its component ran (a first visit's gate script,
   * the gate drawn without React: `inert="brand-gate"`), which every other modal leaves alone.
   */
  takeOverGate?: boolean;
  zIndex: number;
  layerProps?: ModalPartProps;
  backdropProps?: ModalPartProps;
  /** the role="dialog" element's own look and markers */
  dialogProps?: ModalPartProps;
  children?: ReactNode;
}

const joinClasses = (own: string, extra?: string) => (extra ? `${own} ${extra}` : own);

/**
 * The one modal behind brand-dialog, the page-wide gates and the dialogs to come: a full-screen
 * layer in the element's shadow root with a backdrop and a role="dialog" aria-modal element.
 * Focus moves in when it opens and Tab wraps (through sentinels, slotted light-DOM content
 * included), focus returns on close, and the page behind is inert and does not scroll; those
 * two happen in layout effects, in the same commit that shows the dialog, so no click or Tab
 * reaches the page in between. Plain elements rather than MUI's Modal: the age gate ships alone
 * to partner sites, which pay for every byte.
 */
export function Modal({
  open,
  onClose,
  dismissible = true,
  labelledBy,
  describedBy,
  label,
  role = 'dialog',
  initialFocus,
  container,
  takeOverGate = false,
  zIndex,
  layerProps,
  backdropProps,
  dialogProps,
  children,
}: ModalProps) {
  const { host } = useElement();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // A backdrop click closes only when the press began on the backdrop too (as MUI's Modal): the second
  // click of a double click that opened the modal, or a drag out of the dialog, must not close it.
  const pressedOnBackdrop = useRef(false);
  // Focus first: it notes where focus was before the page behind goes inert.
  const wrap = useModalFocus(open, dialogRef, initialFocus);
  usePageInert(open, container ?? host, takeOverGate);
  useScrollLock(open);
  const layerClass = useThemedClass(modalLayerStyles);
  const backdropClass = useThemedClass(modalBackdropStyles);

  // Escape, as a native listener: keys pressed in slotted light-DOM content never reach React's
  // handlers (React finds no component for a node outside its tree), but they do bubble here.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };
  const ownsEscape = open && onClose !== undefined;
  useEffect(() => {
    const layer = layerRef.current;
    if (!ownsEscape || !layer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      if (latest.current.dismissible) latest.current.onClose?.('escapeKeyDown');
    };
    layer.addEventListener('keydown', onKeyDown);
    return () => layer.removeEventListener('keydown', onKeyDown);
  }, [ownsEscape]);

  if (!open) return null;
  return (
    <div {...layerProps} ref={layerRef} className={joinClasses(layerClass, layerProps?.className)} style={{ ...layerProps?.style, zIndex }}>
      <div
        {...backdropProps}
        className={joinClasses(backdropClass, backdropProps?.className)}
        aria-hidden="true"
        onPointerDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={() => {
          const pressed = pressedOnBackdrop.current;
          pressedOnBackdrop.current = false;
          if (pressed && dismissible) onClose?.('backdropClick');
        }}
      />
      <span tabIndex={0} onFocus={(event) => wrap('start', event.relatedTarget)} data-modal-sentinel="start" />
      <div
        {...dialogProps}
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
      <span tabIndex={0} onFocus={() => wrap('end')} data-modal-sentinel="end" />
    </div>
  );
}
