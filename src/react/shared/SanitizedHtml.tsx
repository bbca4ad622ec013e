import { useLayoutEffect, useRef } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { sanitizeHtml } from '../../core/security/sanitizeHtml';

/**
 * Authored HTML, sanitized by DOMPurify, written through a ref rather than
 * dangerouslySetInnerHTML so the TrustedHTML DOMPurify returns reaches innerHTML as is.
 */
export function SanitizedHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children'>) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(html) as string;
  }, [html]);
  return <Box ref={ref} {...boxProps} />;
}
