import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_OPT_INS_WARNING,
  INFO_CARDS_SLIDER_ERROR,
  emptyLabel,
  findDuplicateOptIns,
  isEmpty,
  isInfoCardsSliderValid,
} from '../../../src/core/model/emptiness';

const card = (extra: Record<string, unknown> = {}) => ({ title: 'Card', image: { src: '/c.png' }, videoUrl: '/v.mp4', ...extra });

describe('info cards slider rule', () => {
  it('has the exact error label, under both type spellings', () => {
    expect(INFO_CARDS_SLIDER_ERROR).toBe(
      'Info cards slider Error. Require at least one title, image and either of video url or dialog content per item',
    );
    expect(emptyLabel('info-cards-slider')).toBe(INFO_CARDS_SLIDER_ERROR);
    expect(emptyLabel('brand/components/info-cards-slider')).toBe(INFO_CARDS_SLIDER_ERROR);
  });
  it('is valid when every item has a title, an image source and a video url', () => {
    expect(isEmpty('info-cards-slider', { items: [card(), card()] })).toBe(false);
    expect(isInfoCardsSliderValid({ items: [card()] })).toBe(true);
  });
  it('accepts image.src, an image string or image.assetFileReference', () => {
    expect(isEmpty('info-cards-slider', { items: [card({ image: '/c.png' })] })).toBe(false);
    expect(isEmpty('info-cards-slider', { items: [card({ image: { assetFileReference: '/content/dam/c.png' } })] })).toBe(false);
    expect(isEmpty('info-cards-slider', { items: [card({ image: {} })] })).toBe(true);
    expect(isEmpty('info-cards-slider', { items: [card({ image: '  ' })] })).toBe(true);
    expect(isEmpty('info-cards-slider', { items: [card({ image: undefined })] })).toBe(true);
  });
  it('accepts dialog content with a dialog title instead of a video url', () => {
    const dialog = { videoUrl: undefined, dialogXFContent: '/content/xf/card', dialogTitle: 'More' };
    expect(isEmpty('info-cards-slider', { items: [card(dialog)] })).toBe(false);
    expect(isEmpty('info-cards-slider', { items: [card({ ...dialog, dialogTitle: '' })] })).toBe(true);
    expect(isEmpty('info-cards-slider', { items: [card({ ...dialog, dialogXFContent: '' })] })).toBe(true);
  });
  it('fails when any item lacks its title, and without items', () => {
    expect(isEmpty('info-cards-slider', { items: [card(), card({ title: '' })] })).toBe(true);
    expect(isEmpty('info-cards-slider', { items: [card(), null] })).toBe(true);
    expect(isEmpty('info-cards-slider', { items: [] })).toBe(true);
    expect(isEmpty('info-cards-slider', {})).toBe(true);
  });
});

describe('findDuplicateOptIns (lead-gen form)', () => {
  it("warns 'Duplicate opt-ins detected' when an opt-in id repeats across consents", () => {
    expect(DUPLICATE_OPT_INS_WARNING).toBe('Duplicate opt-ins detected');
    expect(
      findDuplicateOptIns([{ optIns: [{ id: 'news' }, { id: 'sms' }] }, { optIns: [{ id: 'email' }, { id: 'news' }] }]),
    ).toBe('Duplicate opt-ins detected');
  });
  it('also counts a repeat within one consent, comparing trimmed string ids', () => {
    expect(findDuplicateOptIns([{ optIns: [{ id: 'a' }, { id: ' a ' }] }])).toBe(DUPLICATE_OPT_INS_WARNING);
    expect(findDuplicateOptIns([{ optIns: [{ id: 1 }] }, { optIns: [{ id: '1' }] }])).toBe(DUPLICATE_OPT_INS_WARNING);
  });
  it('returns undefined for distinct ids, missing ids and odd input', () => {
    expect(findDuplicateOptIns([{ optIns: [{ id: 'a' }] }, { optIns: [{ id: 'b' }] }])).toBeUndefined();
    expect(findDuplicateOptIns([{ optIns: [{}, { id: '' }, null] }, { optIns: [{}, { id: '' }] }])).toBeUndefined();
    expect(findDuplicateOptIns([{}, null, { optIns: null }])).toBeUndefined();
    expect(findDuplicateOptIns(undefined)).toBeUndefined();
    expect(findDuplicateOptIns('x')).toBeUndefined();
  });
});
