import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../src/core/content/clipboard';

/** A document of fakes with just what the fallback uses. */
function fakeDocument(execResult: boolean | 'throw') {
  const textarea = { value: '', style: { cssText: '' }, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
  const copied: string[] = [];
  const document = {
    createElement: vi.fn(() => textarea),
    body: { append: vi.fn() },
    execCommand: vi.fn(() => {
      if (execResult === 'throw') throw new Error('not allowed');
      if (execResult) copied.push(textarea.value);
      return execResult;
    }),
  };
  return { document: document as unknown as Document, textarea, copied, raw: document };
}

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(async () => {});
    const { document, raw } = fakeDocument(true);
    await expect(copyText('ZYN10', { clipboard: { writeText }, document })).resolves.toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('ZYN10');
    expect(raw.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand("copy") without the API, and removes the textarea', async () => {
    const { document, textarea, copied } = fakeDocument(true);
    await expect(copyText('ZYN10', { clipboard: undefined, document })).resolves.toBe('execCommand');
    expect(copied).toEqual(['ZYN10']);
    expect(textarea.select).toHaveBeenCalled();
    expect(textarea.remove).toHaveBeenCalled();
  });

  it('falls back when the API refuses (permission denied)', async () => {
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { document, copied } = fakeDocument(true);
    await expect(copyText('SAVE5', { clipboard: { writeText }, document })).resolves.toBe('execCommand');
    expect(copied).toEqual(['SAVE5']);
  });

  it('rejects when neither way works (execCommand false or throwing), the textarea removed', async () => {
    for (const result of [false, 'throw'] as const) {
      const { document, textarea } = fakeDocument(result);
      await expect(copyText('X', { clipboard: undefined, document })).rejects.toThrow(/refused/);
      expect(textarea.remove).toHaveBeenCalled();
    }
  });
});
