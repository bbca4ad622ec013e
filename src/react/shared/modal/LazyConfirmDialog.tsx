import { useEffect, useState, type ComponentType } from 'react';
import { lazyModule } from '../../runtime/lazyModule';
import type { ConfirmDialogProps } from './ConfirmDialog';

const dialogCode = lazyModule<ComponentType<ConfirmDialogProps>>(
  () => import('./ConfirmDialog').then((module) => module.ConfirmDialog),
  'brand-elements: the confirmation dialog could not load; the browser asks instead.',
);

/** Starts loading the dialog's code ahead of its first opening (a pointer over or focus on the button that opens it). */
export function preloadConfirmDialog(): void {
  dialogCode.load().catch(() => undefined); // (logged once; opening it tries again)
}

/** What the browser's own confirmation says when the dialog's code cannot load: the title, and the message if it is text. */
const fallbackText = ({ title, message }: ConfirmDialogProps) => (typeof message === 'string' && message ? `${title}\n\n${message}` : title);

/**
 * The confirmation dialog (ConfirmDialog.tsx: the alertdialog on the shared modal), its code loaded the first time it
 * opens (or before, through preloadConfirmDialog): the cart and the account elements show it after a click few
 * visitors make, and it is nothing on screen until then. If its code cannot load, the browser's own confirmation asks
 * the same question, so the action is neither lost nor taken unasked.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [Dialog, setDialog] = useState(() => dialogCode.loaded());
  const { open } = props;
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    dialogCode.use(
      (loaded) => live && setDialog(() => loaded),
      () => {
        if (!live) return;
        if (window.confirm(fallbackText(props))) props.onConfirm();
        else props.onCancel();
      },
    );
    return () => {
      live = false;
    };
    // (props are read when the load settles: the ones of this opening)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, Dialog]);
  return Dialog ? <Dialog {...props} /> : null;
}
