import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { languageSelectorForm, normalizeLanguageLinks, type LanguageLink } from '../../core/chrome/languages';
import { pageConfig } from '../../core/stores/pageConfig';
import { SvgIcon } from '../icons/SvgIcon';
import { CHEVRON_DOWN, CHEVRON_UP, GLOBE } from '../icons/fixedPaths';
import { useThemedClass, type ThemedStyles } from '../runtime/useThemedClass';
import { lazyModule } from '../runtime/lazyModule';
import { rootStyles, singleLinkStyles, triggerStyles } from './styles';
import { usePageConfig } from '../runtime/context';

/**
 * The open list's code (where it opens, its styles, its arrow keys and its closing on a pointer outside), which
 * nothing needs until the list opens (it is in the markup from the start, hidden): loaded when it first opens, or
 * ahead of that as a pointer or focus reaches the button.
 */
const openListCode = lazyModule(() => import('./openList'), 'brand-language-selector: the language list could not load; its button tries again.');
type OpenList = Awaited<ReturnType<typeof openListCode.load>>;
const preloadOpenList = () => openListCode.preload();
/** The list's class before its styles are here (it is hidden until then). */
const unstyled: ThemedStyles = () => ({});

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
  // (Never in the first render, even when the code is here: a server-rendered selector hydrates its unstyled list.)
  const [openList, setOpenList] = useState<OpenList>();
  const listClass = useThemedClass(openList?.listStyles ?? unstyled);
  const optionClass = useThemedClass(openList?.optionStyles ?? unstyled);

  const toggle = () => {
    if (open) return setOpen(false);
    // At once when the list's code is here; else when it arrives (a failure is logged, and the list stays shut).
    openListCode.use((module) => {
      if (triggerRef.current) setPlacement(module.placementFor(triggerRef.current, others.length));
      setOpenList(module);
      setOpen(true);
    });
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
    if (open && openList) {
      event.preventDefault();
      openList.moveFocus(event.key, options(), (rootRef.current?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement);
    } else if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      toggle();
    }
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
        onPointerEnter={preloadOpenList}
        onPointerDown={preloadOpenList}
        onFocus={preloadOpenList}
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
      {open && openList && <openList.CloseOnPointerOutside root={rootRef} onClose={() => setOpen(false)} />}
    </div>
  );
}
