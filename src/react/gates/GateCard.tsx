import { useEffect, useRef, type ReactNode } from 'react';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { badgeStyles, cardStyles, errorStyles, messageStyles, titleStyles } from './styles';

type DataAttributes = Record<`data-${string}`, string>;

/** The badge's mark, by gate: the age gate's shield, the geofence's globe, the members-only lock. */
const ICONS = {
  shield: 'M12 2 4 5v6c0 5.25 3.4 10.15 8 11.4 4.6-1.25 8-6.15 8-11.4V5l-8-3Zm-1.4 14.6L7.1 13.1l1.4-1.4 2.1 2.1 5-5 1.4 1.4-6.4 6.4Z',
  globe:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2Zm-1 17.93c-3.95-.49-7-3.85-7-7.93 0-.62.08-1.21.21-1.79L9 15v1c0 1.1.9 2 2 2v1.93Zm6.9-2.54c-.26-.81-1-1.39-1.9-1.39h-1v-3c0-.55-.45-1-1-1H8v-2h2c.55 0 1-.45 1-1V7h2c1.1 0 2-.9 2-2v-.41c2.93 1.19 5 4.06 5 7.41 0 2.08-.8 3.97-2.1 5.39Z',
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2Zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2Zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1v2Z',
} as const;

/** The card's badge alone, for a card whose title comes from authored content. */
export function GateBadge({ icon = 'shield' }: { icon?: keyof typeof ICONS }) {
  return (
    <span className={useThemedClass(badgeStyles)} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={ICONS[icon]} />
      </svg>
    </span>
  );
}

/**
 * The card every page-wide gate shows: a brand badge, the title (authored HTML, sanitized, or
 * the gate's own text), then the gate's body.
 */
export function GateCard({
  title,
  titleId,
  icon,
  children,
  ...data
}: { title: { html: string } | { text: string }; titleId: string; icon?: keyof typeof ICONS; children: ReactNode } & DataAttributes) {
  const titleClass = useThemedClass(titleStyles);
  return (
    <div className={useThemedClass(cardStyles)} {...data}>
      <GateBadge icon={icon} />
      {'html' in title ? (
        <SanitizedHtml html={title.html} id={titleId} role="heading" aria-level={2} className={titleClass} data-gate-title="" />
      ) : (
        <h2 id={titleId} className={titleClass} data-gate-title="">
          {title.text}
        </h2>
      )}
      {children}
    </div>
  );
}

/** A gate's message: authored HTML (sanitized) or the gate's own text; the dialog's description. */
export function GateMessage({ html, text, id, ...data }: { html?: string; text?: string; id: string } & DataAttributes) {
  const className = useThemedClass(messageStyles);
  if (html !== undefined) return <SanitizedHtml html={html} id={id} className={className} {...data} />;
  return (
    <p id={id} className={className} {...data}>
      {text}
    </p>
  );
}

/**
 * A refusal. It takes focus when it appears (the answer buttons it replaces are gone), so
 * focus stays inside the dialog and a screen reader reads it at once.
 */
export function GateError({ html, id, ...data }: { html: string; id?: string } & DataAttributes) {
  const ref = useRef<HTMLDivElement>(null);
  const className = useThemedClass(errorStyles);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.querySelector<HTMLElement>('[role="alert"]')?.focus(), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={ref}>
      <SanitizedHtml html={html} id={id} role="alert" tabIndex={-1} className={className} {...data} />
    </div>
  );
}
