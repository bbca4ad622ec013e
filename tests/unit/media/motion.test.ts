import { describe, expect, it } from 'vitest';
import { isEmpty } from '../../../src/core/model/emptiness';
import {
  DEFAULT_PARALLAX_RATE,
  mayAutoplay,
  mayParallax,
  parallaxOffset,
  parallaxRate,
  safeMediaUrl,
} from '../../../src/core/media/motion';

describe('mayAutoplay', () => {
  it('plays when nothing asks it not to', () => {
    expect(mayAutoplay({})).toBe(true);
    expect(mayAutoplay({ reducedMotion: false, saveData: false })).toBe(true);
  });
  it('does not play with reduced motion, Save-Data, or both', () => {
    expect(mayAutoplay({ reducedMotion: true })).toBe(false);
    expect(mayAutoplay({ saveData: true })).toBe(false);
    expect(mayAutoplay({ reducedMotion: true, saveData: true })).toBe(false);
  });
});

describe('mayParallax', () => {
  it('moves unless reduced motion is asked; Save-Data changes nothing', () => {
    expect(mayParallax({})).toBe(true);
    expect(mayParallax({ saveData: true })).toBe(true);
    expect(mayParallax({ reducedMotion: true })).toBe(false);
  });
});

describe('parallaxRate', () => {
  it('takes numbers and numeric strings, clamped to 0..0.9', () => {
    expect(parallaxRate(0.5)).toBe(0.5);
    expect(parallaxRate('0.2')).toBe(0.2);
    expect(parallaxRate(-1)).toBe(0);
    expect(parallaxRate(3)).toBe(0.9);
  });
  it('falls back to the default for anything else', () => {
    for (const value of [undefined, null, '', 'fast', NaN, Infinity, {}]) expect(parallaxRate(value)).toBe(DEFAULT_PARALLAX_RATE);
  });
});

describe('parallaxOffset', () => {
  const base = { height: 400, viewportHeight: 800, rate: 0.3 };
  it('is zero when the section is centred in the viewport', () => {
    expect(parallaxOffset({ ...base, top: 200 })).toBe(0);
  });
  it('moves against the scroll by the rate: background slower than content', () => {
    // the section scrolled up by 100 px: the background is pushed down by 30 px, so it rose only 70
    expect(parallaxOffset({ ...base, top: 100 })).toBe(30);
    expect(parallaxOffset({ ...base, top: 300 })).toBe(-30);
  });
  it('never passes the overscan (a quarter of the height), so no edge shows', () => {
    expect(parallaxOffset({ ...base, top: -2000 })).toBe(100);
    expect(parallaxOffset({ ...base, top: 5000 })).toBe(-100);
  });
  it('is zero for a zero rate, an unmeasured section or viewport', () => {
    expect(parallaxOffset({ ...base, top: 0, rate: 0 })).toBe(0);
    expect(parallaxOffset({ ...base, top: 0, height: 0 })).toBe(0);
    expect(parallaxOffset({ ...base, top: 0, viewportHeight: 0 })).toBe(0);
    expect(Object.is(parallaxOffset({ ...base, top: 200 }), -0)).toBe(false);
  });
});

describe('safeMediaUrl', () => {
  it('passes http(s) and relative sources', () => {
    expect(safeMediaUrl('https://cdn.example.com/a.webm')).toBe('https://cdn.example.com/a.webm');
    expect(safeMediaUrl('/media/loop.webm')).toBe('/media/loop.webm');
    expect(safeMediaUrl('loop.en.vtt')).toBe('loop.en.vtt');
  });
  it('refuses scripts, data, mailto, tel and empty values', () => {
    for (const value of ['javascript:alert(1)', 'data:video/webm;base64,AAAA', 'mailto:a@b.c', 'TEL:123', '', '  ', 42, undefined])
      expect(safeMediaUrl(value)).toBeUndefined();
  });
});

describe('emptiness of the media elements', () => {
  it('a banner needs a video or a poster; a parallax section a video or an image', () => {
    expect(isEmpty('brand/components/video-banner', { title: 'Hi' })).toBe(true);
    expect(isEmpty('brand/components/video-banner', { posterUrl: '/p.jpg' })).toBe(false);
    expect(isEmpty('brand/components/video-banner', { videoUrl: '/v.webm' })).toBe(false);
    expect(isEmpty('brand/components/video-parallax', { videoUrl: ' ' })).toBe(true);
    expect(isEmpty('brand/components/video-parallax', { imageUrl: '/i.jpg' })).toBe(false);
  });
});
