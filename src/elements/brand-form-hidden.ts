import { defineElement } from './defineWithReact';
import { FormHidden } from '../react/forms/hidden/FormHidden';
import { primeField } from '../react/runtime/formField';

/**
 * A hidden form value: shows nothing and submits `value` under `name` with its form (a plain
 * <form> or a brand-form-container). Form-associated. Resource type: brand/components/form-hidden.
 */
export const BrandFormHidden = defineElement('brand-form-hidden', FormHidden, {
  props: {
    name: { type: 'string', description: 'The name the value is submitted under.' },
    value: { type: 'string', description: 'The value submitted.' },
  },
  aliases: ['core/wcm/components/form/hidden/v2/hidden'],
  hostCss: ':host{display:none}',
  formAssociated: true,
  // The form has the value before the first render (a page renders in slices).
  primeField: (link, props) => primeField(link, props.name, props.value == null ? '' : String(props.value)),
  family: 'forms',
  budgetKiB: 89,
});
