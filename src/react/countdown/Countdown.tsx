import { useContext, useEffect, useRef, useState } from 'react';
import { clock } from '../../core/timing/clock';
import { nextTickDelay, pad2, parseInstant, remainingParts } from '../../core/timing/countdown';
import { ElementContext } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { expiredStyles, labelStyles, rootStyles, srOnlyStyles, titleStyles, unitStyles, unitsStyles, valueStyles } from './styles';

export interface CountdownProps {
  /** the end, ISO 8601 (`2026-12-24T18:00:00+01:00`); a date-time without an offset is the visitor's local time */
  endDate?: string;
  daysLabel?: string;
  hoursLabel?: string;
  minutesLabel?: string;
  secondsLabel?: string;
  /** shown (and announced) from the end on; nothing is shown after the end without it */
  expiredText?: string;
  /** a short line above the digits, e.g. "Limited edition ends in" */
  title?: string;
  /** the countdown reached its end while on the page */
  onEnd?: (detail: { endDate: string }) => void;
}

/**
 * Days, hours, minutes and seconds to `endDate`, ticking each second from the clock (each tick is
 * scheduled at the next whole second of the time left, so it never drifts), then `expiredText`.
 * The digits are hidden from screen readers; a polite live region says the time left to the minute.
 */
export function Countdown({ endDate, daysLabel, hoursLabel, minutesLabel, secondsLabel, expiredText, title, onEnd }: CountdownProps) {
  const element = useContext(ElementContext);
  const tag = element?.tag ?? 'brand-countdown';
  const end = parseInstant(endDate);
  const [now, setNow] = useState(() => clock().now());
  const wasRunning = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const classes = {
    root: useThemedClass(rootStyles),
    title: useThemedClass(titleStyles),
    units: useThemedClass(unitsStyles),
    unit: useThemedClass(unitStyles),
    value: useThemedClass(valueStyles),
    label: useThemedClass(labelStyles),
    srOnly: useThemedClass(srOnlyStyles),
    expired: useThemedClass(expiredStyles),
  };

  useEffect(() => {
    if (end === undefined) console.error(`<${tag}>: endDate "${String(endDate ?? '').slice(0, 60)}" is not an ISO 8601 date; nothing is shown.`);
  }, [end, endDate, tag]);

  // One timer to the next change of the seconds shown, re-armed from the clock at each tick.
  useEffect(() => {
    if (end === undefined) return undefined;
    const current = clock().now();
    // This effect can run a while after the render it follows (a transition's effects run a task
    // later; a server-rendered page's takeover; a paused clock): what is shown catches up at once.
    if (remainingParts(current, end).totalSeconds !== remainingParts(now, end).totalSeconds) {
      setNow(current);
      return undefined;
    }
    const delay = nextTickDelay(current, end);
    if (delay === undefined) {
      if (wasRunning.current) onEndRef.current?.({ endDate: endDate ?? '' });
      wasRunning.current = false;
      return undefined;
    }
    wasRunning.current = true;
    const handle = clock().setTimeout(() => setNow(clock().now()), delay);
    return () => clock().clearTimeout(handle);
  }, [now, end, endDate]);

  if (end === undefined) return null;
  const parts = remainingParts(now, end);
  const units = [
    { key: 'days', value: String(parts.days), label: daysLabel },
    { key: 'hours', value: pad2(parts.hours), label: hoursLabel },
    { key: 'minutes', value: pad2(parts.minutes), label: minutesLabel },
    { key: 'seconds', value: pad2(parts.seconds), label: secondsLabel },
  ];
  // Changes once a minute: that is all a screen reader hears, not every second.
  const announced = units.slice(0, 3).map((unit) => `${Number(unit.value)} ${unit.label ?? ''}`.trim()).join(', ');
  const expired = parts.expired;
  return (
    <div className={classes.root} part="countdown" data-state={expired ? 'expired' : 'running'} data-empty={expired && !expiredText?.trim() ? '' : undefined}>
      {!expired && title?.trim() && <p className={classes.title} part="title" dir="auto">{title}</p>}
      {!expired && (
        <div className={classes.units} part="units" aria-hidden="true">
          {units.map((unit) => (
            <div key={unit.key} className={classes.unit} part={`unit ${unit.key}`} data-unit={unit.key}>
              <span className={classes.value} part="value">{unit.value}</span>
              <span className={classes.label} part="label" dir="auto">{unit.label}</span>
            </div>
          ))}
        </div>
      )}
      {/* One live region for the whole life of the countdown, so the expired text is announced too. */}
      <p className={expired && expiredText?.trim() ? classes.expired : classes.srOnly} dir="auto" aria-live="polite" aria-atomic="true" part={expired ? 'expired' : 'announcement'}>
        {expired ? (expiredText?.trim() ?? '') : announced}
      </p>
    </div>
  );
}
