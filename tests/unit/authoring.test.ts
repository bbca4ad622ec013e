import { describe, expect, it } from 'vitest';
import { detectWcmMode, isAuthoringMode } from '../../src/core/model/authoring';

describe('authoring mode detection', () => {
  it('is disabled (live) without meta or parameter', () => {
    expect(detectWcmMode({})).toBe('disabled');
  });
  it('reads the meta tag', () => {
    expect(detectWcmMode({ meta: 'edit' })).toBe('edit');
    expect(detectWcmMode({ meta: 'PREVIEW' })).toBe('preview');
  });
  it('lets the URL parameter win over the meta tag', () => {
    expect(detectWcmMode({ meta: 'edit', search: '?cq:wcmmode=disabled' })).toBe('disabled');
    expect(detectWcmMode({ search: '?a=1&cq:wcmmode=edit' })).toBe('edit');
  });
  it('ignores unknown values', () => {
    expect(detectWcmMode({ meta: 'design', search: '?cq:wcmmode=bogus' })).toBe('disabled');
  });
  it('counts edit and preview as authoring', () => {
    expect(isAuthoringMode('edit')).toBe(true);
    expect(isAuthoringMode('preview')).toBe(true);
    expect(isAuthoringMode('disabled')).toBe(false);
  });
});
