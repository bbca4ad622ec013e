import { useLayoutEffect, useRef } from 'react';
import { useThemedClass } from '../../runtime/useThemedClass';
import { Modal } from '../modal/Modal';
import { videoBackdropStyles, videoCloseStyles, videoDialogStyles, videoLayerStyles } from './styles';

export interface VideoDialogProps {
  open: boolean;
  /** a checked URL (safeMediaUrl: http(s) or relative) */
  src: string;
  /** the dialog's name (e.g. the card's title text) */
  label: string;
  /** a checked WebVTT URL: a captions track, on by default */
  captionsUrl?: string;
  captionsLang?: string;
  captionsLabel?: string;
  /** the close button's name, default 'Close' */
  closeLabel?: string;
  onClose: () => void;
  /** default 1300, as brand-dialog: under the page-wide gates */
  zIndex?: number;
}

/** The theme's close icon, drawn here: the shared Icon brings MUI's SvgIcon to pages that only play a video. */
const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * A video in a modal dialog (an info card with a videoUrl opens it), on the shared Modal: a <video
 * controls> with an optional captions track, focus on the close button when it opens and back on
 * the opener when it closes, Escape, the close button and a backdrop click close it, and the video
 * pauses as it closes. It never plays on its own: the visitor starts it (WCAG 2.2.2). Loaded with
 * import() on the first open.
 */
export function VideoDialog({ open, src, label, captionsUrl, captionsLang, captionsLabel, closeLabel, onClose, zIndex = 1300 }: VideoDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const classes = {
    layer: useThemedClass(videoLayerStyles),
    backdrop: useThemedClass(videoBackdropStyles),
    dialog: useThemedClass(videoDialogStyles),
    close: useThemedClass(videoCloseStyles),
  };
  // Pause as it closes (before the node leaves the page), so no sound goes on behind.
  useLayoutEffect(() => {
    const video = videoRef.current;
    return () => video?.pause();
  }, [open, src]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      label={label}
      initialFocus={closeRef}
      zIndex={zIndex}
      layerProps={{ className: classes.layer, 'data-video-layer': '' }}
      backdropProps={{ className: classes.backdrop }}
      dialogProps={{ className: classes.dialog, 'data-video-dialog': '', part: 'video-dialog' }}
    >
      <button ref={closeRef} type="button" className={classes.close} aria-label={closeLabel?.trim() || 'Close'} onClick={onClose} data-video-close="">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={CLOSE_PATH} />
        </svg>
      </button>
      <video ref={videoRef} src={src} controls playsInline preload="metadata" data-video="">
        {captionsUrl && <track kind="captions" src={captionsUrl} srcLang={captionsLang || undefined} label={captionsLabel || captionsLang || 'Captions'} default />}
      </video>
    </Modal>
  );
}

export default VideoDialog;
