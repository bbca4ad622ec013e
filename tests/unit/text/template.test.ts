import { describe, expect, it } from 'vitest';
import { authoredWords, fillTemplate } from '../../../src/core/text/template';

describe('fillTemplate', () => {
  it('fills the placeholders it has values for and leaves the rest as written', () => {
    expect(fillTemplate('{type} ending {last4}', { type: 'Visa', last4: '1881' })).toBe('Visa ending 1881');
    expect(fillTemplate('{count} reviews, {missing}', { count: 3 })).toBe('3 reviews, {missing}');
    expect(fillTemplate('{a}{a}', { a: 0 })).toBe('00');
  });

  it('never fills from the prototype', () => {
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});

describe('authoredWords', () => {
  it('takes non-blank authored strings, trimmed, and keeps the defaults otherwise', () => {
    const defaults = { save: 'Save', cancel: 'Cancel', title: 'Card' };
    expect(authoredWords(defaults, { save: '  Enregistrer ', cancel: '   ', title: 42, other: 'x' })).toEqual({ save: 'Enregistrer', cancel: 'Cancel', title: 'Card' });
    expect(authoredWords(defaults, undefined)).toEqual(defaults);
    expect(authoredWords(defaults, 'nope')).toEqual(defaults);
  });
});
