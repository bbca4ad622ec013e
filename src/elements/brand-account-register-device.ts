import { defineElement } from './defineWithReact';
import { RegisterDevice } from '../react/accountDevices/RegisterDevice';
import { accountRegisterDeviceEmptiness } from '../core/model/emptiness/account-register-device';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The new-device form (empty without `id` and `title`): the
 * serial number (normalised to upper case without spaces, checked: 13 letters and digits), an optional model, and
 * Register. A refused serial (invalid, already registered), an expired session and a failure each have their
 * message and keep what was typed; success clears the form, says so, dispatches
 * `brand-account-device-registered` and resolves the visitor again (LAU-HAV-DEV without a reload).
 * Resource type: brand/components/account-register-device.
 */
export const BrandAccountRegisterDevice = defineElement('brand-account-register-device', RegisterDevice, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    models: { type: 'json', description: 'The models offered in a select: a list of strings or { value, label }; a text field without it.' },
    serialLabel: { type: 'string', description: "The serial field's label (default 'Serial number')." },
    serialHint: { type: 'string', description: 'Under the serial field: where to find the serial number.' },
    serialRequiredMessage: { type: 'string', description: 'Shown when the serial is empty.' },
    serialInvalidMessage: { type: 'string', description: 'Shown when the serial is not 13 letters and digits (before sending, or refused by the service).' },
    duplicateMessage: { type: 'string', description: "Shown when the device is already registered (default 'This device is already registered.')." },
    modelLabel: { type: 'string', description: "The model field's label (default 'Device model (optional)')." },
    modelPlaceholder: { type: 'string', description: "The select's empty choice (default 'Choose your model')." },
    registerLabel: { type: 'string', description: "The submit button (default 'Register')." },
    successMessage: { type: 'string', description: "Said after a registration, {serialNumber} filled in (default 'Your device {serialNumber} is registered.')." },
    sessionExpiredMessage: { type: 'string', description: 'Shown when the session has expired (401/403).' },
    failureMessage: { type: 'string', description: 'Shown when the service failed (5xx, network, timeout); what was typed is kept.' },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: 'The heading above the form (required with `id`: the editor shows a placeholder without them).' },
  },
  events: { onRegistered: { name: 'brand-account-device-registered', description: 'A device was registered; detail { serialNumber }.' } },
  emptiness: accountRegisterDeviceEmptiness,
  family: 'account',
  budgetKiB: 96,
});
