/**
 * A store's opening hours (SAP Commerce OCC `PointOfServiceWsDTO.openingHours`) read in the store's own
 * IANA time zone: open or closed at an instant, the next change, and the week's rows for a table.
 *
 * - Wall-clock time in the zone comes from Intl.DateTimeFormat (no date library), so daylight saving needs no
 *   special case: 09:00 in London is 09:00 on both sides of a change.
 * - A closing time at or before the opening time closes after midnight: 18:00 to 02:00 belongs to the day it
 *   opened, so Saturday 01:00 is still Friday's evening.
 * - A special day (`specialDayOpeningList`, by the store's local date) replaces that date's weekly hours.
 * - A day missing from the list, or without both times, is closed (nothing is promised that SAP did not say).
 */

export interface OccTime {
  hour?: number;
  minute?: number;
  formattedHour?: string;
}
export interface OccWeekDayOpening {
  /** 'Mon' … 'Sun' as SAP gives them (a full English name works too) */
  weekDay?: string;
  closed?: boolean;
  openingTime?: OccTime;
  closingTime?: OccTime;
}
export interface OccSpecialDayOpening {
  /** the store's local date: 'YYYY-MM-DD', or an ISO date-time whose date part is used */
  date?: string;
  name?: string;
  comment?: string;
  closed?: boolean;
  openingTime?: OccTime;
  closingTime?: OccTime;
}
export interface OccOpeningHours {
  weekDayOpeningList?: OccWeekDayOpening[];
  specialDayOpeningList?: OccSpecialDayOpening[];
}
export interface StoreHoursSource {
  openingHours?: OccOpeningHours;
  /** IANA time zone id (our documented extension of SAP's shape); UTC when missing or unknown */
  timeZone?: string;
}

/** Minutes after the day's midnight; `close` is above 1440 when the day closes after midnight. */
export interface DayHours {
  closed: boolean;
  open?: number;
  close?: number;
  /** a special day's name (`Christmas Day`) */
  special?: string;
}

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_MINUTES = 1440;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone, or 'UTC' when it is missing or the runtime does not know it. */
export function validTimeZone(timeZone: unknown): string {
  if (typeof timeZone !== 'string' || !timeZone) return 'UTC';
  try {
    zoneFormatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = Monday … 6 = Sunday */
  weekDay: number;
  /** minutes after local midnight */
  minutes: number;
}

/** The wall-clock date, weekday and time of `instant` in `timeZone`. */
export function zonedTime(instant: Date | number, timeZone: string): ZonedTime {
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(validTimeZone(timeZone)).formatToParts(instant)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekDay: DAY_KEYS.indexOf((parts.weekday ?? '').slice(0, 3).toLowerCase() as (typeof DAY_KEYS)[number]),
    minutes: hour * 60 + Number(parts.minute),
  };
}

/** The local date `days` after `date` (both 'YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, from SAP's 'Mon' (or 'Monday'); -1 when unknown. */
export function weekDayIndex(weekDay: unknown): number {
  return typeof weekDay === 'string' ? DAY_KEYS.indexOf(weekDay.trim().slice(0, 3).toLowerCase() as (typeof DAY_KEYS)[number]) : -1;
}

const minutesOf = (time: OccTime | undefined): number | undefined => {
  const hour = Number(time?.hour);
  const minute = Number(time?.minute ?? 0);
  if (!time || !Number.isInteger(hour) || hour < 0 || hour > 24 || !Number.isInteger(minute) || minute < 0 || minute > 59) return undefined;
  return hour * 60 + minute;
};

function toDayHours(entry: OccWeekDayOpening | OccSpecialDayOpening | undefined, special?: string): DayHours {
  const open = minutesOf(entry?.openingTime);
  const close = minutesOf(entry?.closingTime);
  if (!entry || entry.closed || open === undefined || close === undefined) return { closed: true, special };
  return { closed: false, open, close: close <= open ? close + DAY_MINUTES : close, special };
}

/** The regular hours of each weekday, Monday first. */
export function weeklyHours(source: StoreHoursSource): DayHours[] {
  const list = source.openingHours?.weekDayOpeningList ?? [];
  return DAY_KEYS.map((_, day) => toDayHours(list.find((entry) => weekDayIndex(entry?.weekDay) === day)));
}

/** The hours of one local date: its special day when there is one, else its weekday's. */
export function hoursOn(source: StoreHoursSource, date: string, weekDay: number): DayHours {
  const special = source.openingHours?.specialDayOpeningList?.find((entry) => typeof entry?.date === 'string' && entry.date.slice(0, 10) === date);
  if (special) return toDayHours(special, special.name || special.comment || date);
  return weeklyHours(source)[weekDay] ?? { closed: true };
}

export interface OpenState {
  open: boolean;
  /** the next opening or closing, when there is one within a week */
  next?: { kind: 'opens' | 'closes'; minutes: number; daysAhead: number; weekDay: number };
}

/** Open or closed at `instant`, in the store's time zone, and when that changes next. */
export function openStateAt(source: StoreHoursSource, instant: Date | number): OpenState {
  const now = zonedTime(instant, validTimeZone(source.timeZone));
  const today = hoursOn(source, now.date, now.weekDay);
  const yesterday = hoursOn(source, addDays(now.date, -1), (now.weekDay + 6) % 7);
  // still inside yesterday's evening (it closes after midnight)
  if (!yesterday.closed && yesterday.close! > DAY_MINUTES && now.minutes < yesterday.close! - DAY_MINUTES) {
    return { open: true, next: { kind: 'closes', minutes: yesterday.close! - DAY_MINUTES, daysAhead: 0, weekDay: now.weekDay } };
  }
  if (!today.closed && now.minutes >= today.open! && now.minutes < today.close!) {
    const overnight = today.close! >= DAY_MINUTES;
    return {
      open: true,
      next: { kind: 'closes', minutes: today.close! % DAY_MINUTES, daysAhead: overnight ? 1 : 0, weekDay: overnight ? (now.weekDay + 1) % 7 : now.weekDay },
    };
  }
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekDay = (now.weekDay + ahead) % 7;
    const day = ahead === 0 ? today : hoursOn(source, addDays(now.date, ahead), weekDay);
    if (!day.closed && (ahead > 0 || day.open! > now.minutes)) return { open: false, next: { kind: 'opens', minutes: day.open!, daysAhead: ahead, weekDay } };
  }
  return { open: false };
}

/** True when the store is open at `instant` (its own time zone). */
export function isOpenAt(source: StoreHoursSource, instant: Date | number): boolean {
  return openStateAt(source, instant).open;
}

export interface WeekRow extends DayHours {
  /** 0 = Monday … 6 = Sunday */
  weekDay: number;
  today: boolean;
}

/**
 * The table's seven rows starting at `firstDay` (1 = Monday … 7 = Sunday, as Intl.Locale's weekInfo gives it).
 * With `instant`, each row holds the hours of that weekday's next date (a special day this week shows) and
 * today's row (in the store's zone) is marked; without it, the regular hours.
 */
export function weekRows(source: StoreHoursSource, instant?: Date | number, firstDay = 1): WeekRow[] {
  const regular = weeklyHours(source);
  const now = instant === undefined ? undefined : zonedTime(instant, validTimeZone(source.timeZone));
  const start = Number.isInteger(firstDay) && firstDay >= 1 && firstDay <= 7 ? firstDay - 1 : 0;
  return DAY_KEYS.map((_, i) => {
    const weekDay = (start + i) % 7;
    if (!now) return { ...regular[weekDay]!, weekDay, today: false };
    const ahead = (weekDay - now.weekDay + 7) % 7;
    return { ...hoursOn(source, addDays(now.date, ahead), weekDay), weekDay, today: ahead === 0 };
  });
}

/** 'HH:MM' of minutes after midnight (past 24 h wraps). */
export function clockText(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
