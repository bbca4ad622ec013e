/**
 * Receipt upload checks (`brand-account-upload-receipt`): a file is refused before upload with a reason
 * the UI can name: empty, too large, wrong type (by its name), or content that does not match its name (by its
 * magic bytes), so a `.exe` renamed `.png` is refused. Pure: the element reads the first bytes
 * (`file.slice(0, RECEIPT_SNIFF_BYTES).arrayBuffer()`) and passes them in.
 *
 * Accepted: pdf, png, jpg, jpeg, at most 4194304 bytes (4 MB), checked by type and by content (magic bytes).
 * Signatures: PDF `%PDF-`, PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`.
 */

export const RECEIPT_MAX_BYTES = 4_194_304;
export const RECEIPT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export type ReceiptExtension = (typeof RECEIPT_EXTENSIONS)[number];
export type ReceiptKind = 'pdf' | 'png' | 'jpeg';

/** The `accept` attribute of the file input. */
export const RECEIPT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const SIGNATURES: ReadonlyArray<{ kind: ReceiptKind; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** How many leading bytes the content check needs. */
export const RECEIPT_SNIFF_BYTES = 8;

const KIND_OF_EXTENSION: Readonly<Record<ReceiptExtension, ReceiptKind>> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

/** The file name's extension in lower case ("Receipt.JPG" → "jpg"); '' without one. */
export function fileExtension(name: unknown): string {
  if (typeof name !== 'string') return '';
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The kind a file's first bytes say it is, or undefined. */
export function sniffReceiptKind(head: ArrayBuffer | ArrayBufferView | readonly number[]): ReceiptKind | undefined {
  const bytes = Array.isArray(head) ? head
    : ArrayBuffer.isView(head) ? new Uint8Array(head.buffer, head.byteOffset, head.byteLength)
      : new Uint8Array(head as ArrayBuffer);
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => bytes[i] === byte))?.kind;
}

/** Why a receipt is refused; the element names each in its own words (see DEFAULT_RECEIPT_MESSAGES). */
export type ReceiptProblem = 'empty' | 'too-large' | 'wrong-type' | 'content-mismatch';

export interface ReceiptFileLike {
  name: string;
  size: number;
}

/**
 * Checks in the order a visitor can act on them: empty (0 bytes), wrong type (the name's extension is not pdf,
 * png, jpg or jpeg), too large (over 4194304 bytes; exactly 4194304 passes), then the content: the first bytes
 * must be the signature of the kind its extension names (a PNG named .jpg is a mismatch too). Without `head`
 * only the name and size are checked. Undefined when it may be uploaded.
 */
export function receiptProblem(file: ReceiptFileLike, head?: ArrayBuffer | ArrayBufferView | readonly number[]): ReceiptProblem | undefined {
  if (!(file.size > 0)) return 'empty';
  const extension = fileExtension(file.name);
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(extension)) return 'wrong-type';
  if (file.size > RECEIPT_MAX_BYTES) return 'too-large';
  if (head === undefined) return undefined;
  return sniffReceiptKind(head) === KIND_OF_EXTENSION[extension as ReceiptExtension] ? undefined : 'content-mismatch';
}

export interface ReceiptMessages {
  emptyFileMessage: string;
  tooLargeMessage: string;
  wrongTypeMessage: string;
  contentMismatchMessage: string;
}

export const DEFAULT_RECEIPT_MESSAGES: ReceiptMessages = {
  emptyFileMessage: 'This file is empty. Choose the file of your receipt.',
  tooLargeMessage: 'This file is larger than 4 MB. Choose a smaller file or a lower-resolution photo.',
  wrongTypeMessage: 'Choose a PDF, PNG or JPG file.',
  contentMismatchMessage: 'This file is not the PDF, PNG or JPG its name says. Choose the original file of your receipt.',
};

export function receiptMessage(problem: ReceiptProblem | undefined, messages: ReceiptMessages = DEFAULT_RECEIPT_MESSAGES): string | undefined {
  switch (problem) {
    case 'empty': return messages.emptyFileMessage;
    case 'too-large': return messages.tooLargeMessage;
    case 'wrong-type': return messages.wrongTypeMessage;
    case 'content-mismatch': return messages.contentMismatchMessage;
    default: return undefined;
  }
}
