import { useContext, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { useThemedClass } from '../runtime/useThemedClass';
import { ElementContext } from '../runtime/context';
import type { ImageZoomLabels, ImageZoomProps } from '../shared/imageZoom/ImageZoom';

/** A magnifier with a plus, drawn here: the shared icons are more than plain images need. */
const MAGNIFIER =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zM10 7H9v2H7v1h2v2h1v-2h2V9h-2z';

/** The zoom dialog's code, fetched on the first open: plain images do not pay for it. */
let zoomModule: Promise<ComponentType<ImageZoomProps>> | undefined;
const loadZoom = () => (zoomModule ??= import('../shared/imageZoom/ImageZoom').then((module) => module.ImageZoom));

const buttonStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'block',
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'zoom-in',
  '&[data-fill]': { width: '100%' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& > [data-zoom-badge]': {
    position: 'absolute',
    insetBlockEnd: theme.spacing(1),
    insetInlineEnd: theme.spacing(1),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: '50%',
    background: alpha(theme.palette.common.black, 0.6),
    color: theme.palette.common.white,
    pointerEvents: 'none',
  },
  '& > [data-zoom-badge] svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor' },
});

/**
 * brand-image with `zoom`: the image as a button ('Zoom image: <alt>', a magnifier in its end
 * corner) that opens the full-screen zoom dialog. brand-image renders no React event handlers
 * (staticContent: React does not listen in its shadow root), so the button's click is a native
 * listener and the dialog renders in a portal to the element's portal container, where React
 * does listen.
 */
/** Authored zoomLabels `{ open, close, zoomIn, zoomOut, level, dialog }`: the non-empty strings among them. */
export function zoomLabels(value: unknown): ImageZoomLabels & { open?: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const labels: Record<string, string> = {};
  for (const key of ['open', 'close', 'zoomIn', 'zoomOut', 'level', 'dialog']) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string' && text.trim()) labels[key] = text.trim();
  }
  return labels;
}

export function ZoomableImage({ alt, src, fill, labels: authored, children }: { alt: string; src: string; fill: boolean; labels?: unknown; children: ReactNode }) {
  const labels = zoomLabels(authored);
  const element = useContext(ElementContext);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Zoom, setZoom] = useState<ComponentType<ImageZoomProps>>();
  const [open, setOpen] = useState(false);
  // (Listening from the commit that puts the button on screen: a passive effect runs later, after a paint, and a click
  // in between, on a busy phone, was lost.)
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    const onClick = () =>
      loadZoom().then(
        (component) => {
          setZoom(() => component);
          setOpen(true);
        },
        (error: unknown) => console.error('<brand-image>: the zoom dialog did not load', error),
      );
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, []);
  const action = labels.open ?? 'Zoom image';
  const label = alt.trim() ? `${action}: ${alt.trim()}` : action;
  const dialog = Zoom && <Zoom open={open} src={src} alt={alt} labels={labels} onClose={() => setOpen(false)} />;
  return (
    <>
      <button ref={buttonRef} type="button" className={useThemedClass(buttonStyles)} aria-label={label} aria-haspopup="dialog" data-fill={fill ? '' : undefined} data-zoom-open="">
        {children}
        <span data-zoom-badge="">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={MAGNIFIER} />
          </svg>
        </span>
      </button>
      {dialog && element ? createPortal(dialog, element.portalContainer) : dialog}
    </>
  );
}
