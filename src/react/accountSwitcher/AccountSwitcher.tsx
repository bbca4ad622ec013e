import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { initialTab, tabFocusTarget, tabFromHash, tabLabel } from '../../core/disclosure/tabs';
import { useAccountAccess } from '../account/useAccountAccess';
import { accountNoticeStyles, accountSkeletonStyles } from '../account/styles';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { usePanelItems, type PanelEntry } from '../shared/usePanelItems';
import { switcherStyles } from './styles';

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

/**
 * Views of the account as WAI-ARIA APG tabs (automatic activation): a tab per light-DOM child, the child shown in
 * its tab panel through a named slot. Inactive panels are hidden, not unmounted: a half-filled form survives a
 * switch. The selected view is written to the URL hash (replaceState) and read from it after mount.
 */
export function AccountSwitcher(props: AccountSwitcherProps) {
  const access = useAccountAccess(props.loginUrl);
  const notice = useThemedClass(accountNoticeStyles);
  const skeleton = useThemedClass(accountSkeletonStyles);
  if (access.kind === 'show') return <Tabs {...props} />;
  if (access.kind === 'login' && !access.url) return <p className={notice} data-account-signed-out="">{props.signedOutMessage?.trim() || 'Log in to see your account.'}</p>;
  return (
    <div className={skeleton} aria-busy="true" data-account-state={access.kind === 'login' ? 'login' : 'wait'}>
      <span />
    </div>
  );
}

const isRtl = (element: HTMLElement) => getComputedStyle(element).direction === 'rtl';

function Tabs({ activeItem, items, accessibilityLabel, ':items': modelItems, onChange }: AccountSwitcherProps) {
  const { host, mode } = useElement();
  const entries = usePanelItems(host, modelItems);
  const keys = entries.map((entry) => entry.key);
  const className = useThemedClass(switcherStyles);
  const uid = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen !== null && keys.includes(chosen) ? chosen : initialTab(keys, activeItem);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // Each item shows in its own panel's slot.
  useLayoutEffect(() => {
    entries.forEach(({ element }, index) => {
      const name = `panel-${index}`;
      if (element.slot !== name) element.slot = name;
    });
  }, [entries]);

  // A shared or reloaded link keeps its view: the hash names the tab's key.
  const keyList = keys.join('\n');
  useEffect(() => {
    const follow = () => {
      const fromHash = tabFromHash(window.location.hash, keyList.split('\n'));
      if (fromHash) setChosen(fromHash);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [keyList]);

  if (entries.length === 0) return mode === 'edit' ? <EditorPlaceholder label="Account switcher: add views" /> : null;

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
    const target = tabFocusTarget(event.key, index, entries.length, isRtl(event.currentTarget));
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    select(entries[target]!, target);
  };

  return (
    <div className={className} part="switcher">
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
