import { describe, expect, it } from 'vitest';
import { choosableValues, initialValue, initialValues, normaliseOptions, optionsType, toggleValue } from '../../../src/core/forms/options';
import { checkChoice } from '../../../src/core/forms/validation';
import { isEmpty } from '../../../src/core/model/emptiness';

const flavours = normaliseOptions([
  { value: 'mint', text: 'Cool mint' },
  { value: 'citrus', text: 'Citrus', selected: true },
  { value: 'berry', text: 'Berry', disabled: true },
  { value: 'coffee', text: 'Coffee', selected: 'true' },
]);

describe('choice options (select menu items, form options)', () => {
  it('reads the catalogue menu items { value, text } and AEM option items { value, text, selected, disabled }', () => {
    expect(flavours).toEqual([
      { value: 'mint', text: 'Cool mint', selected: false, disabled: false },
      { value: 'citrus', text: 'Citrus', selected: true, disabled: false },
      { value: 'berry', text: 'Berry', selected: false, disabled: true },
      { value: 'coffee', text: 'Coffee', selected: true, disabled: false },
    ]);
  });

  it('accepts strings, numbers and { value, label }; a missing value takes the text; drops empty and repeated values', () => {
    expect(normaliseOptions(['a', 2, { label: 'Three', value: 3 }, { text: 'Four' }, { text: '' }, null, { value: 'a', text: 'again' }, { value: 'x', text: '  ' }])).toEqual([
      { value: 'a', text: 'a', selected: false, disabled: false },
      { value: '2', text: '2', selected: false, disabled: false },
      { value: '3', text: 'Three', selected: false, disabled: false },
      { value: 'Four', text: 'Four', selected: false, disabled: false },
      { value: 'x', text: 'x', selected: false, disabled: false },
    ]);
    expect(normaliseOptions(undefined)).toEqual([]);
    expect(normaliseOptions({ value: 'a' })).toEqual([]);
  });

  it('maps the options type, AEM enum names included; multi-drop-down is a checkbox group; unknown is checkbox', () => {
    expect(optionsType('radio')).toEqual({ type: 'radio', multiple: false });
    expect(optionsType('DROP_DOWN')).toEqual({ type: 'drop-down', multiple: false });
    expect(optionsType('drop-down')).toEqual({ type: 'drop-down', multiple: false });
    expect(optionsType('MULTI_DROP_DOWN')).toEqual({ type: 'checkbox', multiple: true });
    expect(optionsType('CHECKBOX')).toEqual({ type: 'checkbox', multiple: true });
    expect(optionsType(undefined)).toEqual({ type: 'checkbox', multiple: true });
    expect(optionsType('slider')).toEqual({ type: 'checkbox', multiple: true });
  });

  it('only options that are not disabled can be chosen', () => {
    expect([...choosableValues(flavours)]).toEqual(['mint', 'citrus', 'coffee']);
  });

  it('checkbox group: the authored value wins over selected; unknown and disabled values are dropped; options order', () => {
    expect(initialValues(flavours, undefined)).toEqual(['citrus', 'coffee']);
    expect(initialValues(flavours, ['coffee', 'mint', 'nope', 'berry', 'mint'])).toEqual(['mint', 'coffee']);
    expect(initialValues(flavours, 'mint')).toEqual(['mint']);
    expect(initialValues(flavours, '["coffee","citrus"]')).toEqual(['citrus', 'coffee']);
    expect(initialValues(flavours, '')).toEqual([]); // authored "nothing chosen" beats selected
    expect(initialValues(flavours, [])).toEqual([]);
  });

  it('single choice: value, else defaultValue, else the first selected, else nothing (or the first, as a native select)', () => {
    expect(initialValue(flavours, 'mint')).toBe('mint');
    expect(initialValue(flavours, ['coffee', 'mint'])).toBe('coffee');
    expect(initialValue(flavours, undefined, 'mint')).toBe('mint');
    expect(initialValue(flavours, 'berry', 'nope')).toBe('citrus'); // disabled and unknown: the selected one
    expect(initialValue(normaliseOptions(['a', 'b']), undefined)).toBe('');
    expect(initialValue(normaliseOptions([{ value: 'a', disabled: true }, 'b']), undefined, undefined, true)).toBe('b');
    expect(initialValue([], undefined, undefined, true)).toBe('');
  });

  it('toggling a checkbox keeps the options order', () => {
    expect(toggleValue(flavours, ['coffee'], 'mint', true)).toEqual(['mint', 'coffee']);
    expect(toggleValue(flavours, ['mint', 'coffee'], 'mint', false)).toEqual(['coffee']);
  });

  it('required: at least one value that is not empty', () => {
    expect(checkChoice([], true)).toBe('valueMissing');
    expect(checkChoice([''], true)).toBe('valueMissing');
    expect(checkChoice(['mint'], true)).toBeUndefined();
    expect(checkChoice([], false)).toBeUndefined();
  });

  it('editor emptiness: a select without menu items, form options without options (or AEM items)', () => {
    expect(isEmpty('brand/components/select', {})).toBe(true);
    expect(isEmpty('select', { menuItems: [] })).toBe(true);
    expect(isEmpty('select', { menuItems: [{ value: 'a', text: 'A' }] })).toBe(false);
    expect(isEmpty('form-options', { options: [] })).toBe(true);
    expect(isEmpty('form-options', { items: [{ value: 'a' }] })).toBe(false);
    expect(isEmpty('form-options', { options: ['a'] })).toBe(false);
  });
});
