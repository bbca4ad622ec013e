import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { collapsedLines, overflows, toggleLabel } from '../../core/disclosure/readmore';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { readmoreStyles, textStyles } from './styles';

export interface ReadmoreProps {
  /** the text, authored HTML (sanitized) */
  text?: string;
  /** lines shown while collapsed (default 3) */
  lines?: number;
  /** the toggle's label while collapsed (default "Read more") */
  readMoreLabel?: string;
  /** the toggle's label while expanded (default "Read less") */
  readLessLabel?: string;
  onToggle?: (detail: { expanded: boolean }) => void;
}

/**
 * Authored HTML collapsed to a few lines, with a disclosure button (aria-expanded, aria-controls)
 * that shows the rest and collapses it again. Opening only grows the box downwards: nothing above
 * it moves. The button is there only when the text is longer than the collapsed box.
 */
export function Readmore({ text = '', lines, readMoreLabel, readLessLabel, onToggle }: ReadmoreProps) {
  const className = useThemedClass(readmoreStyles);
  const textClass = useThemedClass(textStyles);
  const contentId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  // Server and first render assume a long text (the usual case), so the button's place is kept.
  const [needed, setNeeded] = useState(true);
  const count = collapsedLines(lines);

  // Whether the collapsed text hides anything: measured before paint, again when the box resizes.
  useLayoutEffect(() => {
    const box = content.current;
    if (!box || expanded) return;
    const measure = () => setNeeded(overflows(box.scrollHeight, box.clientHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [expanded, text, count]);

  const toggle = () => {
    setExpanded(!expanded);
    onToggle?.({ expanded: !expanded });
  };

  return (
    <div className={className} part="readmore">
      <div
        ref={content}
        id={contentId}
        data-content=""
        data-collapsed={expanded ? undefined : ''}
        data-clipped={!expanded && needed ? '' : undefined}
        part="content"
        style={{ '--brand-readmore-lines': String(count) } as CSSProperties}
        // A link or button in the hidden part that takes focus opens the text, so focus is never invisible.
        onFocus={(event) => {
          const box = content.current;
          if (expanded || !needed || !box) return;
          // Focus may have scrolled the clipped box: measure from its unscrolled top.
          const bottom = event.target.getBoundingClientRect().bottom - box.getBoundingClientRect().top + box.scrollTop;
          if (bottom <= box.clientHeight + 1) return;
          box.scrollTop = 0;
          toggle();
        }}
      >
        <SanitizedHtml html={text} className={textClass} />
      </div>
      <button type="button" data-toggle="" part="toggle" aria-expanded={expanded} aria-controls={contentId} hidden={!needed && !expanded} onClick={toggle}>
        {toggleLabel(expanded, readMoreLabel, readLessLabel)}
      </button>
    </div>
  );
}
