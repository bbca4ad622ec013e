import { useEffect, useRef, type ReactNode } from 'react';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { badgeStyles, cardStyles, errorStyles, messageStyles, titleStyles } from './styles';

/** The card every state of the gate shows: a brand badge, the authored title, then the state's body. */
export function GateCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <div className={useThemedClass(cardStyles)} data-age-gate-card="">
      <span className={useThemedClass(badgeStyles)} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M12 2 4 5v6c0 5.25 3.4 10.15 8 11.4 4.6-1.25 8-6.15 8-11.4V5l-8-3Zm-1.4 14.6L7.1 13.1l1.4-1.4 2.1 2.1 5-5 1.4 1.4-6.4 6.4Z" />
        </svg>
      </span>
      <SanitizedHtml html={title} id={titleId} role="heading" aria-level={2} className={useThemedClass(titleStyles)} data-age-gate-title="" />
      {children}
    </div>
  );
}

/** Authored message or prompt (sanitized HTML), the dialog's description. */
export function GateMessage({ html, id }: { html: string; id: string }) {
  return <SanitizedHtml html={html} id={id} className={useThemedClass(messageStyles)} data-age-gate-message="" />;
}

/**
 * The refusal. It takes focus when it appears (the answer buttons it replaces are gone), so
 * focus stays inside the dialog and a screen reader reads it at once.
 */
export function GateError({ html, id }: { html: string; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const className = useThemedClass(errorStyles);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.querySelector<HTMLElement>('[role="alert"]')?.focus(), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={ref}>
      <SanitizedHtml html={html} id={id} role="alert" tabIndex={-1} className={className} data-age-gate-error="" />
    </div>
  );
}
