import { useCallback, useRef, useState } from 'react';
import { hasSubMenu, type NavItem } from '../../core/chrome/header';
import { useThemedClass } from '../runtime/useThemedClass';
import { lazyModule } from '../runtime/lazyModule';
import { HeaderIcon } from './HeaderIcon';
import { trackNavigation, useCurrentProps, useIdleFetch } from './navParts';
import type { HeaderLabels } from './labels';
import { topNavStyles } from './desktopMenuStyles';

/**
 * The sub-layers' code (DesktopSubLayer.tsx and its styles), which the first screen never shows: loaded once the
 * desktop menu is idle, or when the visitor reaches for a top-level item, whichever comes first.
 */
const subLayerCode = lazyModule(() => import('./DesktopSubLayer'), 'brand-header: the menu could not load; its buttons try again.');

export interface DesktopMenuProps {
  items: NavItem[];
  /** the open top-level item */
  openId: string | undefined;
  onToggle: (id: string) => void;
  label: string;
  onClose: () => void;
  labels: HeaderLabels;
}

/**
 * Desktop navigation, the WAI-ARIA disclosure pattern: a top-level item with a menu is a button
 * (aria-expanded, aria-controls) that opens its sub-layer under the bar; choosing it again closes
 * it. In the sub-layer, a second-level item with its own menu opens it beside it (a nested layer,
 * at once); links are plain links with aria-current="page" for the current page.
 */
export function DesktopMenu({ items, openId, onToggle, label, onClose, labels }: DesktopMenuProps) {
  const currentProps = useCurrentProps();
  const className = useThemedClass(topNavStyles);
  const [SubLayer, setSubLayer] = useState(() => subLayerCode.loaded()?.SubLayer);
  const loadSubLayer = useCallback(() => subLayerCode.use((module) => setSubLayer(() => module.SubLayer)), []);
  const opening = useRef<string | undefined>(undefined);
  useIdleFetch(!SubLayer && items.some(hasSubMenu), loadSubLayer);
  return (
    <nav className={className} aria-label={label} data-desktop-nav="">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {hasSubMenu(item) ? (
              <>
                <button
                  type="button"
                  data-top-item=""
                  aria-expanded={openId === item.id}
                  aria-controls={`${item.id}-panel`}
                  onClick={() => {
                    if (openId === item.id) return onToggle(item.id);
                    // Opened once its code is there (at once, unless the visitor was quicker than the idle fetch);
                    // a second click meanwhile does not close it again.
                    opening.current = item.id;
                    subLayerCode.use((module) => {
                      setSubLayer(() => module.SubLayer);
                      if (opening.current !== item.id) return;
                      opening.current = undefined;
                      onToggle(item.id);
                    });
                  }}
                  onPointerEnter={loadSubLayer}
                  onFocus={loadSubLayer}
                >
                  {item.label}
                  <HeaderIcon name="chevron-down" />
                </button>
                {openId === item.id && SubLayer && <SubLayer item={item} onClose={onClose} labels={labels} />}
              </>
            ) : (
              <a data-top-item="" href={item.linkUrl} {...currentProps(item.linkUrl)} onClick={trackNavigation(item)}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
