import type { OrderAction, OrderPhase, TimelineStepId, TimelineStepState } from '../../core/account';
import { authoredWords } from '../../core/text/template';

/** The authorable words of an order card (both elements take them; English defaults). */
export interface OrderWordProps {
  orderLabel?: string;
  placedLabel?: string;
  totalLabel?: string;
  itemsLabel?: string;
  itemLabel?: string;
  quantityLabel?: string;
  entriesLabel?: string;
  subtotalLabel?: string;
  deliveryLabel?: string;
  taxLabel?: string;
  deliveryAddressLabel?: string;
  paymentLabel?: string;
  timelineLabel?: string;
  cancelLabel?: string;
  keepLabel?: string;
  extendLabel?: string;
  trialReturnLabel?: string;
  returnLabel?: string;
  reorderLabel?: string;
  dismissLabel?: string;
  actionErrorMessage?: string;
  orderErrorMessage?: string;
  /** a reorder that added part of the order: {added}, {asked}, {names} filled in */
  reorderPartialMessage?: string;
  /** a reorder that added nothing (said as an alert): {names} filled in */
  reorderNoneMessage?: string;
  retryLabel?: string;
  cartUrl?: string;
  cartLabel?: string;
  /** per phase: placed, processing, shipped, delivered, cancelling, cancelled, error */
  statusLabels?: Partial<Record<OrderPhase, string>>;
  /** per timeline step: placed, processing, shipped, delivered, cancelling, cancelled */
  stepLabels?: Partial<Record<TimelineStepId, string>>;
  /** per step state, said after a step's name: complete, active, error, none (not reached) */
  stepStateLabels?: Partial<Record<TimelineStepState | 'none', string>>;
  /** per action: { title, message, done } of its confirmation and its result line */
  actionMessages?: Partial<Record<OrderAction, Partial<ActionMessage>>>;
}

export type ActionMessage = {
  title: string;
  message: string;
  done: string;
};

const TEXT = {
  orderLabel: 'Order',
  placedLabel: 'Placed',
  totalLabel: 'Total',
  itemsLabel: '{count} items',
  itemLabel: '1 item',
  quantityLabel: 'Quantity',
  entriesLabel: 'Items',
  subtotalLabel: 'Subtotal',
  deliveryLabel: 'Delivery',
  taxLabel: 'Tax included',
  deliveryAddressLabel: 'Delivery address',
  paymentLabel: 'Paid with',
  timelineLabel: 'Order progress',
  cancelLabel: 'Cancel order',
  keepLabel: 'Keep the device',
  extendLabel: 'Extend the trial',
  trialReturnLabel: 'Return the device',
  returnLabel: 'Return the order',
  reorderLabel: 'Buy again',
  dismissLabel: 'Go back',
  actionErrorMessage: 'That did not work and your order has not changed. Please try again in a moment.',
  orderErrorMessage: 'We could not load this order.',
  reorderPartialMessage: '{added} of {asked} items added; {names} is no longer available.',
  reorderNoneMessage: 'Nothing could be added to your cart: {names} is no longer available.',
  retryLabel: 'Try again',
  cartLabel: 'View your cart',
};

export const STATUS_LABELS: Record<OrderPhase, string> = {
  placed: 'Placed',
  processing: 'Being prepared',
  shipped: 'On its way',
  delivered: 'Delivered',
  cancelling: 'Cancellation requested',
  cancelled: 'Cancelled',
  error: 'Needs attention',
};

export const STEP_LABELS: Record<TimelineStepId, string> = {
  placed: 'Order placed',
  processing: 'Being prepared',
  shipped: 'On its way',
  delivered: 'Delivered',
  cancelling: 'Cancellation requested',
  cancelled: 'Cancelled',
};

/** What a screen reader hears after a step's name: its state in words, never in colour alone. */
export const STEP_STATE_TEXT: Record<TimelineStepState | 'none', string> = {
  complete: 'done',
  active: 'current step',
  error: 'stopped',
  none: 'not yet',
};

export const ACTION_MESSAGES: Record<OrderAction, ActionMessage> = {
  cancel: { title: 'Cancel this order?', message: 'Order {code} will be cancelled and you will not be charged for it.', done: 'Order {code} is cancelled.' },
  keep: { title: 'Keep the device?', message: 'The device of order {code} becomes yours and the trial ends.', done: 'The device is yours to keep.' },
  extend: { title: 'Extend the trial?', message: 'The trial of order {code} gets 14 more days.', done: 'Your trial has 14 more days.' },
  'trial-return': { title: 'Return the device?', message: 'We will send you a label to return the device of order {code}.', done: 'Your return is requested. We will email you a label.' },
  return: { title: 'Return this order?', message: 'We will send you a label to return order {code}.', done: 'Your return is requested. We will email you a label.' },
  reorder: { title: 'Buy these again?', message: 'The items of order {code} will be added to your cart.', done: 'The items are in your cart.' },
};

export type OrderWords = typeof TEXT & {
  status: Record<OrderPhase, string>;
  steps: Record<TimelineStepId, string>;
  stepStates: Record<TimelineStepState | 'none', string>;
  actions: Record<OrderAction, ActionMessage>;
};

/** The card's words: each authored string that is not blank, else the English default. */
export function orderWords(props: OrderWordProps): OrderWords {
  const actions = { ...ACTION_MESSAGES };
  for (const key of Object.keys(actions) as OrderAction[]) actions[key] = authoredWords(ACTION_MESSAGES[key], props.actionMessages?.[key]);
  return {
    ...authoredWords(TEXT, props),
    status: authoredWords(STATUS_LABELS, props.statusLabels),
    steps: authoredWords(STEP_LABELS, props.stepLabels),
    stepStates: authoredWords(STEP_STATE_TEXT, props.stepStateLabels),
    actions,
  };
}

export function actionLabel(words: OrderWords, action: OrderAction): string {
  const key = ({ cancel: 'cancelLabel', keep: 'keepLabel', extend: 'extendLabel', 'trial-return': 'trialReturnLabel', return: 'returnLabel', reorder: 'reorderLabel' } as const)[action];
  return words[key];
}
