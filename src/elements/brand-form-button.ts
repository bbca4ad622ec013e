import { defineElement } from './defineWithReact';
import { FormButton } from '../react/formButton/FormButton';
import { formButtonEmptiness } from '../core/model/emptiness/form-button';

/**
 * A form's submit, reset or plain button (AEM's form button), with brand-button's look. Inside a
 * page's plain <form> it submits or resets that form, and a submit adds the button's own
 * `name=value` to what is sent, as a native submit button does (SubmitEvent.submitter stays null:
 * the platform accepts only native buttons there); inside a brand-form-container it acts on the
 * container. A submit shows progress and refuses a second press while the container sends or the
 * page navigates away. A disabled fieldset disables it. Empty (nothing live) without title and type.
 */
export const BrandFormButton = defineElement('brand-form-button', FormButton, {
  hydrate: 'interaction',
  props: {
    type: { type: 'string', description: 'submit, reset or button. Required (with title).' },
    name: { type: 'string', description: 'Name of the entry a submit button adds to the submission it triggers.' },
    value: { type: 'string', description: 'Value of that entry (with name).' },
    variant: { type: 'string', description: 'contained (default), outlined or text.' },
    fullWidth: { type: 'boolean', description: 'Fills the width of its container.' },
    disabled: { type: 'boolean', description: 'Disables the button (a disabled fieldset around it does too).' },
  },
  modelFields: {
    title: { type: 'string', description: 'The label. Required (with type).' },
  },
  aliases: ['core/wcm/components/form/button/v2/button'],
  emptiness: formButtonEmptiness,
  display: 'inline-block',
  // A full-width button's host fills the line too.
  hostCss: ':host([full-width]:not([full-width="false"])) { display: block; }',
  formAssociated: true,
  family: 'forms',
  budgetKiB: 100,
});
