import { useEffect } from 'react';
import { ITEM_UPDATE_EVENT } from '../../core/content/panels';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** A slide: the box around its own items, as tall as the tallest slide of its row. */
const slideStyles = (theme: Theme): CSSObject => ({
  display: 'flow-root',
  height: '100%',
  boxSizing: 'border-box',
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
});

export interface SlideProps {
  /** the slide's label: its picker's name and part of the slide's accessible name */
  title?: string;
  /** the slide's thumbnail in variant d's picker */
  image?: string;
}

/**
 * One slide's content: its own items (light DOM, through the slot). The carousel around it reads
 * its title and image; a change tells the carousel so.
 */
export function Slide({ title, image }: SlideProps) {
  const { host } = useElement();
  const className = useThemedClass(slideStyles);
  useEffect(() => {
    host.dispatchEvent(new Event(ITEM_UPDATE_EVENT, { bubbles: true }));
  }, [host, title, image]);
  return (
    <div className={className} part="content">
      <slot />
    </div>
  );
}
