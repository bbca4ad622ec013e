import { defineElement } from './defineWithReact';
import { AccountDeviceCard } from '../react/accountDevices/AccountDeviceCard';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * One device preview card for a logged-in visitor: the
 * device's picture, name, serial number, registered date in the page's language and its receipts; "Upload a
 * receipt" hands the device to the upload page, "Remove" asks first. Shows the device `serialNumber`, else the
 * newest one, else an empty state linking to `registerUrl` (an authored serialNumber the visitor does not have:
 * `notRegisteredMessage`). A remove dispatches `brand-account-device-removed`; a remove elsewhere drops the device. An anonymous visitor is sent to `loginUrl`.
 * Resource type: brand/components/account-device-card.
 */
export const BrandAccountDeviceCard = defineElement('brand-account-device-card', AccountDeviceCard, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    serialNumber: { type: 'string', description: 'The device to show (as printed: spaces and case do not matter); the newest registered device without it.' },
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
    notRegisteredMessage: { type: 'string', description: "Shown when the authored serialNumber is not one of the visitor's devices (default 'This device is not registered to your account.')." },
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
  events: { onRemoved: { name: 'brand-account-device-removed', description: 'A device was removed (or was already gone); detail { serialNumber }. Every devices list and card on the page drops it.' } },
  family: 'account',
  budgetKiB: 96,
});
