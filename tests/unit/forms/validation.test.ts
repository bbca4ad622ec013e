import { describe, expect, it } from 'vitest';
import {
  AUTO_RESIZE_MAX_MEASURES,
  checkChoice,
  checkText,
  choiceMessage,
  compilePattern,
  fieldName,
  fieldState,
  INPUT_STATES,
  problemMessage,
  shouldMeasure,
  textType,
} from '../../../src/core/forms/validation';

describe('checkText: required', () => {
  it('an empty required value is missing, an empty optional one is fine', () => {
    expect(checkText('', { required: true })).toBe('valueMissing');
    expect(checkText('   ', { required: true })).toBe('valueMissing');
    expect(checkText('', {})).toBeUndefined();
    expect(checkText('', { required: false, minLength: 3, pattern: '\\d+' })).toBeUndefined();
  });
  it('a textarea of spaces is not missing (its whitespace is kept), a single-line one is', () => {
    expect(checkText('  ', { type: 'textarea', required: true })).toBeUndefined();
    expect(checkText('', { type: 'textarea', required: true })).toBe('valueMissing');
  });
});

describe('checkText: types', () => {
  it('text accepts anything', () => {
    expect(checkText('hello world', { type: 'text' })).toBeUndefined();
  });
  it('email follows the HTML standard', () => {
    expect(checkText('name@example.com', { type: 'email' })).toBeUndefined();
    expect(checkText('a.b+c@sub.example.co.uk', { type: 'email' })).toBeUndefined();
    expect(checkText('name@localhost', { type: 'email' })).toBeUndefined();
    for (const bad of ['name', 'name@', '@example.com', 'na me@example.com', 'name@-example.com', 'name@example..com']) {
      expect(checkText(bad, { type: 'email' }), bad).toBe('typeMismatch');
    }
  });
  it('tel takes digits with spaces, dots, dashes, brackets and one leading +, 6 to 15 digits', () => {
    expect(checkText('+44 20 7946 0000', { type: 'tel' })).toBeUndefined();
    expect(checkText('(020) 7946-0000', { type: 'tel' })).toBeUndefined();
    expect(checkText('123456', { type: 'tel' })).toBeUndefined();
    expect(checkText('12345', { type: 'tel' })).toBe('typeMismatch');
    expect(checkText('1234567890123456', { type: 'tel' })).toBe('typeMismatch');
    expect(checkText('12+345678', { type: 'tel' })).toBe('typeMismatch');
    expect(checkText('call me', { type: 'tel' })).toBe('typeMismatch');
  });
  it('number takes the HTML floating-point grammar only', () => {
    for (const good of ['0', '-3', '2.5', '.5', '1e3', '-1.5E-2']) expect(checkText(good, { type: 'number' }), good).toBeUndefined();
    for (const bad of ['abc', '1,5', '0x10', 'Infinity', '1..2', '+', '-', '1e']) expect(checkText(bad, { type: 'number' }), bad).toBe('badInput');
  });
  it('date takes real ISO dates', () => {
    expect(checkText('2024-02-29', { type: 'date' })).toBeUndefined();
    expect(checkText('2023-02-29', { type: 'date' })).toBe('badInput');
    expect(checkText('2024-13-01', { type: 'date' })).toBe('badInput');
    expect(checkText('01/02/2024', { type: 'date' })).toBe('badInput');
  });
  it('an unknown type reads as text', () => {
    expect(textType('password')).toBe('text');
    expect(textType('textarea')).toBe('textarea');
    expect(textType(undefined)).toBe('text');
  });
});

describe('checkText: pattern', () => {
  it('matches the whole value, like the HTML attribute', () => {
    expect(checkText('AB12', { pattern: '[A-Z]{2}\\d{2}' })).toBeUndefined();
    expect(checkText('xAB12', { pattern: '[A-Z]{2}\\d{2}' })).toBe('patternMismatch');
    expect(checkText('AB123', { pattern: '[A-Z]{2}\\d{2}' })).toBe('patternMismatch');
    // an alternation is anchored as a whole
    expect(checkText('ab', { pattern: 'a|ab' })).toBeUndefined();
    expect(checkText('abc', { pattern: 'a|ab' })).toBe('patternMismatch');
  });
  it('a pattern that does not compile is ignored', () => {
    expect(compilePattern('[a-')).toBeUndefined();
    expect(compilePattern('(')).toBeUndefined();
    expect(checkText('anything', { pattern: '[a-' })).toBeUndefined();
    expect(checkText('', { pattern: '(', required: true })).toBe('valueMissing');
  });
  it('compiles with the v flag, falling back to u', () => {
    expect(compilePattern('\\p{L}+')?.test('été')).toBe(true);
    // `[(]` is fine under u but a syntax error under v
    expect(compilePattern('[(]')?.test('(')).toBe(true);
    expect(compilePattern(undefined)).toBeUndefined();
    expect(compilePattern('')).toBeUndefined();
  });
});

describe('checkText: lengths and ranges', () => {
  it('counts characters, not UTF-16 units', () => {
    // four emoji: 8 UTF-16 units, 4 characters
    expect(checkText('😀😀😀😀', { maxLength: 4 })).toBeUndefined();
    expect(checkText('😀😀😀😀', { minLength: 5 })).toBe('tooShort');
    expect(checkText('😀😀😀😀😀', { maxLength: 4 })).toBe('tooLong');
    expect(checkText('abc', { minLength: 3, maxLength: 3 })).toBeUndefined();
    expect(checkText('ab', { minLength: 3 })).toBe('tooShort');
    expect(checkText('abcd', { maxLength: 3 })).toBe('tooLong');
  });
  it('number ranges are inclusive', () => {
    expect(checkText('1', { type: 'number', min: 1, max: 10 })).toBeUndefined();
    expect(checkText('10', { type: 'number', min: 1, max: 10 })).toBeUndefined();
    expect(checkText('0.5', { type: 'number', min: 1 })).toBe('rangeUnderflow');
    expect(checkText('11', { type: 'number', max: 10 })).toBe('rangeOverflow');
    expect(checkText('5', { type: 'number', min: '4', max: '6' })).toBeUndefined();
    expect(checkText('5', { type: 'number', min: 'abc' })).toBeUndefined();
  });
  it('date ranges compare ISO dates, and ignore a limit that is not one', () => {
    expect(checkText('2024-01-01', { type: 'date', min: '2024-01-01', max: '2024-12-31' })).toBeUndefined();
    expect(checkText('2023-12-31', { type: 'date', min: '2024-01-01' })).toBe('rangeUnderflow');
    expect(checkText('2025-01-01', { type: 'date', max: '2024-12-31' })).toBe('rangeOverflow');
    expect(checkText('2025-01-01', { type: 'date', max: 'soon' })).toBeUndefined();
  });
  it('ranges do not apply to text', () => {
    expect(checkText('5', { type: 'text', min: 10 })).toBeUndefined();
  });
});

describe('checkChoice', () => {
  it('required needs one non-empty value', () => {
    expect(checkChoice([], true)).toBe('valueMissing');
    expect(checkChoice([''], true)).toBe('valueMissing');
    expect(checkChoice(['a'], true)).toBeUndefined();
    expect(checkChoice([], false)).toBeUndefined();
  });
});

describe('messages', () => {
  it('name the field as it reads in a sentence', () => {
    expect(fieldName('Email')).toBe('email');
    expect(fieldName('First name *')).toBe('first name');
    expect(fieldName('UK postcode:')).toBe('UK postcode');
    expect(fieldName('  ')).toBeUndefined();
    expect(fieldName("Your friend's first name (optional)")).toBe("your friend's first name");
    expect(fieldName('Phone (optional) *')).toBe('phone');
    expect(fieldName('(optional)')).toBeUndefined();
  });
  it('say what to fix, with the limit broken', () => {
    expect(problemMessage('valueMissing', {}, 'Email')).toBe('Enter email.');
    expect(problemMessage('valueMissing', {}, undefined)).toBe('Fill in this field.');
    expect(problemMessage('typeMismatch', { type: 'email' }, 'Email')).toBe('Enter an email address like name@example.com.');
    expect(problemMessage('typeMismatch', { type: 'tel' }, 'Phone')).toMatch(/phone number/);
    expect(problemMessage('badInput', { type: 'number' }, 'Age')).toBe('Enter a number.');
    expect(problemMessage('badInput', { type: 'date' }, 'Birthday')).toMatch(/date/);
    expect(problemMessage('patternMismatch', {}, 'Postcode')).toBe('Enter postcode in the format shown.');
    expect(problemMessage('tooShort', { minLength: 3 }, 'Name')).toBe('Enter at least 3 characters.');
    expect(problemMessage('tooLong', { maxLength: 10 }, 'Name')).toBe('Enter at most 10 characters.');
    expect(problemMessage('rangeUnderflow', { type: 'number', min: 18 }, 'Age')).toBe('Enter 18 or more.');
    expect(problemMessage('rangeOverflow', { type: 'number', max: 99 }, 'Age')).toBe('Enter 99 or less.');
    expect(problemMessage('rangeUnderflow', { type: 'date', min: '2024-01-01' }, 'Date')).toBe('Enter a date on or after 2024-01-01.');
    expect(problemMessage('rangeOverflow', { type: 'date', max: '2024-12-31' }, 'Date')).toBe('Enter a date on or before 2024-12-31.');
  });
  it('authored messages win for their kind only', () => {
    const messages = { requiredMessage: 'We need your email.', typeMessage: 'That is not an email.' };
    expect(problemMessage('valueMissing', {}, 'Email', messages)).toBe('We need your email.');
    expect(problemMessage('typeMismatch', { type: 'email' }, 'Email', messages)).toBe('That is not an email.');
    expect(problemMessage('tooLong', { maxLength: 5 }, 'Email', messages)).toBe('Enter at most 5 characters.');
    expect(problemMessage('patternMismatch', {}, 'Code', { patternMessage: 'Two letters, two digits.' })).toBe('Two letters, two digits.');
    expect(problemMessage('tooShort', { minLength: 2 }, 'Code', { lengthMessage: 'Too short.' })).toBe('Too short.');
    expect(problemMessage('rangeOverflow', { type: 'number', max: 2 }, 'Code', { rangeMessage: 'Out of range.' })).toBe('Out of range.');
    // an empty authored message does not count
    expect(problemMessage('valueMissing', {}, 'Email', { requiredMessage: '' })).toBe('Enter email.');
  });
  it('choice messages', () => {
    expect(choiceMessage('Country')).toBe('Choose country.');
    expect(choiceMessage(undefined)).toBe('Choose an option.');
    expect(choiceMessage('Country', { requiredMessage: 'Pick one.' })).toBe('Pick one.');
  });
});

describe('fieldState: the five input states', () => {
  it('lists them', () => {
    expect(INPUT_STATES).toEqual(['default', 'disabled', 'readonly', 'error', 'valid']);
  });
  it('disabled and readonly win, authored or not', () => {
    expect(fieldState({ disabled: true, touched: true, problem: 'valueMissing' })).toBe('disabled');
    expect(fieldState({ state: 'disabled', touched: false })).toBe('disabled');
    expect(fieldState({ readOnly: true, state: 'error', touched: false })).toBe('readonly');
    expect(fieldState({ state: 'readonly', touched: false })).toBe('readonly');
  });
  it('authored error and valid show as authored', () => {
    expect(fieldState({ state: 'error', touched: false })).toBe('error');
    expect(fieldState({ state: 'valid', touched: true, problem: 'valueMissing' })).toBe('valid');
  });
  it('a problem shows only once touched', () => {
    expect(fieldState({ touched: false, problem: 'valueMissing' })).toBe('default');
    expect(fieldState({ touched: true, problem: 'valueMissing' })).toBe('error');
  });
  it('valid only when asked for, with a value and no problem', () => {
    expect(fieldState({ touched: true, hasValue: true })).toBe('default');
    expect(fieldState({ touched: true, hasValue: true, showValid: true })).toBe('valid');
    expect(fieldState({ touched: true, hasValue: false, showValid: true })).toBe('default');
    expect(fieldState({ touched: false, hasValue: true, showValid: true })).toBe('default');
    expect(fieldState({ state: 'bogus', touched: false })).toBe('default');
  });
});

describe('auto-resize (spec: stops re-measuring after 20 changes)', () => {
  it('measures changes 1 to 20, not 21', () => {
    expect(AUTO_RESIZE_MAX_MEASURES).toBe(20);
    expect(shouldMeasure(1)).toBe(true);
    expect(shouldMeasure(20)).toBe(true);
    expect(shouldMeasure(21)).toBe(false);
    expect(shouldMeasure(100)).toBe(false);
  });
});
