import { forwardRef, useEffect, useRef, useState } from 'react';
import { mayAutoplay, safeMediaUrl, type MotionPreferences } from '../../core/media/motion';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeUrl } from '../shared/useSafeUrl';
import { mediaStyles, toggleStyles } from './styles';

const PAUSE_PATH = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z';
const PLAY_PATH = 'M8 5v14l11-7z';

export interface BackgroundMediaProps {
  videoUrl?: string;
  imageUrl?: string;
  imageAlt?: string;
  captionsUrl?: string;
  captionsLang?: string;
  captionsLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** eager (with fetchpriority high) for the page's first thing, lazy further down */
  loading?: 'eager' | 'lazy';
  preferences: MotionPreferences | undefined;
}

/**
 * A poster image with a muted looping video over it, and the button that pauses and plays it
 * (WCAG 2.2.2; its name says what it does). The poster is the largest paint: the video fetches
 * nothing until it may play, and fades in over the poster only once it is playing. It plays only
 * while on screen (preload stays "none" until it first is) and pauses when scrolled away; a video
 * the visitor paused stays paused when it comes back.
 */
export const BackgroundMedia = forwardRef<HTMLDivElement, BackgroundMediaProps>(function BackgroundMedia(
  { videoUrl, imageUrl, imageAlt = '', captionsUrl, captionsLang, captionsLabel, pauseLabel = 'Pause video', playLabel = 'Play video', loading = 'eager', preferences },
  layerRef,
) {
  const mediaClass = useThemedClass(mediaStyles);
  const toggleClass = useThemedClass(toggleStyles);
  const video = safeMediaUrl(useSafeUrl(videoUrl, 'videoUrl'));
  const poster = safeMediaUrl(useSafeUrl(imageUrl, 'posterUrl'));
  const captions = safeMediaUrl(useSafeUrl(captionsUrl, 'captionsUrl'));
  const ref = useRef<HTMLVideoElement>(null);
  const [choice, setChoice] = useState<'play' | 'pause'>();
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  // Off screen until known, on the server as in the browser's first render (so hydration matches);
  // without IntersectionObserver the video is taken as on screen, as it was before.
  const [onScreen, setOnScreen] = useState(false);
  const wantPlay = choice ? choice === 'play' : preferences !== undefined && mayAutoplay(preferences);

  const hasVideo = Boolean(video) && !failed;
  useEffect(() => {
    const element = ref.current;
    if (typeof IntersectionObserver !== 'function') return setOnScreen(true);
    if (!element || !hasVideo) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasVideo]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !video || failed) return;
    // Off screen the video pauses without changing the visitor's choice (or the button's name).
    if (!wantPlay || !onScreen) {
      element.pause();
      return;
    }
    element.muted = true; // the property decides autoplay; React only sets it after mount
    element.preload = 'auto';
    element.play().catch((error: unknown) => {
      // A browser that refuses autoplay leaves the poster and offers play; an aborted play (paused meanwhile) is not an error.
      if ((error as { name?: string })?.name === 'NotAllowedError') setChoice('pause');
    });
  }, [wantPlay, onScreen, video, failed]);

  // Captions at the top: the title, text and call to action sit at the bottom, where cues go by default.
  const trackRef = useRef<HTMLTrackElement>(null);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const raise = () => {
      for (const cue of Array.from(track.track.cues ?? [])) if ('line' in cue) (cue as VTTCue).line = 0;
    };
    raise();
    track.addEventListener('load', raise);
    return () => track.removeEventListener('load', raise);
  }, [captions, video]);

  return (
    <>
      <div className={mediaClass} ref={layerRef} part="media" data-shown={shown ? '' : undefined}>
        {poster && (
          <img
            src={poster}
            alt={imageAlt}
            loading={loading}
            fetchPriority={loading === 'eager' ? 'high' : 'auto'}
            decoding={loading === 'eager' ? 'sync' : 'async'}
            part="poster"
          />
        )}
        {hasVideo && (
          <video
            ref={ref}
            src={video}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden={captions ? undefined : 'true'}
            tabIndex={-1}
            part="video"
            onPlaying={() => setShown(true)}
            onError={() => setFailed(true)}
          >
            {captions && <track ref={trackRef} kind="captions" src={captions} srcLang={captionsLang || undefined} label={captionsLabel || undefined} default />}
          </video>
        )}
      </div>
      {hasVideo && (
        <button type="button" className={toggleClass} part="toggle" aria-label={wantPlay ? pauseLabel : playLabel} onClick={() => setChoice(wantPlay ? 'pause' : 'play')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={wantPlay ? PAUSE_PATH : PLAY_PATH} fill="currentColor" />
          </svg>
        </button>
      )}
    </>
  );
});
