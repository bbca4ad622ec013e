import { useEffect, useRef, type ReactNode } from 'react';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { badgeStyles, cardStyles, errorStyles, messageStyles, titleStyles } from './styles';
import { GATE_ICONS as ICONS } from './icons';

type DataAttributes = Record<`data-${string}`, string>;

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
