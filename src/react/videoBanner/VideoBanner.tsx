import { MediaSection, type MediaSectionProps } from './MediaSection';

export interface VideoBannerProps extends Omit<MediaSectionProps, 'parallax' | 'speed' | 'imageUrl' | 'imageAlt'> {
  /** the still shown until the video plays (and instead of it with reduced motion or Save-Data) */
  posterUrl?: string;
  posterAlt?: string;
}

/** A full-width muted looping video over its poster, with a title, a text, a call to action and a pause button. */
export function VideoBanner({ posterUrl, posterAlt, ...props }: VideoBannerProps) {
  return <MediaSection {...props} imageUrl={posterUrl} imageAlt={posterAlt} />;
}
