import { describe, expect, it } from 'vitest';
import { colourSchemeOf, isColourScheme } from '../../src/core/colourScheme';
import { showsEditorPlaceholders } from '../../src/core/model/authoring';
import { ownBrandTheme } from '../../src/themes';

describe('the colour-scheme rule', () => {
  it('reads dark in any case and with spaces; anything else is light', () => {
    expect(['dark', 'Dark', ' DARK '].map(colourSchemeOf)).toEqual(['dark', 'dark', 'dark']);
    expect(['light', '', 'zyn', undefined, null, 1, {}].map(colourSchemeOf)).toEqual(Array(7).fill('light'));
  });

  it('tells a colour scheme from a brand theme in an element’s theme field', () => {
    expect(isColourScheme(' Light ')).toBe(true);
    expect(isColourScheme('dark')).toBe(true);
    expect(isColourScheme('iqos')).toBe(false);
    expect(isColourScheme(undefined)).toBe(false);
    expect(ownBrandTheme('dark')).toBeUndefined();
    expect(ownBrandTheme('iqos')).toBe('iqos');
  });
});

describe('the editor’s placeholders', () => {
  it('show in edit mode only: preview is the published page', () => {
    expect(showsEditorPlaceholders('edit')).toBe(true);
    expect(showsEditorPlaceholders('preview')).toBe(false);
    expect(showsEditorPlaceholders('disabled')).toBe(false);
  });
});
