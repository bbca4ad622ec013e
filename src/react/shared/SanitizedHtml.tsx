import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../../core/security/sanitizeHtml';
import { useServerMarkup } from '../runtime/context';

/** React does not hydrate below an element with inner HTML: the server's nodes are kept as they are. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Authored HTML, sanitized by DOMPurify: the one way a component shows HTML from content.
 * Written through a ref rather than dangerouslySetInnerHTML, so the TrustedHTML DOMPurify
 * returns reaches innerHTML as is (pages that enforce Trusted Types). Its direction follows its
 * own text (dir="auto"): English copy on a right-to-left page keeps its full stop on the right.
 * On the server it is sanitized the same way, in the DOM window src/server gives DOMPurify.
 */
export function SanitizedHtml({ html, ...attributes }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'> & Record<`data-${string}`, string>) {
  const ref = useRef<HTMLDivElement>(null);
  // Hydrated over the server's markup: its inner HTML stays React's to leave alone for good (React
  // would empty it if the prop went away), and the effect below keeps it up to date.
  const [hydrated] = useState(useServerMarkup());
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const clean = sanitizeHtml(html);
    // Hydrated over the server's copy of the same HTML: its nodes stay.
    if (node.innerHTML !== String(clean)) node.innerHTML = clean as string;
  }, [html]);
  // On the server (no effects run there) the sanitized HTML is written into the markup itself.
  if (typeof document === 'undefined') return <div dir="auto" {...attributes} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) as string }} />;
  // Hydrating that markup: React leaves what is inside as the server wrote it (the effect above checks it).
  if (hydrated) return <div ref={ref} dir="auto" {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <div ref={ref} dir="auto" {...attributes} />;
}
