import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { isPlainText, sanitizer } from '../../core/security/authoredHtml';
import { writeAuthoredHtml } from '../../core/security/writeAuthoredHtml';
import { useServerMarkup } from '../runtime/context';

/** React does not hydrate below an element with inner HTML: the server's nodes are kept as they are. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Authored HTML, sanitized by DOMPurify: the one way a component shows HTML from content. Text with no tag
 * and no character reference is shown as text; markup needs DOMPurify's chunk, which the runtime loads before an
 * element whose fields hold markup first renders (src/core/security/authoredHtml.ts); markup that comes later (fetched,
 * or given after that wait) is written once the chunk is there, or as its text if it cannot load.
 * Written through a ref rather than dangerouslySetInnerHTML, so the TrustedHTML DOMPurify
 * returns reaches innerHTML as is (pages that enforce Trusted Types). Its direction follows its
 * own text (dir="auto"): English copy on a right-to-left page keeps its full stop on the right.
 * On the server the server's DOM-free sanitizer (src/server/sanitize.ts) writes it into the markup itself.
 */
export function SanitizedHtml({ html, ...attributes }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'> & Record<`data-${string}`, string>) {
  const ref = useRef<HTMLDivElement>(null);
  // Hydrated over the server's markup: its inner HTML stays React's to leave alone for good (React
  // would empty it if the prop went away), and the effect below keeps it up to date.
  const [hydrated] = useState(useServerMarkup());
  // Hydrated over the server's copy of the same HTML: its nodes stay (writeAuthoredHtml compares).
  useLayoutEffect(() => (ref.current ? writeAuthoredHtml(ref.current, html) : undefined), [html]);
  // On the server (no effects run there) the sanitized HTML is written into the markup itself.
  if (typeof document === 'undefined') {
    const sanitize = sanitizer.now();
    if (!sanitize) throw new Error('SanitizedHtml: no sanitizer is set for server rendering (src/server/index.ts sets it)');
    return <div dir="auto" {...attributes} dangerouslySetInnerHTML={{ __html: sanitize(html) as string }} />;
  }
  // Markup the runtime did not see coming (fetched content): DOMPurify's chunk is asked for as React renders.
  if (!isPlainText(html) && !sanitizer.ready()) void sanitizer.load();
  // Hydrating that markup: React leaves what is inside as the server wrote it (the effect above checks it).
  if (hydrated) return <div ref={ref} dir="auto" {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <div ref={ref} dir="auto" {...attributes} />;
}
