import { createElement, useEffect } from 'react';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { useThemedClass } from '../runtime/useThemedClass';
import { loadFragmentElement } from '../gates/fragmentElement';

/**
 * The landmark around the fragment: the theme's font and text colour. Here rather than with the footer's styles
 * (./styles.ts), which it would otherwise share a chunk with: the simplified footer downloaded all of those, and the
 * footer one file more.
 */
const simplifiedFooterStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
});

export interface SimplifiedFooterProps {
  /** content path of the experience fragment holding the footer */
  xfPath?: string;
}

/**
 * The simplified footer: the experience fragment at `xfPath` inside the footer landmark. The
 * fragment is rendered by `<brand-experience-fragment>`, whose element's code loads once there is a
 * path (`loadFragmentElement`, provided by the element file: src/react never imports the element layer).
 * Without `xfPath` the editor shows the emptiness label (rule 'simplified-footer') and the live page nothing.
 */
export function SimplifiedFooter({ xfPath }: SimplifiedFooterProps) {
  const className = useThemedClass(simplifiedFooterStyles);
  const path = typeof xfPath === 'string' ? xfPath.trim() : '';
  const shows = path !== '';
  useEffect(() => {
    if (!shows) return;
    loadFragmentElement().catch((error: Error) => console.error(`brand-simplified-footer: could not load <brand-experience-fragment>: ${error.message}`));
  }, [shows]);
  if (!path) return null;
  return (
    <footer className={className} part="footer">
      {createElement('brand-experience-fragment', { 'fragment-variation-path': path })}
    </footer>
  );
}
