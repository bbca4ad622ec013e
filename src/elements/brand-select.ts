import { defineElement } from './defineWithReact';
import { Select } from '../react/select/Select';
import { primeField } from '../react/runtime/formField';
import { initialValue, normaliseOptions } from '../core/forms/options';
import { selectEmptiness } from '../core/model/emptiness/select';

/**
 * A select field, usable alone or as a form field: a label, a native
 * <select> styled from the theme (the phone's own picker, the platform's keyboard and screen-reader
 * support), one hint line (helper, error or success hint) and the input states default, disabled,
 * readonly, error and valid. Form-associated: inside any <form> (or a brand-form-container) it
 * submits its value under `name`, blocks submission when required and empty (then shows its
 * message), resets and follows a disabled fieldset; `el.value` is the chosen value. Fires `change`
 * (and the native, composed `input`) when the visitor picks another value. Resource type: brand/components/select.
 */
export const BrandSelect = defineElement('brand-select', Select, {
  hydrate: 'interaction',
  props: {
    label: { type: 'string', description: 'The visible label; names the select.' },
    name: { type: 'string', description: 'The name the value is submitted under.' },
    value: { type: 'string', description: 'The chosen value; wins over defaultValue and a menu item\'s selected. Reading `el.value` gives the current choice.' },
    defaultValue: { type: 'string', description: 'The value chosen at first and after a reset when `value` is not set.' },
    placeholder: { type: 'string', description: 'Text of the empty first option shown while nothing is chosen (cannot be picked again when required).' },
    required: { type: 'boolean', description: 'A value must be chosen before the form submits.' },
    requiredMessage: { type: 'string', description: 'The message when required and nothing is chosen (default "Choose <label>.").' },
    helperText: { type: 'string', description: 'Hint under the select.' },
    errorHint: { type: 'string', description: 'Hint shown in the error state (and the required message when requiredMessage is not set).' },
    successHint: { type: 'string', description: 'Hint shown in the valid state; a chosen value then shows as valid after the visitor leaves the select.' },
    menuItems: { type: 'json', description: 'The options: [{ value, text, selected?, disabled? }].' },
    state: { type: 'string', description: 'Input state: default, disabled, readonly (value kept and submitted, cannot change), error or valid.' },
    disabled: { type: 'boolean', description: 'Not operable and not submitted.' },
  },
  events: {
    onChange: { name: 'change', description: 'The visitor chose another value; detail { name, value } (`el.value` already has it).' },
  },
  formAssociated: true,
  // The form sees the choice and a required select's valueMissing before the first render.
  primeField: (link, props) => {
    const value = initialValue(normaliseOptions(props.menuItems), props.value, props.defaultValue, !props.placeholder && !props.required);
    primeField(link, props.name, value, props.required && props.state !== 'readonly', props.disabled || props.state === 'disabled');
  },
  emptiness: selectEmptiness,
  family: 'basic',
  budgetKiB: 98,
});
