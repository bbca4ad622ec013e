import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../../core/security/sanitizeHtml';

/**
 * Authored HTML, sanitized by DOMPurify: the one way a component shows HTML from content.
 * Written through a ref rather than dangerouslySetInnerHTML, so the TrustedHTML DOMPurify
 * returns reaches innerHTML as is (pages that enforce Trusted Types). Its direction follows its
 * own text (dir="auto"): English copy on a right-to-left page keeps its full stop on the right.
 * On the server it is sanitized the same way, in the DOM window src/server gives DOMPurify.
 */
export function SanitizedHtml({ html, ...attributes }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'> & Record<`data-${string}`, string>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(html) as string;
  }, [html]);
  // On the server (no effects run there) the sanitized HTML is written into the markup itself.
  if (typeof document === 'undefined') return <div dir="auto" {...attributes} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) as string }} />;
  return <div ref={ref} dir="auto" {...attributes} />;
}
