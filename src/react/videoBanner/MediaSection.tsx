import { createElement, useEffect, useId, useRef } from 'react';
import { mayParallax, parallaxOffset, parallaxRate } from '../../core/media/motion';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useSafeUrl } from '../shared/useSafeUrl';
import { BackgroundMedia, type BackgroundMediaProps } from './BackgroundMedia';
import { useMotionPreferences } from '../shared/useMotionPreferences';
import { ctaStyles, contentStyles, parallaxStyles, sectionStyles, textStyles, titleStyles } from './styles';

export interface MediaSectionProps extends Omit<BackgroundMediaProps, 'preferences'> {
  title?: string;
  /** authored HTML (sanitized) */
  text?: string;
  ctaLabel?: string;
  ctaUrl?: string;
  /** heading level of the title, 2 to 6 (default 2) */
  headingLevel?: number;
  /** parallax only: how much the background lags behind the scroll, 0 to 0.9 */
  speed?: number | string;
  parallax?: boolean;
}

/**
 * A full-width section with a poster or video behind a title, a text and a call to action over a
 * scrim. With `parallax` the background moves slower than the page as it scrolls (transform in a
 * rAF from passive listeners), never with reduced motion.
 */
export function MediaSection({ title, text, ctaLabel, ctaUrl, headingLevel = 2, speed, parallax = false, ...media }: MediaSectionProps) {
  const sectionClass = useThemedClass(parallax ? parallaxStyles : sectionStyles);
  const contentClass = useThemedClass(contentStyles);
  const titleClass = useThemedClass(titleStyles);
  const textClass = useThemedClass(textStyles);
  const ctaClass = useThemedClass(ctaStyles);
  const href = useSafeUrl(ctaUrl, 'ctaUrl');
  const titleId = useId();
  const preferences = useMotionPreferences();
  const section = useRef<HTMLElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const rate = parallaxRate(speed);
  const moving = parallax && preferences !== undefined && mayParallax(preferences) && rate > 0;

  useEffect(() => {
    const box = section.current;
    const background = layer.current;
    if (!box || !background) return;
    if (!moving) {
      background.style.transform = '';
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, height } = box.getBoundingClientRect();
      const offset = parallaxOffset({ top, height, viewportHeight: window.innerHeight, rate });
      background.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [moving, rate]);

  const level = Number.isInteger(headingLevel) && headingLevel >= 2 && headingLevel <= 6 ? headingLevel : 2;
  return (
    <section ref={section} className={sectionClass} aria-labelledby={title ? titleId : undefined} part="section" data-moving={moving ? '' : undefined}>
      <BackgroundMedia ref={layer} {...media} preferences={preferences} />
      {(title || text || (ctaLabel && href)) && (
        <div className={contentClass} part="content">
          {title && createElement(`h${level}`, { id: titleId, className: titleClass, dir: 'auto' }, title)}
          {text && <SanitizedHtml className={textClass} html={text} />}
          {ctaLabel && href && (
            <a className={ctaClass} href={href} part="cta">
              {ctaLabel}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
