import { defineElement } from './defineWithReact';
import { FormText, asText, submittedText } from '../react/forms/text/FormText';
import { primeField } from '../react/runtime/formField';

/**
 * A form text field: text, email, tel, number, date or multi-line, with label, placeholder, helper
 * text and five input states. Form-associated: inside a plain <form> (or a
 * brand-form-container) it submits its value under `name`, blocks submission while invalid, resets
 * and follows a disabled fieldset. Its message says what to fix, after the first blur or submit
 * attempt; Enter submits the form; the multi-line input grows with its content until the 20th change.
 * Resource type: brand/components/form-text.
 */
export const BrandFormText = defineElement('brand-form-text', FormText, {
  hydrate: 'interaction',
  props: {
    label: { type: 'string', description: 'The field label.' },
    name: { type: 'string', description: 'The name the value is submitted under.' },
    value: { type: 'string', description: 'The value (the host property reads what the visitor typed; setting it replaces it).' },
    defaultValue: { type: 'string', description: 'The value when `value` is not set; the form reset returns to it.' },
    type: { type: 'string', description: 'text (default), email, tel, number, date or textarea (multi-line).' },
    placeholder: { type: 'string', description: 'Placeholder text (not a replacement for the label).' },
    helperText: { type: 'string', description: 'Hint under the field.' },
    errorHint: { type: 'string', description: 'Hint shown in the authored error state.' },
    successHint: { type: 'string', description: 'Hint shown in the valid state.' },
    state: { type: 'string', description: 'Input state: default, disabled, readonly, error or valid (error and valid are shown as authored).' },
    required: { type: 'boolean', description: 'A value is required.' },
    disabled: { type: 'boolean', description: 'Disabled: not editable, not submitted.' },
    readOnly: { type: 'boolean', attribute: 'readonly', description: 'Read-only: submitted, not editable, not validated (attribute read-only or readonly).' },
    pattern: { type: 'string', description: 'A regular expression the whole value must match (as the HTML attribute); one that does not compile is reported to the console and ignored.' },
    minLength: { type: 'number', attribute: 'minlength', description: 'Fewest characters (attribute min-length or minlength).' },
    maxLength: { type: 'number', attribute: 'maxlength', description: 'Most characters, counted, not enforced while typing (attribute max-length or maxlength).' },
    min: { type: 'string', description: 'Smallest number (type number) or earliest ISO date YYYY-MM-DD (type date).' },
    max: { type: 'string', description: 'Largest number (type number) or latest ISO date (type date).' },
    autocomplete: { type: 'string', description: 'Autofill hint (default email / tel for those types).' },
    rows: { type: 'number', description: 'Visible lines of the multi-line input before it grows (default 3).' },
    requiredMessage: { type: 'string', description: 'Message when a required value is missing (default: "Enter <label>.").' },
    constraintMessage: { type: 'string', description: 'Message for every other problem (type, pattern, length, range); default: one that names the fix.' },
  },
  aliases: ['core/wcm/components/form/text/v2/text'],
  formAssociated: true,
  // The form sees the value (trimmed for one line) and a required field's valueMissing before the first render.
  primeField: (link, props) => {
    const readOnly = props.readOnly || props.state === 'readonly';
    const disabled = props.disabled || props.state === 'disabled';
    primeField(link, props.name, submittedText(props.type, asText(props.value ?? props.defaultValue)), props.required && !readOnly, disabled);
  },
  family: 'forms',
  budgetKiB: 98,
});
