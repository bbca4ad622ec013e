import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { initialTab, tabFocusTarget, tabFromHash, tabLabel } from '../../core/disclosure/tabs';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { usePanelItems, type PanelEntry } from '../shared/usePanelItems';
import { switcherStyles } from './styles';
import { showsEditorPlaceholders } from '../../core/model/authoring';

export interface SwitcherChangeDetail {
  index: number;
  key: string;
}

export interface AccountSwitcherProps {
  /** key of the view selected at first (Adobe's tabs `activeItem`) */
  activeItem?: string;
  /** tab titles for items without `cq:panelTitle`: [{ key?, title }] */
  items?: { key?: string; title?: string }[];
  /** the tab list's accessible name */
  accessibilityLabel?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  ':items'?: Record<string, unknown>;
  ':itemsOrder'?: string[];
  onChange?: (detail: SwitcherChangeDetail) => void;
}

const isRtl = (element: HTMLElement) => getComputedStyle(element).direction === 'rtl';

/** The same-page link (this path and query, with a hash) a click went through, across shadow roots. */
function samePageLink(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
  if (!link || (link.target && link.target !== '_self')) return undefined;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && url.pathname === location.pathname && url.search === location.search && url.hash ? url : undefined;
}

export function Tabs({ activeItem, items, accessibilityLabel, ':items': modelItems, ':itemsOrder': modelOrder, onChange }: AccountSwitcherProps) {
  const { host, mode } = useElement();
  const entries = usePanelItems(host, modelItems, 'panel-', modelOrder);
  const keys = entries.map((entry) => entry.key);
  const className = useThemedClass(switcherStyles);
  const uid = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen !== null && keys.includes(chosen) ? chosen : initialTab(keys, activeItem);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ selected, onChange });
  latest.current = { selected, onChange };

  // A view named by a hash is brought to the visitor after it shows: scrolled to, its tab focused.
  const reveal = useRef<number | null>(null);
  const [revealCount, setRevealCount] = useState(0);
  useLayoutEffect(() => {
    const index = reveal.current;
    if (index === null) return;
    reveal.current = null;
    container.current?.scrollIntoView({ block: 'start' });
    // focus scrolls the tab list sideways too when the tab is out of its view (a phone, three tabs)
    tabs.current[index]?.focus();
  }, [revealCount]);

  // A shared or reloaded link keeps its view, a hash change or a same-page link (Edit: #personalDetails) selects it.
  // A layout effect: the first paint already shows the hash's view.
  const keyList = keys.join('\n');
  const followedFirst = useRef(false);
  useLayoutEffect(() => {
    const list = keyList ? keyList.split('\n') : [];
    if (list.length === 0) return;
    const follow = (hash: string, announce: boolean) => {
      const key = tabFromHash(hash, list);
      if (!key) return;
      const index = list.indexOf(key);
      if (announce && key !== latest.current.selected) latest.current.onChange?.({ index, key });
      setChosen(key);
      reveal.current = index;
      setRevealCount((count) => count + 1);
    };
    if (!followedFirst.current) {
      followedFirst.current = true;
      follow(window.location.hash, false);
    }
    const onHashChange = () => follow(window.location.hash, true);
    const onClick = (event: MouseEvent) => {
      const url = samePageLink(event);
      if (url) follow(url.hash, true);
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [keyList]);

  if (entries.length === 0) return showsEditorPlaceholders(mode) ? <EditorPlaceholder label="Account switcher: add views" /> : null;

  const select = (entry: PanelEntry, index: number) => {
    if (entry.key === selected) return;
    setChosen(entry.key);
    const url = new URL(window.location.href);
    url.hash = entry.key;
    history.replaceState(history.state, '', url);
    onChange?.({ index, key: entry.key });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = tabFocusTarget(event.key, index, entries.length, { rtl: isRtl(event.currentTarget) });
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    select(entries[target]!, target);
  };

  return (
    <div className={className} part="switcher" ref={container}>
      <div role="tablist" aria-label={accessibilityLabel?.trim() || undefined} part="tablist" data-tablist="">
        {entries.map((entry, index) => {
          const active = entry.key === selected;
          return (
            <button
              key={entry.key}
              ref={(tab) => {
                tabs.current[index] = tab;
              }}
              type="button"
              role="tab"
              id={`${uid}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${uid}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              data-key={entry.key}
              part="tab"
              onClick={() => select(entry, index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <bdi>{tabLabel(entry.title, entry.key, index, items)}</bdi>
            </button>
          );
        })}
      </div>
      {entries.map((entry, index) => (
        <div
          key={entry.key}
          role="tabpanel"
          id={`${uid}-panel-${index}`}
          aria-labelledby={`${uid}-tab-${index}`}
          tabIndex={0}
          hidden={entry.key !== selected}
          part="panel"
          data-panel=""
          data-key={entry.key}
        >
          <slot name={`panel-${index}`} />
        </div>
      ))}
    </div>
  );
}
