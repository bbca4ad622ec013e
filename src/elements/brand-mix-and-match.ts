import { defineElement } from './defineWithReact';
import { MixAndMatch } from '../react/mixAndMatch/MixAndMatch';
import { mixAndMatchEmptiness } from '../core/model/emptiness/mix-and-match';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * Build your pack: a wizard whose steps each ask for N tins (toggle buttons with picture, name, strength and
 * price; out-of-stock tins disabled; more than N refused with a message), a progress indicator ("Step 2 of 4",
 * the current step marked aria-current="step"), Back and Next (Next once the step's tins are picked; focus
 * moves to the new step's heading), then the final step's summary (the tins, quantities, total, delivery
 * message) and the add of the whole pack as one OCC product set (productReference + entries). Tins are read
 * from OCC `…/products/{code}?fields=FULL`. Resource type: brand/components/mix-and-match.
 */
export const BrandMixAndMatch = defineElement('brand-mix-and-match', MixAndMatch, {
  props: {
    wizardSteps: { type: 'json', description: 'The steps: [{ title, description, pick (how many tins), productCodes: [variant codes] }].' },
    deliveryMessage: { type: 'string', description: 'A short delivery text in the final summary.' },
    finalStep: { type: 'json', description: '{ title, summaryTitle } of the final step.' },
    pickedLabel: { type: 'string', description: 'The counter, {count} and {pick} filled in (default "{count} of {pick} picked").' },
    limitMessage: { type: 'string', description: 'Said when a step already has its tins, {pick} filled in.' },
    stepLabel: { type: 'string', description: 'The progress text, {step} and {total} filled in (default "Step {step} of {total}").' },
    progressLabel: { type: 'string', description: 'The accessible name of the steps list (default "Progress").' },
    totalLabel: { type: 'string', description: 'The total\'s label in the summary (default "Total").' },
    outOfStockLabel: { type: 'string', description: 'Shown on a tin out of stock (default "Out of stock").' },
    cartUrl: { type: 'string', description: 'The cart page, linked from the mini cart.' },
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    general: { type: 'json', description: '{ title, description, productReference (the set, e.g. ZYN-MIX-3), addToCartLabel, backLabel, nextLabel }.' },
  },
  emptiness: mixAndMatchEmptiness,
  family: 'commerce',
  budgetKiB: 103,
});
