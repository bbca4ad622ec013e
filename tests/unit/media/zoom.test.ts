import { describe, expect, it } from 'vitest';
import {
  DOUBLE_TAP_MS,
  IDENTITY,
  ZOOM_MAX_RATIO,
  ZOOM_MIN_RATIO,
  ZOOM_TRANSITION_MS,
  clampPan,
  clampRatio,
  isDoubleTap,
  pan,
  pinchRatio,
  stepZoom,
  toggleZoom,
  zoomAround,
  zoomPercent,
  zoomTransform,
} from '../../../src/core/media/zoom';

const image = { width: 400, height: 300 };
const stage = { width: 400, height: 800 };

describe('the spec constants', () => {
  it('zooms between ratio 1 and 3 with a 300 ms double-tap transition', () => {
    expect(ZOOM_MIN_RATIO).toBe(1);
    expect(ZOOM_MAX_RATIO).toBe(3);
    expect(ZOOM_TRANSITION_MS).toBe(300);
    expect(DOUBLE_TAP_MS).toBe(300);
  });
});

describe('clampRatio', () => {
  it('keeps ratios within 1..3', () => {
    expect(clampRatio(2)).toBe(2);
    expect(clampRatio(0.5)).toBe(1);
    expect(clampRatio(1)).toBe(1);
    expect(clampRatio(3)).toBe(3);
    expect(clampRatio(3.01)).toBe(3);
    expect(clampRatio(-4)).toBe(1);
  });
  it('makes nonsense the minimum', () => {
    expect(clampRatio(Number.NaN)).toBe(1);
    expect(clampRatio(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('isDoubleTap', () => {
  const first = { time: 1000, x: 100, y: 100 };
  it('needs a first tap', () => expect(isDoubleTap(undefined, first)).toBe(false));
  it('is two taps within 300 ms at nearly the same spot', () => {
    expect(isDoubleTap(first, { time: 1200, x: 110, y: 95 })).toBe(true);
    expect(isDoubleTap(first, { time: 1300, x: 100, y: 100 })).toBe(true);
  });
  it('is not two slow taps', () => expect(isDoubleTap(first, { time: 1301, x: 100, y: 100 })).toBe(false));
  it('is not two taps far apart', () => expect(isDoubleTap(first, { time: 1100, x: 160, y: 100 })).toBe(false));
  it('is not a tap from before the first (clock went back)', () => expect(isDoubleTap(first, { time: 900, x: 100, y: 100 })).toBe(false));
});

describe('pinchRatio', () => {
  it('scales the start ratio by how far the fingers moved apart', () => {
    expect(pinchRatio(1, 100, 200)).toBe(2);
    expect(pinchRatio(2, 200, 250)).toBe(2.5);
  });
  it('is clamped to 1..3', () => {
    expect(pinchRatio(1, 100, 500)).toBe(3);
    expect(pinchRatio(2, 200, 50)).toBe(1);
  });
  it('keeps the start ratio when the start distance is zero', () => expect(pinchRatio(2, 0, 100)).toBe(2));
});

describe('zoomAround', () => {
  it('zooms around the centre without moving', () => expect(zoomAround(IDENTITY, 3)).toEqual({ scale: 3, x: 0, y: 0 }));
  it('keeps the image point under the given point', () => {
    const view = zoomAround(IDENTITY, 3, { x: 50, y: -20 });
    expect(view).toEqual({ scale: 3, x: -100, y: 40 });
    // image offset under (50, -20) before: (50, -20); after: ((50 - -100) / 3, (-20 - 40) / 3) = (50, -20)
    expect((50 - view.x) / view.scale).toBeCloseTo(50);
    expect((-20 - view.y) / view.scale).toBeCloseTo(-20);
  });
  it('clamps the ratio', () => expect(zoomAround(IDENTITY, 9).scale).toBe(3));
});

describe('clampPan', () => {
  it('keeps a fitting image centred', () => {
    expect(clampPan({ scale: 1, x: 30, y: -30 }, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
  });
  it('lets a zoomed image move until its edge meets the stage edge', () => {
    // 400 × 3 = 1200 wide in a 400 stage: ±400; 300 × 3 = 900 high in an 800 stage: ±50
    expect(clampPan({ scale: 3, x: 1000, y: -1000 }, image, stage)).toEqual({ scale: 3, x: 400, y: -50 });
    expect(clampPan({ scale: 3, x: 120, y: 20 }, image, stage)).toEqual({ scale: 3, x: 120, y: 20 });
  });
  it('turns nonsense offsets into the centre', () => {
    expect(clampPan({ scale: 3, x: Number.NaN, y: 0 }, image, stage)).toEqual({ scale: 3, x: 0, y: 0 });
  });
});

describe('toggleZoom (double tap, double click)', () => {
  it('zooms 1 → 3 around the tapped point, clamped to the edges', () => {
    expect(toggleZoom(IDENTITY, { x: 100, y: 100 }, image, stage)).toEqual({ scale: 3, x: -200, y: -50 });
  });
  it('goes back to 1 from any zoom', () => {
    expect(toggleZoom({ scale: 3, x: -200, y: 0 }, { x: 0, y: 0 }, image, stage)).toEqual(IDENTITY);
    expect(toggleZoom({ scale: 1.5, x: 0, y: 0 }, { x: 0, y: 0 }, image, stage)).toEqual(IDENTITY);
  });
});

describe('stepZoom and pan (keyboard and buttons)', () => {
  it('steps by 0.5 and stops at the limits', () => {
    expect(stepZoom(IDENTITY, 1, image, stage).scale).toBe(1.5);
    expect(stepZoom({ scale: 3, x: 0, y: 0 }, 1, image, stage).scale).toBe(3);
    expect(stepZoom(IDENTITY, -1, image, stage)).toEqual(IDENTITY);
  });
  it('zooming out pulls the image back within the edges', () => {
    expect(stepZoom({ scale: 3, x: 400, y: 0 }, -1, image, stage)).toEqual({ scale: 2.5, x: 300, y: 0 });
  });
  it('pans only as far as the edges', () => {
    expect(pan({ scale: 3, x: 0, y: 0 }, 48, 0, image, stage)).toEqual({ scale: 3, x: 48, y: 0 });
    expect(pan({ scale: 3, x: 390, y: 0 }, 48, 0, image, stage)).toEqual({ scale: 3, x: 400, y: 0 });
    expect(pan(IDENTITY, 48, 48, image, stage)).toEqual(IDENTITY);
  });
});

describe('zoomTransform and zoomPercent', () => {
  it('writes the CSS transform', () => expect(zoomTransform({ scale: 2.5, x: -12.3456, y: 4 })).toBe('translate(-12.346px, 4px) scale(2.5)'));
  it('names the level in whole percent', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(2.456)).toBe(246);
    expect(zoomPercent(5)).toBe(300);
  });
});
