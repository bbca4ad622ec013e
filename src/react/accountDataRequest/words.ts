/** The words of brand-account-get-your-information (every one may be authored; {date} and {status} are filled). */
export const DATA_REQUEST_DEFAULTS = {
  requestLabel: 'Request my data',
  checkLabel: 'Check again',
  downloadLabel: 'Download my data',
  stepsLabel: 'Status of your request',
  receivedLabel: 'Received',
  processingLabel: 'Being prepared',
  readyLabel: 'Ready',
  expiredLabel: 'Expired',
  stepDoneLabel: 'done',
  requestedOnText: 'Requested on {date}',
  expiresText: 'You can download it until {date}.',
  expiredText: 'Your last copy expired on {date}. Request a new one to download your data.',
  noRequestText: 'You have not requested a copy of your data yet.',
  inProgressReason: 'Your copy is being prepared. You can request a new one once it is ready.',
  requestedMessage: 'We have received your request. Check again later to see when your copy is ready.',
  statusMessage: 'Status of your request: {status}.',
  readyMessage: 'Your copy is ready to download.',
  inProgressMessage: 'A copy of your data is already being prepared.',
  loadErrorMessage: 'We could not load your data requests. Try again in a moment.',
  requestErrorMessage: 'We could not send your request. Try again in a moment.',
  checkErrorMessage: 'We could not check the status of your request. Try again in a moment.',
  sessionExpiredMessage: 'Your session has expired. Please log in again.',
  retryLabel: 'Try again',
  busyLabel: 'Please wait',
};

export type DataRequestWords = typeof DATA_REQUEST_DEFAULTS;
