import { defineElement } from './defineWithReact';
import { FormContainer } from '../react/formContainer/FormContainer';
import { formContainerEmptiness } from '../core/model/emptiness/form-container';

/**
 * A form around the fields <brand-page> renders into its light DOM (`:items`): on submit (a submit
 * button, Enter in a text field) it validates every field, focuses the first invalid one and
 * announces them all, else sends their values as JSON to `action` (same-origin or https only),
 * shows progress, then the success message (optionally hiding the fields) or the error message
 * with every value kept. Empty in the editor without an `id`. Resource type: brand/components/form-container.
 */
export const BrandFormContainer = defineElement('brand-form-container', FormContainer, {
  // A form and every field in it wake together: it sends all their values at once.
  hydrate: { policy: 'interaction', asOne: true },
  props: {
    action: { type: 'string', description: 'URL the JSON is sent to: same-origin or https (anything else is refused, one console error).' },
    method: { type: 'string', description: 'POST (default), PUT or PATCH.' },
    successMessage: { type: 'string', description: 'Shown (role=status, focused) after a 2xx answer.' },
    errorMessage: { type: 'string', description: 'Shown (role=alert, focused) after a failure; the values are kept.' },
    hideOnSuccess: { type: 'boolean', description: 'On success the fields disappear; the success message stays.' },
    redirect: { type: 'string', description: 'Page to go to after success (same-origin or https), like AEM’s thank-you page.' },
  },
  modelFields: {
    title: { type: 'string', description: 'Accessible name of the form region.' },
  },
  events: {
    onFormSubmit: { name: 'brand-form-submit', description: 'After a 2xx answer: { id, data } (the JSON sent).' },
    onFormError: { name: 'brand-form-error', description: 'After a failure: { id, status } (status 0: network, timeout, refused action or captcha).' },
  },
  emptiness: formContainerEmptiness,
  slots: [{ name: '', description: 'The form fields (brand-form-text, -options, -hidden, -button, brand-select, containers).' }],
  parts: [
    { name: 'form', description: 'The form region.' },
    { name: 'fields', description: 'The box around the fields (inert while sending, hidden after success with hideOnSuccess).' },
    { name: 'announcement', description: 'The live region that names the fields needing attention.' },
    { name: 'progress', description: 'Shown while sending.' },
    { name: 'success', description: 'The success message.' },
    { name: 'error', description: 'The error message.' },
  ],
  family: 'forms',
  container: true,
  budgetKiB: 94,
});
