import { describe, expect, it } from 'vitest';
import {
  RECEIPT_DEVICE_KEY,
  SELECTED_CARD_KEY,
  readEditAddressId,
  readReceiptDevice,
  readReceiptHandoff,
  withReceiptSerial,
  readSelectedCardId,
  writeEditAddressId,
  writeReceiptDevice,
  writeSelectedCardId,
} from '../../../src/core/account/handoff';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('account handoff between pages', () => {
  it('keeps a card id, an address id and a receipt device, and forgets them on undefined', () => {
    const storage = memory();
    writeSelectedCardId('card-2', storage);
    writeEditAddressId('addr_1', storage);
    writeReceiptDevice({ serialNumber: 'ABCDE12345678', name: 'IQOS ILUMA' }, storage);
    expect(readSelectedCardId(storage)).toBe('card-2');
    expect(readEditAddressId(storage)).toBe('addr_1');
    expect(readReceiptDevice(storage)).toEqual({ serialNumber: 'ABCDE12345678', name: 'IQOS ILUMA' });
    writeSelectedCardId(undefined, storage);
    writeReceiptDevice(undefined, storage);
    expect(readSelectedCardId(storage)).toBeUndefined();
    expect(readReceiptDevice(storage)).toBeUndefined();
    expect(storage.map.has(SELECTED_CARD_KEY)).toBe(false);
  });

  it('refuses anything that is not an id (a card number is not stored: spaces; markup; too long)', () => {
    const storage = memory();
    writeSelectedCardId('4111 1111 1111 1111', storage);
    expect(storage.map.has(SELECTED_CARD_KEY)).toBe(false);
    storage.map.set(SELECTED_CARD_KEY, '<img src=x>');
    expect(readSelectedCardId(storage)).toBeUndefined();
    storage.map.set(SELECTED_CARD_KEY, 'x'.repeat(65));
    expect(readSelectedCardId(storage)).toBeUndefined();
  });

  it('reads a broken receipt device as none', () => {
    const storage = memory();
    for (const raw of ['{', '[]', '{"serialNumber":12}', '{"serialNumber":"a b"}']) {
      storage.map.set(RECEIPT_DEVICE_KEY, raw);
      expect(readReceiptDevice(storage)).toBeUndefined();
    }
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => writeSelectedCardId('card-1', broken)).not.toThrow();
    expect(readSelectedCardId(broken)).toBeUndefined();
  });

  it('carries the device in the upload link, before its fragment, and reads it back first', () => {
    expect(withReceiptSerial('/storefront.html?page=receipt', 'ILM1GB7K2Q9X4')).toBe('/storefront.html?page=receipt&serial=ILM1GB7K2Q9X4');
    expect(withReceiptSerial('#upload', 'ILM1GB7K2Q9X4')).toBe('?serial=ILM1GB7K2Q9X4#upload');
    expect(withReceiptSerial('/r?serial=OLD#top', 'NEW1')).toBe('/r?serial=NEW1#top');
    expect(withReceiptSerial('/r', 'bad serial')).toBe('/r');
    const storage = memory();
    writeReceiptDevice({ serialNumber: 'ILM1GB7K2Q9X4', name: 'IQOS ILUMA PRIME' }, storage);
    expect(readReceiptHandoff('?page=receipt', storage)).toEqual({ serialNumber: 'ILM1GB7K2Q9X4', name: 'IQOS ILUMA PRIME' });
    expect(readReceiptHandoff('?page=receipt&serial=ilm1gb7k2q9x4', storage)).toEqual({ serialNumber: 'ILM1GB7K2Q9X4', name: 'IQOS ILUMA PRIME' });
    expect(readReceiptHandoff('?serial=ABCDEFGHJK123', storage)).toEqual({ serialNumber: 'ABCDEFGHJK123' });
    expect(readReceiptHandoff('?serial=%3Cscript%3E', storage)).toEqual({ serialNumber: 'ILM1GB7K2Q9X4', name: 'IQOS ILUMA PRIME' });
    expect(readReceiptHandoff('?serial=ABCDEFGHJK123', memory())).toEqual({ serialNumber: 'ABCDEFGHJK123' });
  });
});
