import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '../../core/chrome/breadcrumb';

export interface BreadcrumbListProps {
  items: readonly BreadcrumbItem[];
  /** drawn before every item but the first (decorative, hidden from screen readers: e.g. a chevron icon) */
  separator?: ReactNode;
  /** each title in its own span with the full title as a tooltip, for a style that cuts a long one with an ellipsis */
  clipped?: boolean;
  /** a link was followed (the footer's analytics) */
  onLinkClick?: (item: BreadcrumbItem) => void;
}

/**
 * The list of a breadcrumb trail (the footer's and the account breadcrumb's; the <nav> landmark and its style are
 * the caller's): the current page is plain text marked aria-current="page", an item without a safe link plain text.
 */
export function BreadcrumbList({ items, separator, clipped, onLinkClick }: BreadcrumbListProps) {
  return (
    <ol>
      {items.map((item, index) => {
        const label = clipped ? <span>{item.title}</span> : item.title;
        const tip = clipped ? item.title : undefined;
        return (
          <li key={index}>
            {index > 0 && separator}
            {item.current ? (
              <span aria-current="page">{item.title}</span>
            ) : item.href ? (
              <a href={item.href} title={tip} onClick={onLinkClick ? () => onLinkClick(item) : undefined}>
                {label}
              </a>
            ) : (
              <span data-crumb="" title={tip}>
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
