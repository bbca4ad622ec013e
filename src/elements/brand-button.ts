import { defineElement } from './defineWithReact';
import { Button } from '../react/button/Button';
import { buttonEmptiness } from '../core/model/emptiness/button';

/**
 * A button, or a link styled as one when link-url is set. Variants contained, outlined and
 * text; sizes; an optional theme icon on the left or right; `loading` shows a 24px spinner
 * and disables it. Resource type: brand/components/button.
 */
export const BrandButton = defineElement('brand-button', Button, {
  props: {
    label: { type: 'string', description: 'Visible label.' },
    variant: { type: 'string', description: 'contained (default), outlined or text.' },
    size: { type: 'string', description: 'small, medium (default) or large.' },
    icon: { type: 'string', description: 'Theme icon name, e.g. arrow-right or pmi-icon-cart.' },
    iconPosition: { type: 'string', description: 'left (default) or right.' },
    loading: { type: 'boolean', description: 'Shows a spinner and disables the button.' },
    disabled: { type: 'boolean', description: 'Disables the button.' },
    linkUrl: { type: 'string', description: 'Makes the button a link (http(s), mailto, tel or relative).' },
    linkTarget: { type: 'string', description: '_self (default) or _blank.' },
    fullWidth: { type: 'boolean', description: 'Fills the width of its container.' },
    type: { type: 'string', description: 'button (default), submit or reset.' },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Accessible name when the label is not enough.' },
  },
  display: 'inline-block',
  emptiness: buttonEmptiness,
  // A button that is a link is final as the server wrote it; one that acts loads when used.
  hydrate: { policy: 'interaction', finalWith: 'linkUrl' },
  // Form-associated, so type="submit" and "reset" act on the page's <form> around the host.
  formAssociated: true,
  family: 'basic',
  budgetKiB: 98,
});
