import { defineElement } from './defineWithReact';
import { AccountDevices } from '../react/accountDevices/AccountDevices';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The logged-in visitor's registered devices as device preview cards, newest first: a skeleton while
 * loading, an empty state linking to `registerUrl`, a failed load with "Try again"; a remove (confirmed) updates
 * the list, moves focus to the heading, says so and dispatches `brand-account-device-removed`. Reloads when
 * `brand-account-device-registered` reaches the document; drops a device removed by another element. An anonymous visitor is sent to `loginUrl`. Resource type: brand/components/account-devices.
 */
export const BrandAccountDevices = defineElement('brand-account-devices', AccountDevices, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    image: { type: 'string', editor: 'reference', description: 'A picture for every device (an image URL); else the productImages entry for its product, else a device icon.' },
    productImages: { type: 'json', description: 'Pictures per product: a list of { productName, image } (image URL); a name contained in the product name matches too.' },
    uploadReceiptUrl: { type: 'string', description: 'The receipt upload page: "Upload a receipt" hands the device to it and opens it.' },
    serialLabel: { type: 'string', description: "Default 'Serial number'." },
    registeredLabel: { type: 'string', description: "Before the registration date (default 'Registered')." },
    receiptsLabel: { type: 'string', description: "Above the device's receipts (default 'Receipts')." },
    noReceiptsText: { type: 'string', description: "Shown when a device has no receipt (default 'No receipt uploaded yet.')." },
    uploadReceiptLabel: { type: 'string', description: "Default 'Upload a receipt'." },
    removeLabel: { type: 'string', description: "Default 'Remove'." },
    removeConfirmTitle: { type: 'string', description: "The confirmation's title (default 'Remove this device?')." },
    removeConfirmMessage: { type: 'string', description: "The confirmation's text, {name} and {serialNumber} filled in." },
    removeConfirmLabel: { type: 'string', description: "The confirming button (default 'Remove device')." },
    cancelLabel: { type: 'string', description: "Default 'Cancel'." },
    removeErrorMessage: { type: 'string', description: 'Shown when a device could not be removed (it stays).' },
    removedMessage: { type: 'string', description: "Said after a removal, {name} filled in (default 'Your device {name} was removed.')." },
    unnamedDeviceLabel: { type: 'string', description: "The name of a device without a product name (default 'Your device')." },
    emptyMessage: { type: 'string', description: "Shown when no device is registered (default 'You have not registered a device yet.')." },
    registerUrl: { type: 'string', description: 'Where to register a device (a page or #anchor), linked from the empty state.' },
    registerLabel: { type: 'string', description: "The empty state's link (default 'Register a device')." },
    loadErrorMessage: { type: 'string', description: 'Shown when the devices could not be loaded (kept on screen if they were).' },
    ...RETRY_FIELDS,
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Your devices')." },
  },
  events: { onRemoved: { name: 'brand-account-device-removed', description: 'A device was removed (or was already gone); detail { serialNumber }. Every devices list and card on the page drops it.' } },
  family: 'account',
  budgetKiB: 96,
});
