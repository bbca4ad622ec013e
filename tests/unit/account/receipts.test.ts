import { describe, expect, it } from 'vitest';
import {
  RECEIPT_MAX_BYTES,
  fileExtension,
  receiptMessage,
  receiptProblem,
  sniffReceiptKind,
} from '../../../src/core/account/receipts';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];

describe('receipt file checks (pdf, png, jpg, jpeg; max 4194304 bytes; by name and by content)', () => {
  it('extension and content sniffing', () => {
    expect([fileExtension('Receipt.JPG'), fileExtension('a.b.pdf'), fileExtension('noext'), fileExtension('.png'), fileExtension('C:\\x\\r.PnG')])
      .toEqual(['jpg', 'pdf', '', '', 'png']);
    expect(sniffReceiptKind(PDF)).toBe('pdf');
    expect(sniffReceiptKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffReceiptKind(new Uint8Array(JPEG).buffer)).toBe('jpeg');
    expect(sniffReceiptKind(new Uint8Array([0, ...PNG]).subarray(1))).toBe('png');
    expect(sniffReceiptKind(EXE)).toBeUndefined();
    expect(sniffReceiptKind([0x89, 0x50])).toBeUndefined();
  });

  it('accepts each allowed type with matching content, up to exactly the limit', () => {
    expect(receiptProblem({ name: 'r.pdf', size: 1000 }, PDF)).toBeUndefined();
    expect(receiptProblem({ name: 'r.png', size: RECEIPT_MAX_BYTES }, PNG)).toBeUndefined();
    expect(receiptProblem({ name: 'r.jpg', size: 10 }, JPEG)).toBeUndefined();
    expect(receiptProblem({ name: 'R.JPEG', size: 10 }, JPEG)).toBeUndefined();
    expect(receiptProblem({ name: 'r.png', size: 10 })).toBeUndefined();
  });

  it('names the reason: empty, wrong type, too large, content mismatch', () => {
    expect(receiptProblem({ name: 'r.png', size: 0 }, PNG)).toBe('empty');
    expect(receiptProblem({ name: 'r.webp', size: 10 })).toBe('wrong-type');
    expect(receiptProblem({ name: 'setup.exe', size: 10 }, EXE)).toBe('wrong-type');
    expect(receiptProblem({ name: 'receipt', size: 10 }, PDF)).toBe('wrong-type');
    expect(receiptProblem({ name: 'r.png', size: RECEIPT_MAX_BYTES + 1 }, PNG)).toBe('too-large');
    expect(receiptProblem({ name: 'big.png', size: 5 * 1024 * 1024 }, PNG)).toBe('too-large');
    expect(receiptProblem({ name: 'setup.png', size: 10 }, EXE)).toBe('content-mismatch');
    expect(receiptProblem({ name: 'photo.jpg', size: 10 }, PNG)).toBe('content-mismatch');
    expect(receiptProblem({ name: 'r.pdf', size: 10 }, [])).toBe('content-mismatch');
  });

  it('a message for each reason', () => {
    expect(receiptMessage('too-large')).toMatch(/4 MB/);
    expect(receiptMessage('wrong-type')).toMatch(/PDF, PNG or JPG/);
    expect(receiptMessage('content-mismatch')).toMatch(/not the PDF, PNG or JPG its name says/);
    expect(receiptMessage('empty')).toMatch(/empty/);
    expect(receiptMessage(undefined)).toBeUndefined();
  });
});
