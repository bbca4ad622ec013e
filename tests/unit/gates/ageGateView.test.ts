import { describe, expect, it } from 'vitest';
import { configProblems, immediateGateView } from '../../../src/core/gates/ageGateView';

const SIMPLIFIED = { title: 'Are you 18?', message: 'Adults only.', yesLabel: 'Yes', noLabel: 'No', errorMessage: 'Sorry.' };
const DOB = { title: 'Your age', promptMessage: 'Month and year.', months: ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'], errorMessage: 'Too young.' };
const PAGE = 'https://shop.example/home';

describe('immediateGateView', () => {
  it('a granted cookie shows nothing, whatever content the gate has (none, a path, dob)', () => {
    expect(immediateGateView(PAGE, 'granted', {}, undefined)).toEqual({ kind: 'none' });
    expect(immediateGateView(PAGE, 'granted', { sagVersion: 'dob', dobContentPath: '/gate' }, undefined)).toEqual({ kind: 'none' });
  });

  it('asks the simplified question with its content given', () => {
    expect(immediateGateView(PAGE, undefined, {}, SIMPLIFIED)).toEqual({ kind: 'ask', content: { version: 'simplified', copy: SIMPLIFIED } });
    // a value the gate did not write is no answer
    expect(immediateGateView(PAGE, 'maybe', {}, { simplified: SIMPLIFIED, dob: DOB })?.kind).toBe('ask');
  });

  it('shows a refusal from the cookie or the answer just given, for either version', () => {
    expect(immediateGateView(PAGE, 'refused', {}, SIMPLIFIED)).toEqual({ kind: 'refused', content: { version: 'simplified', copy: SIMPLIFIED } });
    expect(immediateGateView(PAGE, 'refused', { sagVersion: 'dob' }, DOB)?.kind).toBe('refused');
    expect(immediateGateView(PAGE, undefined, {}, SIMPLIFIED, 'refused')?.kind).toBe('refused');
  });

  it('an answer given beats the cookie (a browser that keeps no cookie is not asked again)', () => {
    expect(immediateGateView(PAGE, undefined, {}, SIMPLIFIED, 'granted')).toEqual({ kind: 'none' });
    expect(immediateGateView(PAGE, 'granted', {}, SIMPLIFIED, 'refused')?.kind).toBe('refused');
  });

  it('needs the component for the dob question, content to fetch and a bypass', () => {
    expect(immediateGateView(PAGE, undefined, { sagVersion: 'dob' }, DOB)).toBeUndefined();
    expect(immediateGateView(`${PAGE}?sagVersion=dob`, undefined, {}, { simplified: SIMPLIFIED, dob: DOB })).toBeUndefined();
    expect(immediateGateView(PAGE, undefined, { simplifiedContentPath: '/gate' }, undefined)).toBeUndefined();
    // content for the other version only: the component decides (it falls back to it)
    expect(immediateGateView(PAGE, undefined, {}, { dob: DOB })).toBeUndefined();
    expect(immediateGateView(`${PAGE}?sagVersion=bypass`, undefined, {}, SIMPLIFIED)).toBeUndefined();
    expect(immediateGateView(`${PAGE}?sagVersion=bypass`, 'granted', {}, SIMPLIFIED)).toBeUndefined();
  });

  it('the address chooses the version it asks', () => {
    expect(immediateGateView(`${PAGE}?sagVersion=simplified`, undefined, { sagVersion: 'dob' }, { simplified: SIMPLIFIED, dob: DOB })?.kind).toBe('ask');
  });
});

describe('configProblems', () => {
  it('says what is wrong with the configuration and a missing market', () => {
    expect(configProblems(undefined, 'gb', 'sag_gb')).toEqual([]);
    expect(configProblems('sagConfig is not valid JSON', ' ', 'sag_default')).toEqual([
      'sagConfig is not valid JSON',
      'no market was given (the cookie is named sag_default)',
    ]);
  });
});
