import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockText,
  hoursOn,
  isOpenAt,
  openStateAt,
  validTimeZone,
  weekDayIndex,
  weekRows,
  zonedTime,
  type OccWeekDayOpening,
  type StoreHoursSource,
} from '../../../src/core/commerce/storeHours';

const t = (hour: number, minute = 0) => ({ hour, minute, formattedHour: clockText(hour * 60 + minute) });
const day = (weekDay: string, open: number, close: number): OccWeekDayOpening => ({ weekDay, closed: false, openingTime: t(open), closingTime: t(close) });

/** The London flagship of the mock: late on Friday (to 01:00), closed on Christmas Day 2026 (a Friday). */
const london: StoreHoursSource = {
  timeZone: 'Europe/London',
  openingHours: {
    weekDayOpeningList: [
      day('Mon', 9, 20), day('Tue', 9, 20), day('Wed', 9, 20), day('Thu', 9, 20),
      day('Fri', 9, 1), day('Sat', 10, 18), day('Sun', 11, 17),
    ],
    specialDayOpeningList: [{ date: '2026-12-25', name: 'Christmas Day', closed: true }],
  },
};
const dubai: StoreHoursSource = {
  timeZone: 'Asia/Dubai',
  openingHours: { weekDayOpeningList: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => day(d, 10, 22)) },
};
const at = (iso: string) => new Date(iso);

describe('store hours: the store zone\'s wall clock', () => {
  it('reads date, weekday (Monday 0) and minutes in the zone, whatever the machine\'s zone is', () => {
    expect(zonedTime(at('2026-06-01T05:59:00Z'), 'Asia/Dubai')).toEqual({ date: '2026-06-01', weekDay: 0, minutes: 9 * 60 + 59 });
    expect(zonedTime(at('2026-06-01T02:30:00Z'), 'America/Los_Angeles')).toEqual({ date: '2026-05-31', weekDay: 6, minutes: 19 * 60 + 30 });
    expect(zonedTime(at('2026-01-01T00:00:00Z'), 'Asia/Phnom_Penh')).toEqual({ date: '2026-01-01', weekDay: 3, minutes: 7 * 60 });
  });
  it('falls back to UTC for a missing or unknown zone', () => {
    expect(validTimeZone('Mars/Olympus')).toBe('UTC');
    expect(validTimeZone(undefined)).toBe('UTC');
    expect(validTimeZone('Europe/London')).toBe('Europe/London');
  });
  it('adds days across months and years; reads SAP weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect([weekDayIndex('Mon'), weekDayIndex('Sunday'), weekDayIndex('sat'), weekDayIndex('x'), weekDayIndex(3)]).toEqual([0, 6, 5, -1, -1]);
  });
});

describe('isOpenAt', () => {
  it('is closed just before opening, open at and after it, closed at closing (another zone than the machine)', () => {
    expect(isOpenAt(dubai, at('2026-06-01T05:59:00Z'))).toBe(false); // 09:59 in Dubai
    expect(isOpenAt(dubai, at('2026-06-01T06:00:00Z'))).toBe(true); // 10:00
    expect(isOpenAt(dubai, at('2026-06-01T06:01:00Z'))).toBe(true);
    expect(isOpenAt(dubai, at('2026-06-01T17:59:00Z'))).toBe(true); // 21:59
    expect(isOpenAt(dubai, at('2026-06-01T18:00:00Z'))).toBe(false); // 22:00
  });
  it('keeps a late Friday open after midnight, as Friday\'s hours, until 01:00', () => {
    // Friday 2026-03-27 (GMT): 23:59, then Saturday 00:30 and 01:00
    expect(isOpenAt(london, at('2026-03-27T23:59:00Z'))).toBe(true);
    expect(openStateAt(london, at('2026-03-28T00:30:00Z'))).toEqual({ open: true, next: { kind: 'closes', minutes: 60, daysAhead: 0, weekDay: 5 } });
    expect(openStateAt(london, at('2026-03-28T01:00:00Z'))).toEqual({ open: false, next: { kind: 'opens', minutes: 600, daysAhead: 0, weekDay: 5 } });
    // Friday evening says it closes tomorrow at 01:00
    expect(openStateAt(london, at('2026-03-27T20:00:00Z')).next).toEqual({ kind: 'closes', minutes: 60, daysAhead: 1, weekDay: 5 });
    // Thursday closes at 20:00: no overnight into Friday
    expect(isOpenAt(london, at('2026-03-27T00:30:00Z'))).toBe(false);
  });
  it('opens at 11:00 local on the day the clocks go forward (last Sunday of March) and the Sunday before', () => {
    expect(isOpenAt(london, at('2026-03-22T10:59:00Z'))).toBe(false); // GMT: 10:59
    expect(isOpenAt(london, at('2026-03-22T11:00:00Z'))).toBe(true);
    expect(isOpenAt(london, at('2026-03-29T09:59:00Z'))).toBe(false); // BST: 10:59
    expect(isOpenAt(london, at('2026-03-29T10:00:00Z'))).toBe(true); // BST: 11:00
    expect(isOpenAt(london, at('2026-03-29T15:59:00Z'))).toBe(true); // 16:59
    expect(isOpenAt(london, at('2026-03-29T16:00:00Z'))).toBe(false); // 17:00
  });
  it('opens at 11:00 local on the day the clocks go back (last Sunday of October)', () => {
    expect(isOpenAt(london, at('2026-10-18T10:30:00Z'))).toBe(true); // BST: 11:30
    expect(isOpenAt(london, at('2026-10-25T10:30:00Z'))).toBe(false); // GMT: 10:30
    expect(isOpenAt(london, at('2026-10-25T11:00:00Z'))).toBe(true);
    expect(isOpenAt(london, at('2026-10-25T17:00:00Z'))).toBe(false);
  });
  it('keeps a Saturday late opening (to 02:00) across the night the clocks go back, the hour 01:00 to 02:00 twice', () => {
    const late: StoreHoursSource = { timeZone: 'Europe/London', openingHours: { weekDayOpeningList: [day('Sat', 18, 2)] } };
    expect(isOpenAt(late, at('2026-10-24T22:30:00Z'))).toBe(true); // Saturday 23:30 BST
    expect(isOpenAt(late, at('2026-10-25T00:30:00Z'))).toBe(true); // Sunday 01:30 BST
    expect(isOpenAt(late, at('2026-10-25T01:30:00Z'))).toBe(true); // Sunday 01:30 GMT, the second time
    expect(isOpenAt(late, at('2026-10-25T02:00:00Z'))).toBe(false); // 02:00 GMT: closed
  });
  it('keeps a Friday late opening on the last weekend of summer time', () => {
    // Friday 2026-10-23 BST: 23:30 is 22:30Z; Saturday 00:59 BST is 23:59Z
    expect(isOpenAt(london, at('2026-10-23T22:30:00Z'))).toBe(true);
    expect(isOpenAt(london, at('2026-10-23T23:59:00Z'))).toBe(true);
    expect(isOpenAt(london, at('2026-10-24T00:00:00Z'))).toBe(false); // 01:00 BST
  });
  it('is closed on a special closed day, and that evening\'s late hours do not spill into the next morning', () => {
    expect(openStateAt(london, at('2026-12-25T12:00:00Z'))).toEqual({ open: false, next: { kind: 'opens', minutes: 600, daysAhead: 1, weekDay: 5 } });
    expect(isOpenAt(london, at('2026-12-26T00:30:00Z'))).toBe(false);
    expect(hoursOn(london, '2026-12-25', 4)).toEqual({ closed: true, special: 'Christmas Day' });
    // a normal Friday the week before
    expect(isOpenAt(london, at('2026-12-18T12:00:00Z'))).toBe(true);
  });
  it('a special day with other hours replaces the weekday\'s', () => {
    const source = { ...london, openingHours: { ...london.openingHours, specialDayOpeningList: [{ date: '2026-12-24T00:00:00+0000', name: 'Christmas Eve', closed: false, openingTime: t(9), closingTime: t(14) }] } };
    expect(isOpenAt(source, at('2026-12-24T13:59:00Z'))).toBe(true);
    expect(isOpenAt(source, at('2026-12-24T14:00:00Z'))).toBe(false);
  });
  it('a closed day, a missing day or missing times are closed; a store with no hours is closed with no next change', () => {
    const manchester: StoreHoursSource = {
      timeZone: 'Europe/London',
      openingHours: { weekDayOpeningList: [day('Mon', 9, 18), day('Sat', 9, 18), { weekDay: 'Sun', closed: true }, { weekDay: 'Tue', openingTime: t(9) }] },
    };
    // Sunday 2026-06-07 noon BST: closed, opens Monday 09:00
    expect(openStateAt(manchester, at('2026-06-07T11:00:00Z'))).toEqual({ open: false, next: { kind: 'opens', minutes: 540, daysAhead: 1, weekDay: 0 } });
    // Tuesday has no closing time: closed, next Saturday
    expect(openStateAt(manchester, at('2026-06-09T11:00:00Z')).next).toEqual({ kind: 'opens', minutes: 540, daysAhead: 4, weekDay: 5 });
    expect(openStateAt({}, at('2026-06-09T11:00:00Z'))).toEqual({ open: false });
  });
  it('a store open around the clock on a day (00:00 to 24:00) is open at 23:59', () => {
    const allDay: StoreHoursSource = { timeZone: 'UTC', openingHours: { weekDayOpeningList: [day('Mon', 0, 24)] } };
    expect(isOpenAt(allDay, at('2026-06-01T23:59:00Z'))).toBe(true);
    expect(isOpenAt(allDay, at('2026-06-02T00:00:00Z'))).toBe(false);
  });
});

describe('weekRows', () => {
  it('lists Monday first and marks today in the store\'s zone (not the machine\'s)', () => {
    // 2026-06-01T21:30Z is Monday in London but Tuesday 01:30 in Dubai
    const rows = weekRows(dubai, at('2026-06-01T21:30:00Z'));
    expect(rows.map((row) => row.weekDay)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows.filter((row) => row.today).map((row) => row.weekDay)).toEqual([1]);
    expect(weekRows(london, at('2026-06-01T21:30:00Z')).find((row) => row.today)?.weekDay).toBe(0);
  });
  it('starts at the locale\'s first day (7 = Sunday, 6 = Saturday)', () => {
    expect(weekRows(london, undefined, 7).map((row) => row.weekDay)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekRows(london, undefined, 6)[0]!.weekDay).toBe(5);
    expect(weekRows(london, undefined, 99)[0]!.weekDay).toBe(0);
  });
  it('shows this week\'s special day in its row, the regular hours without an instant', () => {
    const rows = weekRows(london, at('2026-12-21T12:00:00Z'));
    expect(rows[4]).toEqual({ closed: true, special: 'Christmas Day', weekDay: 4, today: false });
    expect(weekRows(london)[4]).toEqual({ closed: false, open: 540, close: 1500, special: undefined, weekDay: 4, today: false });
  });
  it('formats minutes as HH:MM, wrapping past midnight', () => {
    expect([clockText(540), clockText(1500), clockText(0), clockText(1439)]).toEqual(['09:00', '01:00', '00:00', '23:59']);
  });
});
