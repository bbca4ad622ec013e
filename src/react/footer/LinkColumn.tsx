import { useId } from 'react';
import type { FooterClickSection, FooterLinkList } from '../../core/chrome/footer';
import { useThemedClass } from '../runtime/useThemedClass';
import { FooterAnchor } from './shared';
import { headingStyles, linkListStyles } from './styles';

/** A titled link list: a navigation landmark named by its title (untitled: a plain list). */
export function LinkColumn({ list, section }: { list: FooterLinkList; section: FooterClickSection }) {
  const headingClass = useThemedClass(headingStyles);
  const listClass = useThemedClass(linkListStyles);
  const id = useId();
  const links = (
    <ul className={listClass}>
      {list.links.map((link, index) => (
        <li key={index}>
          <FooterAnchor link={link} section={section} listTitle={list.title || undefined} />
        </li>
      ))}
    </ul>
  );
  if (!list.title) return <div data-link-list="">{links}</div>;
  return (
    <nav aria-labelledby={id} data-link-list="">
      <h2 id={id} className={headingClass}>
        {list.title}
      </h2>
      {links}
    </nav>
  );
}
