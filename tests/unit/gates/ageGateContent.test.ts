import { describe, expect, it } from 'vitest';
import { ariaId, FALLBACK_SIMPLIFIED, pickGivenContent, readSagConfig, toGateContent } from '../../../src/core/gates/ageGateContent';

describe('readSagConfig', () => {
  it('takes an object or a JSON string of one', () => {
    expect(readSagConfig({ sagVersion: 'dob' })).toEqual({ config: { sagVersion: 'dob' } });
    expect(readSagConfig('{"sagVersion":"simplified"}')).toEqual({ config: { sagVersion: 'simplified' } });
  });
  it.each([
    [undefined, 'no sagConfig was given'],
    [[], 'sagConfig must be an object, got an array'],
    ['{broken', 'sagConfig must be an object, got string'],
    [7, 'sagConfig must be an object, got number'],
  ])('%j: an empty config and why', (value, problem) => {
    expect(readSagConfig(value)).toEqual({ config: {}, problem });
  });
});

describe('pickGivenContent', () => {
  const simplified = { title: 'Over 18?', yesLabel: 'Yes' };
  const dob = { title: 'Your birth', months: ['Jan'] };
  it('takes the content keyed by version, and nothing when only the other version is there', () => {
    expect(pickGivenContent({ simplified, dob }, 'dob')).toBe(dob);
    expect(pickGivenContent({ dob }, 'simplified')).toBeUndefined();
  });
  it('uses one unkeyed object for the version it fits', () => {
    expect(pickGivenContent(simplified, 'simplified')).toBe(simplified);
    expect(pickGivenContent(simplified, 'dob')).toBeUndefined();
    expect(pickGivenContent(dob, 'dob')).toBe(dob);
    expect(pickGivenContent(['not', 'an', 'object'], 'simplified')).toBeUndefined();
  });
});

describe('toGateContent', () => {
  it('fills what the authored copy leaves out, and falls back to the built-in simplified copy', () => {
    expect(toGateContent({ title: 'Over 18?' }, 'simplified')).toEqual({ version: 'simplified', copy: { ...FALLBACK_SIMPLIFIED, title: 'Over 18?' } });
    expect(toGateContent(undefined, 'dob')).toEqual({ version: 'simplified', copy: FALLBACK_SIMPLIFIED });
    const content = toGateContent({ promptMessage: 'When were you born?', startYearRange: '1920', months: ['Jan'] }, 'dob');
    expect(content.version).toBe('dob');
    if (content.version !== 'dob') return;
    expect(content.copy.promptMessage).toBe('When were you born?');
    expect(content.copy.startYearRange).toBe(1920);
    expect(content.copy.months).toHaveLength(12); // eleven months short: the English ones
  });
});

describe('ariaId', () => {
  it('keeps a usable authored id, else the default', () => {
    expect(ariaId(' gate-title ', 'fallback')).toBe('gate-title');
    expect(ariaId('1bad id', 'fallback')).toBe('fallback');
    expect(ariaId(undefined, 'fallback')).toBe('fallback');
  });
});

describe('plainText: labels and options from authored HTML, without a DOM', () => {
  it('reads the text of markup where no DOMParser exists (the server renderer; a page enforcing Trusted Types refuses one)', async () => {
    const { plainText } = await import('../../../src/core/gates/ageGateContent');
    expect(typeof (globalThis as { DOMParser?: unknown }).DOMParser).toBe('undefined');
    expect(plainText('<b>Month</b> of birth')).toBe('Month of birth');
    expect(plainText('Yes &amp; enter')).toBe('Yes & enter');
    expect(plainText('Yes, I am 18+')).toBe('Yes, I am 18+');
  });
});
