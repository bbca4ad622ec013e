import { defineElement } from './defineWithReact';
import { AccountOrderCard } from '../react/accountOrders/AccountOrderCard';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * One order on a page by itself: the order `orderCode` of the logged-in visitor, or else the newest one, as an
 * expanded APG accordion item: its summary row, entries, totals, delivery address, card (last four digits),
 * timeline (complete / error / active) and the actions its status allows, each confirmed. The same card
 * `brand-account-orders` lists. Behind the account gate. Resource type: brand/components/account-order-card.
 */
export const BrandAccountOrderCard = defineElement('brand-account-order-card', AccountOrderCard, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    orderCode: { type: 'string', description: "The order's code; without it the visitor's newest order." },
    headingLevel: { type: 'number', description: "The level of the order's heading, 2 to 4 (default 2)." },
    orderLabel: { type: 'string', description: "Before the order number in the summary row (default 'Order')." },
    placedLabel: { type: 'string', description: "Before the date placed (default 'Placed')." },
    totalLabel: { type: 'string', description: "Before the total, in the summary and the totals (default 'Total')." },
    itemsLabel: { type: 'string', description: "The item count, {count} filled in (default '{count} items')." },
    itemLabel: { type: 'string', description: "The item count for one item (default '1 item')." },
    entriesLabel: { type: 'string', description: "The heading over the order's entries (default 'Items')." },
    quantityLabel: { type: 'string', description: "Before an entry's quantity (default 'Quantity')." },
    subtotalLabel: { type: 'string', description: "Default 'Subtotal'." },
    deliveryLabel: { type: 'string', description: "The delivery cost (default 'Delivery')." },
    taxLabel: { type: 'string', description: "Default 'Tax included'." },
    deliveryAddressLabel: { type: 'string', description: "Default 'Delivery address'." },
    paymentLabel: { type: 'string', description: "Before the card, masked to its last four digits (default 'Paid with')." },
    timelineLabel: { type: 'string', description: "The heading of the order's steps (default 'Order progress')." },
    cancelLabel: { type: 'string', description: "The cancel action (default 'Cancel order')." },
    keepLabel: { type: 'string', description: "A trial order's keep action (default 'Keep the device')." },
    extendLabel: { type: 'string', description: "A trial order's extend action (default 'Extend the trial')." },
    trialReturnLabel: { type: 'string', description: "A trial order's return action (default 'Return the device')." },
    returnLabel: { type: 'string', description: "The return action (default 'Return the order')." },
    reorderLabel: { type: 'string', description: "The reorder action (default 'Buy again')." },
    dismissLabel: { type: 'string', description: "The confirmation's button that does nothing (default 'Go back')." },
    actionMessages: { type: 'json', description: "Per action (cancel, keep, extend, trial-return, return, reorder): { title, message, done } of its confirmation and result line, {code} filled in (English defaults)." },
    statusLabels: { type: 'json', description: 'Per phase (placed, processing, shipped, delivered, cancelling, cancelled, error): the status label (English defaults).' },
    stepLabels: { type: 'json', description: 'Per timeline step (placed, processing, shipped, delivered, cancelling, cancelled): its name (English defaults).' },
    stepStateLabels: { type: 'json', description: "Per step state (complete, active, error, none): the words said after a step's name (default 'done', 'current step', 'stopped', 'not yet')." },
    actionErrorMessage: { type: 'string', description: 'Said (role=alert) when an action failed; the order stays as it was.' },
    orderErrorMessage: { type: 'string', description: "Said when an order's details could not be read (with 'Try again')." },
    reorderPartialMessage: { type: 'string', description: "Said when a reorder added only part of the order, {added}, {asked} and {names} (the products not added) filled in (default '{added} of {asked} items added; {names} is no longer available.')." },
    reorderNoneMessage: { type: 'string', description: "Said (role=alert) when a reorder added nothing, {names} filled in (default 'Nothing could be added to your cart: {names} is no longer available.')." },
    ...RETRY_FIELDS,
    cartUrl: { type: 'string', description: 'The cart page, linked from the line saying a reorder is in the cart.' },
    cartLabel: { type: 'string', description: "That link's text (default 'View your cart')." },
    emptyMessage: { type: 'string', description: "Shown when the visitor has no orders (default 'You have no orders yet.')." },
    shopUrl: { type: 'string', description: 'The shop, linked from the empty state.' },
    shopLabel: { type: 'string', description: "The empty state's link text (default 'Start shopping')." },
    loadErrorMessage: { type: 'string', description: "Said when the orders could not be read (with 'Try again')." },
    notFoundMessage: { type: 'string', description: "Said when the shop does not know the order orderCode (a 404), without 'Try again' (default 'This order was not found.')." },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...COMMERCE_SERVICE_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  family: 'account',
  budgetKiB: 96,
});
