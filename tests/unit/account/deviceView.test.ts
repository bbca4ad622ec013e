import { describe, expect, it } from 'vitest';
import { deviceImage, formatDeviceDate, modelOptions, pickDevice, registerFailureMessage } from '../../../src/core/account/deviceView';
import { fillTemplate } from '../../../src/core/text/template';

const devices = [
  { serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME', registeredAt: '2024-09-14T15:22:00Z' },
  { serialNumber: 'ABCDEFGHJK123', productName: 'IQOS ILUMA ONE', registeredAt: '2026-01-02T10:00:00Z' },
  { serialNumber: 'ZZZZZZZZZZZZ1' },
];

describe('pickDevice', () => {
  it('finds the authored serial as typed (spaces, lower case)', () => {
    expect(pickDevice(devices, 'ilm1 gb7k 2q9x4')?.productName).toBe('IQOS ILUMA PRIME');
  });
  it('shows the newest registration without a serial', () => {
    expect(pickDevice(devices)?.serialNumber).toBe('ABCDEFGHJK123');
    expect(pickDevice(devices, '  ')?.serialNumber).toBe('ABCDEFGHJK123');
  });
  it('shows none for an authored serial that is not there, or no devices', () => {
    expect(pickDevice(devices, 'NOPE00000000X')).toBeUndefined();
    expect(pickDevice([])).toBeUndefined();
  });
});

describe('deviceImage', () => {
  const images = [
    { productName: 'IQOS ILUMA', image: '/img/iluma.svg' },
    { productName: 'iqos iluma prime', image: '/img/prime.svg' },
    { productName: 'IQOS', image: '/img/iqos.svg' },
    { productName: 'Broken' },
  ];
  it('prefers the authored image', () => {
    expect(deviceImage('IQOS ILUMA PRIME', ' /img/own.svg ', images)).toBe('/img/own.svg');
  });
  it('matches the product exactly (case-insensitive), else the longest contained name', () => {
    expect(deviceImage('IQOS ILUMA PRIME', undefined, images)).toBe('/img/prime.svg');
    expect(deviceImage('IQOS ILUMA ONE', undefined, images)).toBe('/img/iluma.svg');
    expect(deviceImage('IQOS Originals', '', images)).toBe('/img/iqos.svg');
  });
  it('is undefined without a match or with bad input', () => {
    expect(deviceImage('VEEV ONE', undefined, images)).toBeUndefined();
    expect(deviceImage(undefined, undefined, images)).toBeUndefined();
    expect(deviceImage('IQOS', undefined, 'nope')).toBeUndefined();
    expect(deviceImage('Broken', undefined, images)).toBeUndefined();
  });
});

describe('formatDeviceDate', () => {
  it('writes the date in the page language (UTC day)', () => {
    expect(formatDeviceDate('2024-09-14T15:22:00Z', 'en-GB')).toBe('14 September 2024');
    expect(formatDeviceDate('2024-09-14T23:59:00Z', 'en-US')).toBe('September 14, 2024');
    expect(formatDeviceDate('2024-09-14T15:22:00Z', 'ar')).toMatch(/٢٠٢٤|2024/);
  });
  it('survives a bad language tag and refuses a bad date', () => {
    expect(formatDeviceDate('2024-09-14T15:22:00Z', 'not a tag!')).toContain('2024');
    expect(formatDeviceDate('yesterday', 'en')).toBeUndefined();
    expect(formatDeviceDate(undefined, 'en')).toBeUndefined();
  });
});

describe('registerFailureMessage', () => {
  it('puts what the shopper fixes on the field, the rest in the alert', () => {
    expect(registerFailureMessage('invalid-serial')).toEqual({ key: 'serialInvalidMessage', onField: true });
    expect(registerFailureMessage('duplicate')).toEqual({ key: 'duplicateMessage', onField: true });
    expect(registerFailureMessage('session-expired')).toEqual({ key: 'sessionExpiredMessage', onField: false });
    for (const reason of ['unavailable', 'network', 'timeout', 'not-configured']) expect(registerFailureMessage(reason).key).toBe('failureMessage');
  });
});

describe('modelOptions and fillTemplate', () => {
  it('takes strings and { value, label }, drops blanks and repeats', () => {
    expect(modelOptions(['IQOS ILUMA', { value: 'ONE', label: 'IQOS ILUMA ONE' }, { value: ' ' }, 'IQOS ILUMA', 3, null])).toEqual([
      { value: 'IQOS ILUMA', label: 'IQOS ILUMA' },
      { value: 'ONE', label: 'IQOS ILUMA ONE' },
    ]);
    expect(modelOptions('x')).toEqual([]);
  });
  it('fills known placeholders only', () => {
    expect(fillTemplate('{count} receipts for {name} {x}', { count: 2, name: 'Prime' })).toBe('2 receipts for Prime {x}');
  });
});
