import { useEffect } from 'react';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { itemStyles } from './styles';
import { ITEM_UPDATE_EVENT } from '../../core/content/panels';

export interface AccordionItemProps {
  /** the heading the accordion shows for this item */
  title?: string;
}

/**
 * One panel's content: its own items (light DOM, through the slot). The accordion around it
 * reads its title; a changed title tells the accordion so.
 */
export function AccordionItem({ title }: AccordionItemProps) {
  const { host } = useElement();
  const className = useThemedClass(itemStyles);
  useEffect(() => {
    host.dispatchEvent(new Event(ITEM_UPDATE_EVENT, { bubbles: true }));
  }, [host, title]);
  return (
    <div className={className} part="content">
      <slot />
    </div>
  );
}
