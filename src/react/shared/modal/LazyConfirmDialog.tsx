import { useEffect, useRef, useState, type ComponentType } from 'react';
import { lazyModule } from '../../runtime/lazyModule';
import type { ConfirmDialogProps } from './ConfirmDialog';

const dialogCode = lazyModule(
  () => import('./ConfirmDialog').then((module) => module.ConfirmDialog as ComponentType<ConfirmDialogProps>),
  'brand-elements: the confirmation dialog could not load; the browser asks instead.',
);

/**
 * Starts loading the dialog's code ahead of its first opening (a pointer over or focus on the button that opens it).
 * Quietly: a failure is said when the dialog opens (and the opening loads it again).
 */
export function preloadConfirmDialog(): void {
  dialogCode.preload();
}

export interface LazyConfirmDialogProps extends ConfirmDialogProps {
  /** The question as text, for the browser's own confirmation when `message` is not text (default: the title and a text message). */
  fallbackText?: string;
}

const fallbackTextOf = ({ title, message, fallbackText }: LazyConfirmDialogProps) =>
  fallbackText ?? (typeof message === 'string' && message ? `${title}\n\n${message}` : title);

/**
 * The confirmation dialog (ConfirmDialog.tsx: the alertdialog on the shared modal), its code loaded the first time it
 * opens (or before, through preloadConfirmDialog): the cart and the account elements show it after a click few
 * visitors make, and it is nothing on screen until then. If its code cannot load, the browser's own confirmation asks
 * the same question (the one asked last, should the visitor have picked another action meanwhile), so the action is
 * neither lost nor taken unasked.
 */
export function LazyConfirmDialog({ fallbackText, ...props }: LazyConfirmDialogProps) {
  const [Dialog, setDialog] = useState(() => dialogCode.loaded());
  const latest = useRef<LazyConfirmDialogProps>(props);
  latest.current = { ...props, fallbackText };
  const { open } = props;
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    dialogCode.use(
      (loaded) => live && setDialog(() => loaded),
      () => {
        if (!live) return;
        const asked = latest.current;
        if (window.confirm(fallbackTextOf(asked))) asked.onConfirm();
        else asked.onCancel();
      },
    );
    return () => {
      live = false;
    };
  }, [open, Dialog]);
  return Dialog ? <Dialog {...props} /> : null;
}
