import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import type { CSSObject } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { clock } from '../../core/timing/clock';
import { parseInstant } from '../../core/timing/countdown';
import { nextBoundary, timerDelay, windowState } from '../../core/timing/window';
import { ElementContext } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';

/** The shadow root's one slot: the element assigns the items to it only while they are shown. */
export const COUNTDOWN_ITEMS_SLOT = 'shown';

export interface CountdownContainerProps {
  /** first instant the items show, ISO 8601 (inclusive); missing: shown from the start */
  startDate?: string;
  /** instant the items stop showing, ISO 8601 (exclusive); missing: shown for good */
  endDate?: string;
  /** given by the element: shows its items (or really hides them); returns the cleanup */
  showItems?: (shown: boolean) => () => void;
}

const editorLabelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.caption as CSSObject),
  display: 'inline-block',
  marginBlockEnd: theme.spacing(1),
  paddingInline: theme.spacing(2),
  paddingBlock: theme.spacing(1),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.secondary,
});

function describeWindow(start: number | undefined, end: number | undefined, lang: string | undefined): string {
  const format = (ms: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const from = start === undefined ? 'always' : format(start);
  const to = end === undefined ? 'no end' : format(end);
  return `Countdown container: shown from ${from} until ${to}`;
}

/**
 * Shows its items only from `startDate` (inclusive) to `endDate` (exclusive), switching at those
 * instants with one timer to the next boundary (re-armed; capped under setTimeout's 24.8-day limit).
 * The authoring editor shows the items always, under a label with the window.
 */
export function CountdownContainer({ startDate, endDate, showItems }: CountdownContainerProps) {
  const element = useContext(ElementContext);
  const editing = element?.mode === 'edit';
  const tag = element?.tag ?? 'brand-countdown-container';
  const lang = usePageLang();
  const labelClass = useThemedClass(editorLabelStyles);
  const start = parseInstant(startDate);
  const end = parseInstant(endDate);
  const badStart = !!startDate?.trim() && start === undefined;
  const badEnd = !!endDate?.trim() && end === undefined;
  const [now, setNow] = useState(() => clock().now());
  // A date that is set but unreadable keeps the items hidden: a promotion must not run forever by a typo.
  const open = !badStart && !badEnd && windowState(now, start, end) === 'open';

  useEffect(() => {
    if (badStart) console.error(`<${tag}>: startDate "${startDate!.slice(0, 60)}" is not an ISO 8601 date; the items stay hidden.`);
    if (badEnd) console.error(`<${tag}>: endDate "${endDate!.slice(0, 60)}" is not an ISO 8601 date; the items stay hidden.`);
  }, [badStart, badEnd, startDate, endDate, tag]);

  useLayoutEffect(() => showItems?.(editing || open), [editing, open, showItems]);

  useEffect(() => {
    if (badStart || badEnd) return undefined;
    const wait = nextBoundary(clock().now(), start, end);
    if (wait === undefined) return undefined;
    // A capped wait fires early, finds no boundary crossed, and arms the rest.
    const handle = clock().setTimeout(() => setNow(clock().now()), timerDelay(wait));
    return () => clock().clearTimeout(handle);
  }, [now, start, end, badStart, badEnd]);

  return (
    <div part="container" data-state={open ? 'open' : 'closed'}>
      {editing && <span className={labelClass} part="editor-label">{describeWindow(start, end, lang)}</span>}
      <slot name={COUNTDOWN_ITEMS_SLOT} />
    </div>
  );
}
