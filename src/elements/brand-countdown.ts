import { defineElement } from './defineWithReact';
import { Countdown } from '../react/countdown/Countdown';
import { countdownEmptiness } from '../core/model/emptiness/countdown';

/**
 * Days, hours, minutes and seconds to `endDate`, each under its authored label, ticking each second
 * from the clock (epoch time: right across a daylight-saving change, no drift), then `expiredText`
 * and the `brand-countdown-end` event. Screen readers hear the time left once a minute (a polite live
 * region), never every second. Without all four unit labels the editor shows a placeholder and the
 * live site nothing; an endDate that is not ISO 8601 shows nothing, with one console error.
 * Resource type: brand/components/countdown.
 */
export const BrandCountdown = defineElement('brand-countdown', Countdown, {
  // What it shows is the clock's at render time: the server's markup is taken over, never hydrated.
  hydrate: { policy: 'visible', takeover: true },
  props: {
    endDate: { type: 'string', description: 'The end, ISO 8601 (2026-12-24T18:00:00+01:00); without an offset it is the visitor\'s local time.' },
    daysLabel: { type: 'string', description: 'Label under the days, e.g. "Days".' },
    hoursLabel: { type: 'string', description: 'Label under the hours.' },
    minutesLabel: { type: 'string', description: 'Label under the minutes.' },
    secondsLabel: { type: 'string', description: 'Label under the seconds.' },
    expiredText: { type: 'string', description: 'Plain text shown and announced from the end on; nothing is shown after the end without it.' },
  },
  modelFields: {
    title: { type: 'string', description: 'A short line above the digits, e.g. "Limited edition ends in" (model / JSON script only).' },
  },
  events: {
    onEnd: { name: 'brand-countdown-end', description: 'The countdown reached endDate while on the page; detail { endDate }.' },
  },
  parts: [
    { name: 'countdown', description: 'The whole countdown.' },
    { name: 'title', description: 'The line above the digits.' },
    { name: 'units', description: 'The row of the four units.' },
    { name: 'unit', description: 'One unit box (also days, hours, minutes or seconds).' },
    { name: 'value', description: 'A unit\'s digits.' },
    { name: 'label', description: 'A unit\'s label.' },
    { name: 'expired', description: 'The expired text.' },
  ],
  emptiness: countdownEmptiness,
  staticContent: true,
  family: 'timing-and-motion',
  budgetKiB: 91,
});
