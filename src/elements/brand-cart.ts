import { defineElement } from './defineWithReact';
import { Cart } from '../react/cart/Cart';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * The cart page: the visitor's cart, read from OCC when it opens (a
 * logged-in shopper's cart from another device too) and kept in step with the local cart (adds on the page,
 * in other tabs): each entry with its picture, name, a set's tins, a loan's days and line total, its quantity
 * a field (role spinbutton, named 'Quantity': PATCH …/entries/{n} once settled) and a button 'Remove <name>'
 * (DELETE …/entries/{n}), both shown at once and put back with the reason if OCC refuses;
 * subtotal, tax included and total; "Clear cart" after a confirmation (OCC DELETE; a failure says so and keeps
 * the cart); an empty state with a link to the shop. Resource type: brand/components/cart.
 */
export const BrandCart = defineElement('brand-cart', Cart, {
  props: {
    shopUrl: { type: 'string', description: 'The shop, linked from the empty cart.' },
    shopLabel: { type: 'string', description: "The empty cart's link text (default 'Continue shopping')." },
    emptyMessage: { type: 'string', description: "Shown when the cart is empty (default 'Your cart is empty.')." },
    subtotalLabel: { type: 'string', description: "Default 'Subtotal'." },
    taxLabel: { type: 'string', description: "Default 'Tax included'." },
    totalLabel: { type: 'string', description: "Default 'Total'." },
    quantityLabel: { type: 'string', description: "Before each entry's quantity (default 'Quantity')." },
    lendingLabel: { type: 'string', description: "A lent device's loan, {days} filled in (default '{days}-day loan')." },
    checkoutUrl: { type: 'string', description: 'The checkout (brand-checkout), linked from the summary.' },
    checkoutLabel: { type: 'string', description: "The checkout link's text (default 'Checkout')." },
    removeLabel: { type: 'string', description: "Each line's remove button; its name adds the product's (default 'Remove')." },
    lineMessages: {
      type: 'json',
      description:
        "What a line's change says, replacing the defaults, keyed not-a-number, too-low, too-high ({max}), updated, removed, lowStock, limit ({name}, {count}), out-of-stock, gone, network, timeout, server, not-configured.",
    },
    clearCartLabel: { type: 'string', description: "The clear button (default 'Clear cart')." },
    clearConfirmTitle: { type: 'string', description: "The confirmation's title (default 'Clear your cart?')." },
    clearConfirmMessage: { type: 'string', description: "The confirmation's text." },
    clearConfirmLabel: { type: 'string', description: "The confirming button (default 'Clear cart')." },
    cancelLabel: { type: 'string', description: "Default 'Cancel'." },
    clearErrorMessage: { type: 'string', description: 'Shown when the cart could not be cleared.' },
    clearedMessage: { type: 'string', description: "Said (polite status) after the cart was cleared, focus on the heading (default 'Your cart was cleared.')." },
    loadErrorMessage: { type: 'string', description: 'Shown when the cart could not be read and none is known here.' },
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Your cart')." },
  },
  family: 'commerce',
  budgetKiB: 102,
});
