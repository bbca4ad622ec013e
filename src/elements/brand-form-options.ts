import { defineElement } from './defineWithReact';
import { FormOptions } from '../react/formOptions/FormOptions';
import { primeField } from '../react/runtime/formField';
import { initialValue, initialValues, normaliseOptions, optionsType } from '../core/forms/options';
import { formOptionsEmptiness } from '../core/model/emptiness/form-options';

/**
 * A form field of authored options: a checkbox group (several values, one form entry each), a radio
 * group (arrow keys move the choice, as native radios) or a drop-down (the select element's native
 * <select>). Groups are a fieldset named by its legend; required means at least one choice. AEM's
 * `multi-drop-down` is shown as a checkbox group (every option visible, one tap each). Form-associated:
 * inside any <form> (or a brand-form-container) it submits, validates, resets and follows a disabled
 * fieldset; `el.value` is a string (radio, drop-down) or an array (checkboxes). Fires `change` when the
 * visitor changes the choice. Resource types: brand/components/form-options and AEM's
 * core/wcm/components/form/options/v2/options (`title`, `items`, `helpMessage` read as label, options, helper text).
 */
export const BrandFormOptions = defineElement('brand-form-options', FormOptions, {
  hydrate: 'interaction',
  props: {
    label: { type: 'string', description: 'The legend of the group (the label of a drop-down).' },
    name: { type: 'string', description: 'The name the value(s) are submitted under.' },
    type: { type: 'string', description: 'checkbox (default), radio, drop-down; AEM\'s multi-drop-down is a checkbox group.' },
    options: { type: 'json', description: 'The options: [{ value, text, selected?, disabled? }]; selected marks the initial choice.' },
    value: { type: 'string', description: 'The initial choice, wins over selected: a value, or for checkboxes an array (a JSON array as attribute). Reading `el.value` gives the current choice.' },
    placeholder: { type: 'string', description: 'Drop-down only: the empty first option while nothing is chosen.' },
    required: { type: 'boolean', description: 'At least one choice before the form submits.' },
    requiredMessage: { type: 'string', description: 'The message when required and nothing is chosen (default "Choose <label>.").' },
    helperText: { type: 'string', description: 'Hint under the options.' },
    errorHint: { type: 'string', description: 'Hint shown in the error state (and the required message when requiredMessage is not set).' },
    successHint: { type: 'string', description: 'Hint shown in the valid state.' },
    state: { type: 'string', description: 'Input state: default, disabled, readonly (choice kept and submitted, cannot change), error or valid.' },
    disabled: { type: 'boolean', description: 'Not operable and not submitted.' },
  },
  modelFields: {
    title: { type: 'string', description: 'AEM\'s label field (label wins).' },
    items: { type: 'json', description: 'AEM\'s options field (options wins).' },
    helpMessage: { type: 'string', description: 'AEM\'s helper text field (helperText wins).' },
  },
  events: {
    onChange: { name: 'change', description: 'The visitor changed the choice; detail { name, value } (`el.value` already has it).' },
  },
  aliases: ['core/wcm/components/form/options/v2/options'],
  formAssociated: true,
  // The form sees the choice and a required group's valueMissing before the first render.
  primeField: (link, props) => {
    const options = normaliseOptions(props.options ?? props.items);
    const kind = optionsType(props.type);
    const single = Array.isArray(props.value) ? props.value[0] : props.value;
    const value = kind.multiple ? initialValues(options, props.value) : initialValue(options, single, undefined, kind.type === 'drop-down' && !props.placeholder && !props.required);
    primeField(link, props.name, kind.type === 'radio' && value === '' ? null : value, props.required && props.state !== 'readonly', props.disabled || props.state === 'disabled');
  },
  emptiness: formOptionsEmptiness,
  family: 'forms',
  budgetKiB: 99,
});
