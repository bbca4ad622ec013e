import { defineElement } from './defineWithReact';
import { AddToCart } from '../react/addToCart/AddToCart';
import { addToCartEmptiness } from '../core/model/emptiness/add-to-cart';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * Add to cart: a quantity stepper and a button that adds a product ('standard'), a
 * lent device ('lending', with `lendingConfigurationCode`) or a product set ('product-set': `entries` under
 * `productReference`, no stepper) to the visitor's OCC cart, then updates the local cart (the header badge),
 * opens the mini cart and pushes `addToCart`. A product is read first (`hybrisConfig`): out of stock disables
 * the button with the reason, low stock shows a hint, a product that cannot be read disables it with a short
 * message. Failures of the add are told in a role="alert". Resource type: brand/components/add-to-cart.
 */
export const BrandAddToCart = defineElement('brand-add-to-cart', AddToCart, {
  props: {
    productCode: { type: 'string', description: 'The OCC product code (standard and lending).' },
    addToCartLabel: { type: 'string', description: 'The button label (required: the editor shows a placeholder without it).' },
    quantity: { type: 'number', description: 'The quantity the stepper starts at (default 1).' },
    type: { type: 'string', description: "standard (default), lending or product-set." },
    lendingConfigurationCode: { type: 'string', description: "The lending configuration of a 'lending' entry (e.g. LEND-30D)." },
    productReference: { type: 'string', description: "The product set's code ('product-set')." },
    entries: { type: 'json', description: "The set's tins: [{ productCode, quantity }] ('product-set')." },
    cartUrl: { type: 'string', description: "The cart page, for the mini cart's View cart link." },
    showStepper: { type: 'boolean', description: 'Default true: the quantity stepper of a standard product (never for a lent device, one to a cart, nor a product set).' },
    maxQuantity: { type: 'number', description: "The stepper's maximum (default 20)." },
    productName: { type: 'string', description: "The name in the mini cart's heading (default the product's name; a set's productReference)." },
    outOfStockLabel: { type: 'string', description: "Shown next to the disabled button of an out-of-stock product (default 'Out of stock')." },
    lowStockLabel: { type: 'string', description: "The low-stock hint (default 'Only a few left')." },
    loadErrorLabel: { type: 'string', description: "Shown when the product cannot be read (default 'This product cannot be added right now.')." },
    messages: {
      type: 'json',
      description: 'Messages replacing the defaults, keyed added, partlyAdded ({count}), limit, out-of-stock, unavailable, network, timeout, server, not-configured.',
    },
    quantityLabel: { type: 'string', description: "The stepper's name (default 'Quantity')." },
    increaseLabel: { type: 'string', description: "The + button's name (default 'Increase quantity')." },
    decreaseLabel: { type: 'string', description: "The − button's name (default 'Decrease quantity')." },
    addingLabel: { type: 'string', description: "The progress's name while adding (default 'Adding to your cart')." },
    ...COMMERCE_SERVICE_FIELDS,
  },
  emptiness: addToCartEmptiness,
  family: 'commerce',
  budgetKiB: 100,
});
