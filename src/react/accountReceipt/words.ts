import { DEFAULT_RECEIPT_MESSAGES } from '../../core/account/receipts';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { authoredWords } from '../../core/text/template';

/** Every word of the receipt upload, authorable; an empty or missing value falls back to the English default. */
export const DEFAULT_WORDS = {
  title: 'Upload a receipt',
  introText: '',
  deviceLabel: 'Device',
  receiptsCountLabel: 'Receipts uploaded: {count}',
  noDeviceMessage: 'Register your device first: a receipt is kept with the device it is for.',
  registerLabel: 'Register a device',
  dropLabel: 'Drag and drop your receipt here, or',
  chooseLabel: 'Choose a file',
  hintText: 'PDF, PNG or JPG, up to 4 MB.',
  chosenFileLabel: 'Chosen file',
  removeLabel: 'Remove',
  uploadLabel: 'Upload receipt',
  retryLabel: 'Try again',
  uploadingLabel: 'Uploading {file}',
  successMessage: '{file} was uploaded. Thank you.',
  uploadErrorMessage: 'We could not upload your receipt. Your file is still here: please try again.',
  sessionExpiredMessage: 'Your session has ended. Log in again to upload your receipt.',
  networkErrorMessage: 'You seem to be offline. Check your connection and try again.',
  loadErrorMessage: 'We could not load your devices. Please try again in a moment.',
  ...DEFAULT_RECEIPT_MESSAGES,
};

export type Words = typeof DEFAULT_WORDS;

export interface UploadReceiptProps extends Partial<Words> {
  /** The login page; an anonymous visitor is sent there and back. */
  loginUrl?: string;
  signedOutMessage?: string;
  /** Where a visitor without a device registers one. */
  registerUrl?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
}

export function words(props: Partial<Words>): Words {
  return authoredWords(DEFAULT_WORDS, props);
}
