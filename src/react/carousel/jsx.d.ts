import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Swiper Element's tags in JSX (the carousel renders them into its shadow root). */
type SwiperTag = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { init?: 'false'; part?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'swiper-container': SwiperTag;
      'swiper-slide': SwiperTag;
    }
  }
}
