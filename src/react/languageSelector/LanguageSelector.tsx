import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { languageSelectorForm, LANGUAGE_POPOVER_MAX_HEIGHT, normalizeLanguageLinks, type LanguageLink } from '../../core/chrome/languages';
import { pageConfig } from '../../core/stores/pageConfig';
import { SvgIcon } from '../icons/SvgIcon';
import { CHEVRON_DOWN, CHEVRON_UP, GLOBE } from '../icons/fixedPaths';
import { usePointerDownOutside } from '../shared/usePointerDownOutside';
import { useThemedClass } from '../runtime/useThemedClass';
import { listStyles, optionStyles, rootStyles, singleLinkStyles, triggerStyles } from './styles';
import { usePageConfig } from '../runtime/context';

export interface LanguageSelectorProps {
  /**
   * The language links as authored: `[{ label, linkUrl, target, lang }]` or `[{ title, link }]`
   * (or `{ items: [...] }`). Undefined: the page's `languageSwitcher` (pageConfig store).
   */
  links?: unknown;
  /** names the selector (a group) for assistive technology, e.g. the footer's switcher title */
  ariaLabel?: string;
}

/** Attributes every language link carries: the target's language when known, and the target. */
function linkAttributes(link: LanguageLink) {
  const blank = link.target === '_blank';
  return {
    href: link.linkUrl,
    lang: link.lang,
    hrefLang: link.lang,
    target: link.target,
    rel: blank ? 'noopener noreferrer' : undefined,
  };
}

/**
 * The language selector: more than two links = a disclosure
 * button (the first link's label, a globe and a chevron) opening a list of the other links;
 * two = one plain link to the second; fewer = nothing.
 */
export function LanguageSelector({ links, ariaLabel }: LanguageSelectorProps) {
  const config = usePageConfig();
  const source = links === undefined ? config.languageSwitcher : links;
  const form = useMemo(() => languageSelectorForm(normalizeLanguageLinks(source)), [source]);
  const singleClass = useThemedClass(singleLinkStyles);
  const groupProps: Record<string, string> = ariaLabel ? { role: 'group', 'aria-label': ariaLabel } : {};

  if (form.kind === 'none') return null;
  if (form.kind === 'link') {
    return (
      <div {...groupProps} data-language-selector="link">
        <a className={singleClass} {...linkAttributes(form.link)}>
          <SvgIcon>
            <path d={GLOBE} />
          </SvgIcon>
          <span dir="auto">{form.link.label}</span>
        </a>
      </div>
    );
  }
  return <LanguagePopover current={form.current} others={form.others} groupProps={groupProps} />;
}

function LanguagePopover({
  current,
  others,
  groupProps,
}: {
  current: LanguageLink;
  others: LanguageLink[];
  groupProps: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<'bottom' | 'top'>('bottom');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const rootClass = useThemedClass(rootStyles);
  const triggerClass = useThemedClass(triggerStyles);
  const listClass = useThemedClass(listStyles);
  const optionClass = useThemedClass(optionStyles);

  usePointerDownOutside(open, rootRef, () => setOpen(false));

  const toggle = () => {
    if (!open && triggerRef.current) {
      // Open towards the side with room: a selector at the bottom of the page (the footer) opens upwards.
      const rect = triggerRef.current.getBoundingClientRect();
      const below = window.innerHeight - rect.bottom;
      setPlacement(below < Math.min(LANGUAGE_POPOVER_MAX_HEIGHT, others.length * 48 + 16) && rect.top > below ? 'top' : 'bottom');
    }
    setOpen(!open);
  };

  const options = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Consumed here, so an enclosing overlay (the header menu) stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const items = options();
    if (items.length === 0) return;
    const active = (rootRef.current?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement;
    const index = items.indexOf(active as HTMLAnchorElement);
    if (!open) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      toggle();
      return;
    }
    event.preventDefault();
    let next = 0;
    if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = index < 0 ? items.length - 1 : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  // Focus leaving the selector (Tab past the last link) closes it; a null relatedTarget (the
  // window lost focus) does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={rootClass} {...groupProps} onKeyDown={onKeyDown} onBlur={onBlur} data-language-selector="popover">
      <button
        ref={triggerRef}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={listId}
        lang={current.lang}
        onClick={toggle}
      >
        <SvgIcon>
          <path d={GLOBE} />
        </SvgIcon>
        {/* A language's name runs in its own direction ("English" in an Arabic page), isolated. */}
        <span dir="auto">{current.label}</span>
        <SvgIcon data-chevron={open ? 'up' : 'down'}>
          <path d={open ? CHEVRON_UP : CHEVRON_DOWN} />
        </SvgIcon>
      </button>
      <ul ref={listRef} id={listId} className={listClass} hidden={!open} data-placement={placement}>
        {others.map((link, index) => (
          <li key={`${link.linkUrl}|${index}`}>
            <a className={optionClass} {...linkAttributes(link)} onClick={() => setOpen(false)}>
              <bdi>{link.label}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
