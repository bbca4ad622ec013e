import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../../core/security/sanitizeHtml';

/**
 * Authored HTML, sanitized by DOMPurify: the one way a component shows HTML from content.
 * Written through a ref rather than dangerouslySetInnerHTML, so the TrustedHTML DOMPurify
 * returns reaches innerHTML as is (pages that enforce Trusted Types). Its direction follows its
 * own text (dir="auto"): English copy on a right-to-left page keeps its full stop on the right.
 */
export function SanitizedHtml({ html, ...attributes }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'> & Record<`data-${string}`, string>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(html) as string;
  }, [html]);
  return <div ref={ref} dir="auto" {...attributes} />;
}
