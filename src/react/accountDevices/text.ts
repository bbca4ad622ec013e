/** The devices elements' words: English defaults, each replaced by an authored non-blank string. */
export const CARD_DEFAULTS = {
  serialLabel: 'Serial number',
  registeredLabel: 'Registered',
  receiptsLabel: 'Receipts',
  noReceiptsText: 'No receipt uploaded yet.',
  uploadReceiptLabel: 'Upload a receipt',
  removeLabel: 'Remove',
  removeConfirmTitle: 'Remove this device?',
  removeConfirmMessage: '{name} ({serialNumber}) will be removed from your account, with its receipts.',
  removeConfirmLabel: 'Remove device',
  cancelLabel: 'Cancel',
  removeErrorMessage: 'We could not remove your device. Please try again. Nothing has changed.',
  removedMessage: 'Your device {name} was removed.',
  unnamedDeviceLabel: 'Your device',
};

export const LIST_DEFAULTS = {
  ...CARD_DEFAULTS,
  emptyMessage: 'You have not registered a device yet.',
  registerLabel: 'Register a device',
  loadErrorMessage: 'We could not load your devices. Please try again in a moment.',
  retryLabel: 'Try again',
};

/** brand-account-device-card alone: its authored serialNumber is not one of the visitor's devices. */
export const STANDALONE_DEFAULTS = {
  ...LIST_DEFAULTS,
  notRegisteredMessage: 'This device is not registered to your account.',
};

export const REGISTER_DEFAULTS = {
  serialLabel: 'Serial number',
  serialHint: 'You find the 13 letters and digits on the back of your device, under the bar code, and on its box.',
  serialRequiredMessage: 'Enter the serial number printed on your device.',
  serialInvalidMessage: 'Enter the 13 letters and digits of the serial number, like ILM1GB7K2Q9X4.',
  duplicateMessage: 'This device is already registered.',
  modelLabel: 'Device model (optional)',
  modelPlaceholder: 'Choose your model',
  registerLabel: 'Register',
  successMessage: 'Your device {serialNumber} is registered.',
  sessionExpiredMessage: 'Your session has expired. Please log in again.',
  failureMessage: 'We could not register your device. Please try again in a moment. What you typed is kept.',
};

export type CardWords = typeof CARD_DEFAULTS;
export type ListWords = typeof LIST_DEFAULTS;
export type StandaloneWords = typeof STANDALONE_DEFAULTS;
export type RegisterWords = typeof REGISTER_DEFAULTS;

