import { defineElement } from './defineWithReact';
import { UploadReceipt } from '../react/accountReceipt/UploadReceipt';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The receipt upload of the account: for a logged-in visitor
 * only (an anonymous one is sent to `loginUrl` and back). The receipt is for one of the visitor's devices: the one
 * handed over by a device card's "Upload a receipt", else the only one, else a select; without a device, a link to
 * `registerUrl`. A file dropped on the zone or chosen with "Choose a file" must be a PDF, PNG or JPG (by name and by
 * its first bytes) of at most 4,194,304 bytes: anything else is refused before upload with a message naming the
 * reason. Upload shows an indeterminate progress, then a status naming the file (the device's receipt count
 * follows); a failure keeps the file and "Try again" sends it again. Resource type:
 * brand/components/account-upload-receipt.
 */
export const BrandAccountUploadReceipt = defineElement('brand-account-upload-receipt', UploadReceipt, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    registerUrl: { type: 'string', description: 'Where a visitor without a device registers one (the link of the no-device state).' },
    introText: { type: 'string', description: 'A line under the heading (plain text; none by default).' },
    deviceLabel: { type: 'string', description: "The device field's label (default 'Device')." },
    receiptsCountLabel: { type: 'string', description: "The selected device's receipts, {count} filled in (default 'Receipts uploaded: {count}')." },
    noDeviceMessage: { type: 'string', description: 'Shown when the visitor has no registered device.' },
    registerLabel: { type: 'string', description: "The link to registerUrl (default 'Register a device')." },
    dropLabel: { type: 'string', description: "The drop zone's text (default 'Drag and drop your receipt here, or')." },
    chooseLabel: { type: 'string', description: "The file chooser button (default 'Choose a file')." },
    hintText: { type: 'string', description: "The accepted files (default 'PDF, PNG or JPG, up to 4 MB.')." },
    chosenFileLabel: { type: 'string', description: "Above the chosen file's name and size (default 'Chosen file')." },
    removeLabel: { type: 'string', description: "Takes the chosen file away (default 'Remove')." },
    uploadLabel: { type: 'string', description: "The upload button (default 'Upload receipt')." },
    ...RETRY_FIELDS,
    uploadingLabel: { type: 'string', description: "The progress bar's accessible name, {file} filled in (default 'Uploading {file}')." },
    successMessage: { type: 'string', description: "Said after an upload, {file} filled in (default '{file} was uploaded. Thank you.')." },
    uploadErrorMessage: { type: 'string', description: 'Shown when an upload failed (5xx, timeout); the file is kept.' },
    sessionExpiredMessage: { type: 'string', description: 'Shown when the session ended during an upload.' },
    networkErrorMessage: { type: 'string', description: 'Shown when the upload did not reach the service.' },
    loadErrorMessage: { type: 'string', description: 'Shown when the devices could not be read.' },
    emptyFileMessage: { type: 'string', description: 'Refusal: the file is empty.' },
    tooLargeMessage: { type: 'string', description: 'Refusal: the file is over 4 MB (4,194,304 bytes).' },
    wrongTypeMessage: { type: 'string', description: 'Refusal: the file is not a PDF, PNG or JPG by its name.' },
    contentMismatchMessage: { type: 'string', description: 'Refusal: the content is not what its name says (e.g. a program renamed .png).' },
    ...COMMERCE_SERVICE_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Upload a receipt')." },
  },
  family: 'account',
  budgetKiB: 99,
});
