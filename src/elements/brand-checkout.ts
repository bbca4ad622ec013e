import { defineElement } from './defineWithReact';
import { Checkout } from '../react/checkout/Checkout';
import { COMMERCE_SERVICE_FIELDS, LOGIN_FIELDS } from './fieldGroups';

/**
 * The checkout of a logged-in member's cart on SAP Commerce OCC: a delivery address (the saved ones, or a new one
 * through the account area's address form, saved to the book), a delivery
 * mode (its cost added to the total), a saved card or a new one (named by its type and last four digits only; a new
 * card's number goes to OCC and nowhere else), then the
 * review with the terms checkbox and "Place order" (`POST …/users/{user}/orders?cartId=&termsChecked=true`).
 * Each step is a radio group confirmed with "Continue" and changed afterwards with "Change". The confirmation
 * shows the order number, what was ordered, where, how and how paid, with a link to the member's orders; the cart
 * is emptied in this browser. An anonymous visitor goes to `loginUrl` and comes back; a member the market's
 * `shopConfig.orderRequiresHardAgeVerification` keeps from ordering is told how to verify. Pushes begin_checkout,
 * add_shipping_info, add_payment_info and purchase (GA4 ecommerce). Resource type: brand/components/checkout.
 */
export const BrandCheckout = defineElement('brand-checkout', Checkout, {
  props: {
    termsLabel: { type: 'string', description: "The terms checkbox's label (default 'I accept the terms and conditions of sale')." },
    placeOrderLabel: { type: 'string', description: "The order button (default 'Place order')." },
    ...LOGIN_FIELDS,
    confirmationTitle: { type: 'string', description: "The confirmation's heading (default 'Thank you for your order')." },
    cartUrl: { type: 'string', description: 'The cart page, linked when the cart is empty.' },
    ordersUrl: { type: 'string', description: "The member's orders (brand-account-orders), linked from the confirmation." },
    verifyAgeUrl: { type: 'string', description: 'Where a member verifies their age, when the market requires it to order.' },
    addressTitle: { type: 'string', description: "Step 1 (default 'Delivery address')." },
    deliveryTitle: { type: 'string', description: "Step 2 (default 'Delivery')." },
    paymentTitle: { type: 'string', description: "Step 3 (default 'Payment')." },
    reviewTitle: { type: 'string', description: "Step 4 (default 'Review and place your order')." },
    continueLabel: { type: 'string', description: "Confirms a step (default 'Continue')." },
    changeLabel: { type: 'string', description: "Reopens a confirmed step (default 'Change')." },
    emptyMessage: { type: 'string', description: 'Shown when the cart is empty.' },
    cartLinkLabel: { type: 'string', description: "The empty state's link to the cart (default 'Back to the cart')." },
    noAddressMessage: { type: 'string', description: 'Shown when the member has no saved address.' },
    noCardMessage: { type: 'string', description: 'Shown when the member has no saved card.' },
    verifyAgeMessage: { type: 'string', description: 'Shown instead of ordering when the market requires hard age verification.' },
    verifyAgeLinkLabel: { type: 'string', description: "The link to verifyAgeUrl (default 'Verify your age')." },
    orderNumberLabel: { type: 'string', description: "Before the order's number (default 'Order number')." },
    confirmationMessage: { type: 'string', description: 'The line under the order number.' },
    ordersLinkLabel: { type: 'string', description: "The link to ordersUrl (default 'See it in your orders')." },
    subtotalLabel: { type: 'string', description: "Default 'Subtotal'." },
    deliveryCostLabel: { type: 'string', description: "Default 'Delivery'." },
    totalLabel: { type: 'string', description: "Default 'Total'." },
    loadErrorMessage: { type: 'string', description: 'Shown when the cart, the addresses or the cards cannot be read.' },
    newAddressLabel: { type: 'string', description: "Opens the address form (default 'Add a new address'); the address is saved to the book and picked." },
    newAddressTitle: { type: 'string', description: "The address form's title (default 'A new delivery address')." },
    quantityLabel: { type: 'string', description: "Before each line's quantity in the summary (default 'Quantity')." },
    newCardLabel: { type: 'string', description: "Opens the new card form (default 'Add a new card'); the card is saved (masked) and used." },
    cardHolderLabel: { type: 'string', description: "Default 'Name on the card'." },
    cardNumberLabel: { type: 'string', description: "Default 'Card number' (sent to the commerce service only; never kept beyond its last four digits)." },
    expiryMonthLabel: { type: 'string', description: "Default 'Expiry month'." },
    expiryYearLabel: { type: 'string', description: "Default 'Expiry year'." },
    saveCardLabel: { type: 'string', description: "The new card's submit (default 'Use this card')." },
    cancelLabel: { type: 'string', description: "Closes the new card form (default 'Cancel')." },
    cardTemplate: { type: 'string', description: "A card as a choice, {type}, {last4}, {month} and {year} filled in (default '{type} ending {last4}, expires {month}/{year}')." },
    addressFormWords: { type: 'json', description: "The address form's words, named as brand-account-addresses names them (firstNameLabel, postalCodeLabel, saveLabel, …)." },
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Checkout')." },
  },
  family: 'commerce',
  budgetKiB: 96,
});
