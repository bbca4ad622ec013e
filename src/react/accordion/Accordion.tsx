import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { headingElement, headingFocusTarget, idFromHash, initialExpanded, keepExisting, toggleItem } from '../../core/disclosure/accordion';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { accordionStyles } from './styles';
import { usePanelItems, type PanelEntry } from '../shared/usePanelItems';
import { keepInView } from '../shared/keepInView';
import { showsEditorPlaceholders } from '../../core/model/authoring';

export interface AccordionToggleDetail {
  /** position of the item among the accordion's items */
  index: number;
  /** its key (the last segment of its model path, else its id) */
  key: string;
  expanded: boolean;
}

export interface AccordionProps {
  /** one item open at a time (opening one closes the others) */
  singleExpansion?: boolean;
  /** keys of the items open at first (Adobe's model) */
  expandedItems?: string[] | string;
  /** heading level of the item titles: h2 to h6 (default h3) */
  headingElement?: string;
  /** the accordion's own items as its model holds them: their `cq:panelTitle` or `title` head the panels */
  ':items'?: Record<string, unknown>;
  ':itemsOrder'?: string[];
  onToggle?: (detail: AccordionToggleDetail) => void;
}

/** More panels than this get no landmark role each (WAI-ARIA APG: avoid a crowd of regions). */
const MAX_REGIONS = 6;
/** The theme icons' chevron-down, drawn here so the accordion does not load MUI's SvgIcon. */
const CHEVRON = 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z';

/** The item whose element is, or holds, the element with `id` in the host's tree. */
function itemHolding(host: HTMLElement, entries: PanelEntry[], id: string): { entry: PanelEntry; target: HTMLElement } | undefined {
  const root = host.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById?.(id);
  if (!target) return undefined;
  const entry = entries.find(({ element }) => element === target || element.contains(target));
  return entry ? { entry, target } : undefined;
}

/**
 * WAI-ARIA APG accordion: a heading button per item (aria-expanded, aria-controls) and a panel
 * showing the item itself through a named slot. Items are the host's light-DOM children; a URL
 * hash naming an item (or something inside one) opens it.
 */
export function Accordion({ singleExpansion = false, expandedItems, headingElement: level, ':items': items, ':itemsOrder': order, onToggle }: AccordionProps) {
  const { host, mode } = useElement();
  const entries = usePanelItems(host, items, 'panel-', order);
  const keys = entries.map((entry) => entry.key);
  const className = useThemedClass(accordionStyles);
  const uid = useId();
  const Heading = headingElement(level);

  // null: untouched, so the authored expandedItems apply (also to items that arrive later).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const authored = JSON.stringify(expandedItems ?? null);
  const [authoredSeen, setAuthoredSeen] = useState(authored);
  if (authoredSeen !== authored) {
    // The editor changed which items start open: start from them again.
    setAuthoredSeen(authored);
    setChosen(null);
  }
  const expanded = chosen === null ? initialExpanded(keys, expandedItems, singleExpansion) : keepExisting(chosen, keys, singleExpansion);

  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const scrollTo = useRef<HTMLElement | null>(null);


  // Deep links: a hash naming an item, or something in one, opens it and scrolls to it.
  const handledHash = useRef<string | undefined>(undefined);
  useEffect(() => {
    const open = () => {
      const id = idFromHash(window.location.hash);
      if (!id || handledHash.current === id) return;
      const found = itemHolding(host, entries, id);
      if (!found) return;
      handledHash.current = id;
      scrollTo.current = found.target;
      setChosen((current) => {
        const base = current ?? initialExpanded(keys, expandedItems, singleExpansion);
        return base.includes(found.entry.key) ? [...base] : toggleItem(base, found.entry.key, singleExpansion);
      });
    };
    open();
    const onHashChange = () => {
      handledHash.current = undefined;
      open();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
    // keys and expandedItems are read through entries and the state updater
  }, [host, entries, singleExpansion]); // eslint-disable-line react-hooks/exhaustive-deps

  // The linked item stays in view while the page above it settles (keepInView); a later link takes over.
  const keeping = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => {
    const target = scrollTo.current;
    if (!target) return;
    scrollTo.current = null;
    keeping.current?.();
    keeping.current = keepInView(target);
  });
  useEffect(() => () => keeping.current?.(), []);

  if (entries.length === 0) return showsEditorPlaceholders(mode) ? <EditorPlaceholder label="Accordion: add items" /> : null;

  const toggle = (entry: PanelEntry, index: number) => {
    const next = toggleItem(expanded, entry.key, singleExpansion);
    setChosen(next);
    onToggle?.({ index, key: entry.key, expanded: next.includes(entry.key) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = headingFocusTarget(event.key, index, entries.length);
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const regions = entries.length <= MAX_REGIONS;
  return (
    <div className={className} part="accordion">
      {entries.map((entry, index) => {
        const open = expanded.includes(entry.key);
        const buttonId = `${uid}-button-${index}`;
        const panelId = `${uid}-panel-${index}`;
        return (
          <div key={entry.key} data-item="" part="item">
            <Heading data-heading="" part="heading">
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                id={buttonId}
                data-trigger=""
                data-key={entry.key}
                part="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(entry, index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span data-title="">
                  <bdi>{entry.title ?? `${index + 1}`}</bdi>
                </span>
                <svg data-chevron="" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={CHEVRON} />
                </svg>
              </button>
            </Heading>
            <div id={panelId} data-panel="" part="panel" role={regions ? 'region' : undefined} aria-labelledby={regions ? buttonId : undefined} hidden={!open}>
              <slot name={`panel-${index}`} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
