import { MediaSection, type MediaSectionProps } from './MediaSection';

export type VideoParallaxProps = Omit<MediaSectionProps, 'parallax'>;

/** A section whose video or image background moves slower than its content as the page scrolls. */
export function VideoParallax({ loading = 'lazy', ...props }: VideoParallaxProps) {
  return <MediaSection {...props} loading={loading} parallax />;
}
