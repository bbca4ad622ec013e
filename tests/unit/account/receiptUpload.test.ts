import { describe, expect, it } from 'vitest';
import {
  chooseReceiptDevice,
  chooseReceiptDevice as choose,
  deviceLabel,
  formatFileSize,
  receiptCount,
  uploadFailureMessage,
} from '../../../src/core/account/receiptUpload';
import { fillTemplate } from '../../../src/core/text/template';

const ILUMA = { serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME' };
const ONE = { serialNumber: 'ONE1GB7K2Q9X4', productName: 'IQOS ILUMA ONE', receipts: [{}, {}] };
const BARE = { serialNumber: 'BAR1GB7K2Q9X4' };

describe('which device a receipt is for', () => {
  it('none without devices (or with nothing usable)', () => {
    expect(chooseReceiptDevice(undefined)).toEqual({ kind: 'none' });
    expect(chooseReceiptDevice([])).toEqual({ kind: 'none' });
    expect(chooseReceiptDevice([{ serialNumber: '' }])).toEqual({ kind: 'none' });
  });

  it('the only device, whatever the handoff says', () => {
    expect(chooseReceiptDevice([ILUMA])).toEqual({ kind: 'one', selected: ILUMA });
    expect(chooseReceiptDevice([ILUMA], { serialNumber: 'GONE000000000' })).toEqual({ kind: 'one', selected: ILUMA });
  });

  it('several: the visitor\'s pick, else the handoff\'s device, else the first; a stale serial is ignored', () => {
    const devices = [ILUMA, ONE, BARE];
    const chooseReceiptDevice = (...args: Parameters<typeof choose>) => choose(...args) as { selected: unknown };
    expect(chooseReceiptDevice(devices)).toEqual({ kind: 'choose', selected: ILUMA, devices });
    expect(chooseReceiptDevice(devices, { serialNumber: ONE.serialNumber, name: 'x' }).selected).toBe(ONE);
    expect(chooseReceiptDevice(devices, { serialNumber: 'GONE000000000' }).selected).toBe(ILUMA);
    expect(chooseReceiptDevice(devices, { serialNumber: ONE.serialNumber }, BARE.serialNumber).selected).toBe(BARE);
    expect(chooseReceiptDevice(devices, { serialNumber: ONE.serialNumber }, 'GONE000000000').selected).toBe(ONE);
  });

  it('labels and receipt counts', () => {
    expect(deviceLabel(ILUMA)).toBe('IQOS ILUMA PRIME (ILM1GB7K2Q9X4)');
    expect(deviceLabel(BARE)).toBe('BAR1GB7K2Q9X4');
    expect(deviceLabel({ serialNumber: 'X', productName: '  ' })).toBe('X');
    expect(deviceLabel(ILUMA, true)).toBe('\u2068IQOS ILUMA PRIME\u2069 (\u2068ILM1GB7K2Q9X4\u2069)');
    expect(deviceLabel(BARE, true)).toBe('\u2068BAR1GB7K2Q9X4\u2069');
    expect([receiptCount(ONE), receiptCount(ILUMA), receiptCount(undefined)]).toEqual([2, 0, 0]);
  });
});

describe('file sizes as a person reads them', () => {
  it('B, KB, MB; the 4194304-byte limit reads 4 MB, 5 MB reads 5 MB', () => {
    expect(formatFileSize(0)).toBe('0 byte');
    expect(formatFileSize(512)).toBe('512 byte');
    expect(formatFileSize(1024)).toBe('1 kB');
    expect(formatFileSize(250_000)).toBe('244 kB');
    expect(formatFileSize(4_194_304)).toBe('4 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1_300_000)).toBe('1.2 MB');
    expect(formatFileSize(Number.NaN)).toBe('0 byte');
  });

  it('in the page\'s language', () => {
    expect(formatFileSize(1_300_000, 'de')).toBe('1,2 MB');
    expect(formatFileSize(1_300_000, 'not a language tag!')).toBe('1.2 MB');
    // the unit in the page's language too (Intl's unit style), not a hard-coded Latin "KB"
    expect(formatFileSize(250_000, 'ar')).toBe(new Intl.NumberFormat('ar', { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(244));
    expect(formatFileSize(250_000, 'ar')).not.toContain('KB');
  });
});

describe('words', () => {
  it('fills placeholders, leaves unknown ones', () => {
    expect(fillTemplate('{file} was uploaded to {device}.', { file: 'r.png' })).toBe('r.png was uploaded to {device}.');
    expect(fillTemplate('Receipts: {count}', { count: 3 })).toBe('Receipts: 3');
  });

  it('names a failed upload\'s reason', () => {
    const messages = {
      tooLargeMessage: 'large',
      contentMismatchMessage: 'content',
      uploadErrorMessage: 'again',
      sessionExpiredMessage: 'session',
      networkErrorMessage: 'offline',
    };
    expect(['too-large', 'unsupported-type', 'missing-file', 'session-expired', 'network', 'unavailable', 'timeout', 'not-found']
      .map((reason) => uploadFailureMessage(reason, messages)))
      .toEqual(['large', 'content', 'content', 'session', 'offline', 'again', 'again', 'again']);
  });
});
