import { describe, expect, it } from 'vitest';
import { GAUGE_ARC, GAUGE_STROKE, gaugePercentage, gaugeShown, gaugeSize, gaugeText } from '../../../src/core/showcase/gauge';

describe('gauge rules (component-catalogue sections 5 and 9)', () => {
  it('the ring is drawn at 80 percent of a full circle, stroke thickness 6', () => {
    expect(GAUGE_ARC).toBe(0.8);
    expect(GAUGE_STROKE).toBe(6);
  });

  it('percentage is value / scale x 100', () => {
    expect(gaugePercentage(7, 10)).toBe(70);
    expect(gaugePercentage(3, 12)).toBe(25);
    expect(gaugePercentage('9', '12')).toBe(75);
  });

  it('percentage is 0 when either is missing, and stays within 0..100', () => {
    expect(gaugePercentage(undefined, 10)).toBe(0);
    expect(gaugePercentage(7, undefined)).toBe(0);
    expect(gaugePercentage(7, 0)).toBe(0);
    expect(gaugePercentage('seven', 10)).toBe(0);
    expect(gaugePercentage(14, 10)).toBe(100);
    expect(gaugePercentage(-2, 10)).toBe(0);
  });

  it('renders only when both value and scale are set (0 is a value)', () => {
    expect(gaugeShown(7, 10)).toBe(true);
    expect(gaugeShown(0, 10)).toBe(true);
    expect(gaugeShown('', 10)).toBe(false);
    expect(gaugeShown(7, null)).toBe(false);
    expect(gaugeShown(null, null)).toBe(false);
    expect(gaugeShown(7, 0)).toBe(false);
  });

  it('accessible text reads value-out-of-scale', () => {
    expect(gaugeText(7, 10)).toBe('7-out-of-10');
    expect(gaugeText('4.5', 12)).toBe('4.5-out-of-12');
  });

  it('sizes Medium, Small, Tiny; anything else is Medium', () => {
    expect(gaugeSize('Small')).toBe('Small');
    expect(gaugeSize('tiny')).toBe('Tiny');
    expect(gaugeSize('Huge')).toBe('Medium');
    expect(gaugeSize(undefined)).toBe('Medium');
  });
});
