import { defineElement } from './defineWithReact';
import { LeadGenForm } from '../react/leadGenForm/LeadGenForm';

/**
 * A form container (brand-form-container's submission, shared) with consents after its fields:
 * a checkbox each, required ones must be ticked; it sends the fields, the consents given (their
 * opt-in ids) and an ISO timestamp. Duplicate opt-ins across consents: 'Duplicate opt-ins
 * detected' in the editor and one console warning, never to the shopper.
 * Resource type: brand/components/lead-gen-form.
 */
export const BrandLeadGenForm = defineElement('brand-lead-gen-form', LeadGenForm, {
  // A form and every field in it wake together: it sends all their values at once.
  hydrate: { policy: 'interaction', asOne: true },
  props: {
    action: { type: 'string', description: 'URL the lead is sent to as JSON: same-origin or https.' },
    method: { type: 'string', description: 'POST (default), PUT or PATCH.' },
    successMessage: { type: 'string', description: 'Shown (role=status, focused) after a 2xx answer.' },
    errorMessage: { type: 'string', description: 'Shown (role=alert, focused) after a failure; the values are kept.' },
    hideOnSuccess: { type: 'boolean', description: 'On success the fields disappear; the success message stays.' },
    redirect: { type: 'string', description: 'Page to go to after success (same-origin or https).' },
    consentRequiredMessage: { type: 'string', description: "Under a required consent left unticked (default 'Tick this box to continue.')." },
    consents: { type: 'json', description: '[{ id, label (HTML, sanitized), required, optIns: [{ id }] }]: a checkbox each, after the fields.' },
  },
  modelFields: {
    title: { type: 'string', description: 'Accessible name of the form region.' },
  },
  events: {
    onFormSubmit: { name: 'brand-form-submit', description: 'After a 2xx answer: { id, data } (fields, consents given, timestamp).' },
    onFormError: { name: 'brand-form-error', description: 'After a failure: { id, status } (0: network, timeout, refused action or captcha).' },
  },
  slots: [
    { name: '', description: 'The form fields.' },
    { name: 'actions', description: 'The form buttons (the element puts its brand-form-button children here, after the consents).' },
  ],
  parts: [
    { name: 'form', description: 'The form region.' },
    { name: 'fields', description: 'The fields and consents.' },
    { name: 'consents', description: 'The consent checkboxes.' },
    { name: 'consent', description: 'One consent.' },
    { name: 'announcement', description: 'The live region that names what needs attention.' },
    { name: 'progress', description: 'Shown while sending.' },
    { name: 'success', description: 'The success message.' },
    { name: 'error', description: 'The error message.' },
    { name: 'authoring-note', description: 'In the editor: the duplicate opt-ins warning.' },
  ],
  family: 'forms',
  container: true,
  budgetKiB: 101,
});
