import { defineElement } from './defineWithReact';
import { VideoParallax } from '../react/videoBanner/VideoParallax';
import { videoParallaxEmptiness } from '../core/model/emptiness/video-parallax';

/**
 * A section whose video or image background moves slower than its content as the page scrolls
 * (translateY in a rAF from passive scroll listeners), with a title, a text and a call to action over
 * a scrim. With prefers-reduced-motion nothing moves and the video does not start; a pause button
 * whenever there is a video. Resource type: brand/components/video-parallax.
 */
export const BrandVideoParallax = defineElement('brand-video-parallax', VideoParallax, {
  props: {
    videoUrl: { type: 'string', description: 'Background video (WebM or MP4), http(s) or relative; muted and looping.' },
    imageUrl: { type: 'string', editor: 'reference', description: 'Background image, and the video\'s poster; http(s) or relative.' },
    imageAlt: { type: 'string', description: 'Text alternative of the image; empty (default) when decorative.' },
    text: { type: 'string', editor: 'richtext', description: 'Text under the title, HTML (sanitized).' },
    ctaLabel: { type: 'string', description: 'Label of the call-to-action link.' },
    ctaUrl: { type: 'string', description: 'Target of the call to action (http(s), mailto, tel or relative).' },
    speed: { type: 'number', description: 'How much the background lags behind the scroll, 0 (none) to 0.9 (default 0.3).' },
    captionsUrl: { type: 'string', description: 'WebVTT captions of the video, http(s) or relative.' },
    captionsLang: { type: 'string', description: 'Language of the captions (BCP 47).' },
    captionsLabel: { type: 'string', description: 'Name of the captions track.' },
    pauseLabel: { type: 'string', description: 'Accessible name of the button while the video plays (default "Pause video").' },
    playLabel: { type: 'string', description: 'Accessible name of the button while the video is paused (default "Play video").' },
    loading: { type: 'string', description: 'lazy (default) or eager when the section is the first thing on the page.' },
    headingLevel: { type: 'number', description: 'Heading level of the title, 2 to 6 (default 2).' },
  },
  modelFields: {
    title: { type: 'string', description: 'Title over the background.' },
  },
  emptiness: videoParallaxEmptiness,
  parts: [
    { name: 'section', description: 'The section.' },
    { name: 'media', description: 'The moving background layer.' },
    { name: 'poster', description: 'The background <img>.' },
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
