import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useThemedClass } from '../../runtime/useThemedClass';
import { Modal } from '../modal/Modal';
import { IDENTITY, PAN_STEP, ZOOM_MAX_RATIO, ZOOM_MIN_RATIO, pan, stepZoom, zoomPercent, zoomTransform, type ZoomView } from '../../../core/media/zoom';
import { useZoomGestures } from './useZoomGestures';
import {
  zoomBackdropStyles,
  zoomButtonStyles,
  zoomDialogStyles,
  zoomImageStyles,
  zoomLevelStyles,
  zoomStageStyles,
  zoomToolbarStyles,
} from './styles';

export interface ImageZoomLabels {
  /** default 'Close' */
  close?: string;
  /** default 'Zoom in' */
  zoomIn?: string;
  /** default 'Zoom out' */
  zoomOut?: string;
  /** the level's prefix for screen readers, default 'Zoom' */
  level?: string;
  /** the dialog's name when the image has no alt text, default 'Zoomed image' */
  dialog?: string;
}

export interface ImageZoomProps {
  open: boolean;
  /** a checked URL (safeUrl) */
  src: string;
  alt?: string;
  onClose: () => void;
  labels?: ImageZoomLabels;
  /** default 1400, over the page's sticky layers and under the page-wide gates */
  zIndex?: number;
}

const ZOOM_IN_PATH = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z';
const ZOOM_OUT_PATH = 'M19 13H5v-2h14v2z';
/** The theme's close icon, drawn here: the shared Icon brings MUI's SvgIcon (~5 KiB gzip) to pages with only images. */
const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
const text = (value: string | undefined, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/**
 * The full-screen image zoom dialog (the header/product galleries, the flavour carousel's detail image,
 * brand-image's `zoom`), on the shared Modal: focus moves to the close button and returns to the
 * opener, Escape and the close button close it. Double tap / double click toggles 1 ↔ 3 around the
 * point with a 300 ms transition (none with reduced motion), two fingers pinch within 1..3, a drag pans
 * when zoomed. Every gesture has a single-pointer and keyboard alternative (WCAG 2.5.1): the zoom
 * buttons and + / = , −, 0 and the arrow keys; the level is announced politely ("Zoom 300%").
 */
export function ImageZoom({ open, src, alt = '', onClose, labels = {}, zIndex = 1400 }: ImageZoomProps) {
  const [view, setView] = useState<ZoomView>(IDENTITY);
  const [animate, setAnimate] = useState(false);
  const [dragging, setDragging] = useState(false);
  const viewRef = useRef<ZoomView>(IDENTITY);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The level screen readers hear: each discrete change (keys, buttons, double tap) and the end of a
  // pinch, not every frame of one.
  const [announced, setAnnounced] = useState(IDENTITY.scale);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts at 100 %.
    setWasOpen(open);
    if (open) {
      setView((viewRef.current = IDENTITY));
      setAnnounced(IDENTITY.scale);
    }
  }
  const apply = (next: ZoomView, animated: boolean) => {
    viewRef.current = next;
    setAnimate(animated);
    setView(next);
    if (animated) setAnnounced(next.scale);
  };
  const gestures = useZoomGestures(stageRef, imageRef, viewRef, apply, setDragging, () => setAnnounced(viewRef.current.scale));
  const resetGestures = gestures.reset;
  useEffect(() => {
    if (open) resetGestures();
    // reset is remade each render; only an opening matters
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const classes = {
    backdrop: useThemedClass(zoomBackdropStyles),
    dialog: useThemedClass(zoomDialogStyles),
    stage: useThemedClass(zoomStageStyles),
    image: useThemedClass(zoomImageStyles),
    toolbar: useThemedClass(zoomToolbarStyles),
    button: useThemedClass(zoomButtonStyles),
    level: useThemedClass(zoomLevelStyles),
  };

  const step = (direction: 1 | -1) => {
    const { image, stage } = gestures.measure();
    apply(stepZoom(viewRef.current, direction, image, stage), true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { image, stage } = gestures.measure();
    const current = viewRef.current;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (event.key === '+' || event.key === '=' || event.key === 'Add') step(1);
    else if (event.key === '-' || event.key === '_' || event.key === 'Subtract') step(-1);
    else if (event.key === '0') apply(IDENTITY, true);
    else if (move && current.scale > ZOOM_MIN_RATIO) apply(pan(current, move[0], move[1], image, stage), true);
    else return;
    event.preventDefault();
  };

  const percent = zoomPercent(view.scale);
  const name = alt.trim() || text(labels.dialog, 'Zoomed image');
  return (
    <Modal
      open={open}
      onClose={onClose}
      label={name}
      initialFocus={closeRef}
      zIndex={zIndex}
      backdropProps={{ className: classes.backdrop, 'data-zoom-backdrop': '' }}
      dialogProps={{ className: classes.dialog, onKeyDown, 'data-image-zoom': '', part: 'zoom-dialog' }}
    >
      <div
        ref={stageRef}
        className={classes.stage}
        data-zoom-stage=""
        data-zoomed={view.scale > ZOOM_MIN_RATIO ? '' : undefined}
        data-dragging={dragging ? '' : undefined}
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
        onLostPointerCapture={gestures.onLostPointerCapture}
        onDoubleClick={gestures.onDoubleClick}
      >
        <img
          ref={imageRef}
          className={classes.image}
          src={src}
          alt={alt}
          draggable={false}
          decoding="async"
          data-zoom-image=""
          data-scale={view.scale}
          data-animate={animate ? '' : undefined}
          style={{ transform: zoomTransform(view) }}
        />
      </div>
      <div className={classes.toolbar} data-zoom-toolbar="">
        <button
          type="button"
          className={classes.button}
          aria-label={text(labels.zoomOut, 'Zoom out')}
          aria-disabled={view.scale <= ZOOM_MIN_RATIO}
          onClick={() => step(-1)}
          data-zoom-out=""
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ZOOM_OUT_PATH} />
          </svg>
        </button>
        <span className={classes.level} data-zoom-level="">
          <span role="status" data-visually-hidden="">
            {text(labels.level, 'Zoom')} {zoomPercent(announced)}%
          </span>
          <span aria-hidden="true">{percent}%</span>
        </span>
        <button
          type="button"
          className={classes.button}
          aria-label={text(labels.zoomIn, 'Zoom in')}
          aria-disabled={view.scale >= ZOOM_MAX_RATIO}
          onClick={() => step(1)}
          data-zoom-in=""
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ZOOM_IN_PATH} />
          </svg>
        </button>
        <button ref={closeRef} type="button" className={classes.button} aria-label={text(labels.close, 'Close')} onClick={onClose} data-zoom-close="">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={CLOSE_PATH} />
          </svg>
        </button>
      </div>
    </Modal>
  );
}

export default ImageZoom;
