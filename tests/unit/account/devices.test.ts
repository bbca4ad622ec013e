import { describe, expect, it } from 'vitest';
import {
  isSerialNumber,
  normaliseSerialNumber,
  serialNumberProblem,
  sortDevicesNewestFirst,
} from '../../../src/core/account/devices';

const registered = [{ serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME', registeredAt: '2024-09-14T15:22:00Z' }];

describe('serial number (13 upper-case letters and digits, as the demo ILM1GB7K2Q9X4)', () => {
  it('normalises spaces, hyphens and lower case', () => {
    expect(normaliseSerialNumber(' ilm1 gb7k 2q9x4 ')).toBe('ILM1GB7K2Q9X4');
    expect(normaliseSerialNumber('ILM1-GB7K-2Q9X5')).toBe('ILM1GB7K2Q9X5');
    expect(normaliseSerialNumber(42)).toBe('');
    expect(isSerialNumber('ilm1gb7k2q9x4')).toBe(true);
  });

  it.each([
    ['', 'required'], ['   ', 'required'], [undefined, 'required'],
    ['ILM1GB7K2Q9X', 'invalid'], ['ILM1GB7K2Q9X45', 'invalid'], ['ILM1GB7K2Q9X_', 'invalid'], ['ÍLM1GB7K2Q9X4', 'invalid'],
    ['ILM1GB7K2Q9X4', 'duplicate'], ['ilm1 gb7k 2q9x4', 'duplicate'],
    ['ILM1GB7K2Q9X5', undefined],
  ])('%s → %s', (serial, problem) => {
    expect(serialNumberProblem(serial, registered)).toBe(problem);
  });

  it('devices newest registration first, undated last', () => {
    const devices = [{ serialNumber: 'A' }, { serialNumber: 'B', registeredAt: '2024-01-01T00:00:00Z' }, { serialNumber: 'C', registeredAt: '2025-01-01T00:00:00Z' }];
    expect(sortDevicesNewestFirst(devices).map((d) => d.serialNumber)).toEqual(['C', 'B', 'A']);
  });
});
