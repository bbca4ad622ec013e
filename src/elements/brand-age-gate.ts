import { defineElement } from './define';
import type { AgeGateProps } from '../react/ageGate/AgeGate';
import { ageGateDirect } from '../react/ageGate/ageGateDirect';
import { lazyComponent } from '../react/runtime/lazyComponent';

/**
 * The age gate: a full-screen dialog that asks the visitor's legal age before the page can be
 * used, either yes / no (the simplified gate) or month and year of birth checked against the
 * legal age service (the dob gate). The answer is kept in the cookie `sag_<market>` (granted or
 * refused, Secure, SameSite=Strict, Path=/); a refused visitor sees the error directly. The URL
 * parameter `sagVersion` chooses `dob` or `simplified`, and `bypass` grants and is removed from
 * the URL. It is never dismissible (Escape never grants), keeps focus inside, and makes the rest
 * of the page inert. Missing or broken configuration or content: it still asks, with built-in
 * English copy, and logs one console error.
 *
 * Works alone on a partner page (no `<brand-page>`): give it `{ market, sagConfig, content }` as a
 * child JSON script, the `model` property, or attributes. `content` is the simplified content
 * `{ title, message, yesLabel, noLabel, errorMessage }`, the dob content `{ title, promptMessage,
 * promptLayout, months, startYearRange, endYearRange, monthLabel, yearLabel, submitLabel,
 * errorMessage, monthValidationMessage, yearValidationMessage }`, or `{ simplified, dob }` with
 * both; with content given no content path is fetched. Authored text may be HTML (sanitized).
 *
 * It shows without React what it can tell at once (nothing for a returning visitor; the simplified question and the
 * refusal with their content given): React and the gate's component load only for a bypass, a content path, the date of
 * birth form, the editor or the visitor's first touch of a server-rendered gate.
 */
export const BrandAgeGate = defineElement('brand-age-gate', lazyComponent<AgeGateProps>('brand-age-gate', () => import('../react/ageGate/AgeGate').then((module) => module.AgeGate)), {
  hydrate: 'load',
  props: {
    market: { type: 'string', description: 'The market (e.g. gb); names the gate cookie sag_<market>.' },
    sagConfig: {
      type: 'json',
      description:
        'The sagConfig: dobContentPath, simplifiedContentPath, sagVersion (dob or simplified), transparency, ariaLabelledBy, ariaDescribedBy, successPersistence, successPersistenceUnits (days, hours or minutes), errorPersistence (days), dobApiConfigs { endpoint, clientId, clientSecret, marketId, channelId, brandId }.',
    },
    content: {
      type: 'json',
      description: 'The gate content (simplified or dob shape, or { simplified, dob }); when given no content path is fetched.',
    },
  },
  events: {
    onGranted: {
      name: 'brand-age-gate-granted',
      description: 'The visitor was let in (answer, or bypass); detail { market, outcome, via }.',
    },
    onRefused: { name: 'brand-age-gate-refused', description: 'The visitor was turned away; detail { market, outcome, via }.' },
  },
  direct: ageGateDirect,
  family: 'other',
  budgetKiB: 37,
});
