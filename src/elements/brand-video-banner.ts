import { defineElement } from './defineWithReact';
import { VideoBanner } from '../react/videoBanner/VideoBanner';
import { videoBannerEmptiness } from '../core/model/emptiness/video-banner';

/**
 * A full-width muted looping video over its poster, with a title, a text and a call to action on a
 * scrim, and a pause/play button (WCAG 2.2.2). The video does not start with prefers-reduced-motion or
 * Save-Data, fetches nothing until it may play, and fades in over the poster (the largest paint) once
 * playing. Resource type: brand/components/video-banner.
 */
export const BrandVideoBanner = defineElement('brand-video-banner', VideoBanner, {
  props: {
    videoUrl: { type: 'string', description: 'The video (WebM or MP4), http(s) or relative; muted and looping.' },
    posterUrl: { type: 'string', editor: 'reference', description: 'The still shown until the video plays, http(s) or relative.' },
    posterAlt: { type: 'string', description: 'Text alternative of the poster; empty (default) when decorative.' },
    text: { type: 'string', editor: 'richtext', description: 'Text under the title, HTML (sanitized).' },
    ctaLabel: { type: 'string', description: 'Label of the call-to-action link.' },
    ctaUrl: { type: 'string', description: 'Target of the call to action (http(s), mailto, tel or relative).' },
    captionsUrl: { type: 'string', description: 'WebVTT captions (<track kind="captions">), http(s) or relative.' },
    captionsLang: { type: 'string', description: 'Language of the captions (BCP 47, e.g. en).' },
    captionsLabel: { type: 'string', description: 'Name of the captions track.' },
    pauseLabel: { type: 'string', description: 'Accessible name of the button while the video plays (default "Pause video").' },
    playLabel: { type: 'string', description: 'Accessible name of the button while the video is paused (default "Play video").' },
    loading: { type: 'string', description: 'eager (default: the poster is fetched first, fetchpriority high) or lazy for a banner further down.' },
    headingLevel: { type: 'number', description: 'Heading level of the title, 2 to 6 (default 2).' },
  },
  modelFields: {
    title: { type: 'string', description: 'Title over the video.' },
  },
  emptiness: videoBannerEmptiness,
  parts: [
    { name: 'section', description: 'The banner.' },
    { name: 'media', description: 'The layer holding the poster and the video.' },
    { name: 'poster', description: 'The poster <img>.' },
    { name: 'video', description: 'The <video>.' },
    { name: 'content', description: 'Title, text and call to action.' },
    { name: 'cta', description: 'The call-to-action link.' },
    { name: 'toggle', description: 'The pause/play button.' },
  ],
  family: 'media',
  // its server markup is whole and still (slides in place, a poster): its code sets it moving, so it waits for an input
  hydrate: { policy: 'visible', afterInput: true },
  budgetKiB: 94,
});
