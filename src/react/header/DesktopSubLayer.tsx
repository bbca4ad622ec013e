import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NESTED_SUBLAYER_OPEN_MS, overlayMaxHeight, subLayerHeight, SUBLAYER_OPEN_MS, type NavItem } from '../../core/chrome/header';
import { useThemedClass } from '../runtime/useThemedClass';
import { Icon } from '../icons';
import { useCurrentProps, headerBottom, Promo, trackNavigation } from './navParts';
import { fill, type HeaderLabels } from './labels';
import { panelStyles } from './subLayerStyles';
import { iconButtonStyles } from './styles';

/** An item's label with its second label under it. */
function ItemLabel({ item }: { item: NavItem }) {
  return (
    <span>
      {item.label}
      {item.secondLabel && <span data-second-label="">{item.secondLabel}</span>}
    </span>
  );
}

/** A link in a sub-layer: current page marked, navigationMenu pushed; its label unless given. */
function SubLink({ item, children }: { item: NavItem; children?: ReactNode }) {
  const currentProps = useCurrentProps();
  return (
    <a data-sub-item="" href={item.linkUrl} {...currentProps(item.linkUrl)} onClick={trackNavigation(item)}>
      {children ?? <ItemLabel item={item} />}
    </a>
  );
}

/** One level of a sub-layer: its heading, then its list, the item's own page ("overview") first when it has one. */
function LevelList({ item, overview, children }: { item: NavItem; overview: string; children: ReactNode }) {
  return (
    <>
      <h2 id={`${item.id}-title`}>{item.label}</h2>
      <ul aria-labelledby={`${item.id}-title`}>
        {item.linkUrl && (
          <li>
            <SubLink item={item}>
              <span>{fill(overview, { label: item.label })}</span>
            </SubLink>
          </li>
        )}
        {children}
      </ul>
    </>
  );
}

/** A top-level item's sub-layer under the bar (a chunk of its own: DesktopMenu loads it at idle or first reach). */
export function SubLayer({ item, onClose, labels }: { item: NavItem; onClose: () => void; labels: HeaderLabels }) {
  const className = useThemedClass(panelStyles);
  const closeClass = useThemedClass(iconButtonStyles);
  const [nestedId, setNestedId] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const nested = item.subNav.find((child) => child.id === nestedId);
  const banner = nested?.banner ?? item.banner;

  // Height: content + 128 + 1 px, at most 90% of the window minus the header (measured from the
  // bar the layer hangs from); the first layer opens over 300 ms, a nested layer at once.
  useLayoutEffect(() => {
    const element = panel.current;
    const content = inner.current;
    if (!element || !content) return;
    const fit = () => {
      const target = Math.min(subLayerHeight(content.offsetHeight), overlayMaxHeight(window.innerHeight, headerBottom(element)));
      element.style.height = `${target}px`;
      element.dataset.targetHeight = String(target);
    };
    // Opening animates; a nested layer (this effect again, for nestedId) resizes at once.
    element.style.transitionDuration = `${opened.current ? NESTED_SUBLAYER_OPEN_MS : SUBLAYER_OPEN_MS}ms`;
    if (!opened.current) {
      element.style.height = '0px';
      void element.offsetHeight; // start the transition from 0
    }
    fit();
    opened.current = true;
    const observer = new ResizeObserver(fit);
    observer.observe(content);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [nestedId]);

  return (
    <div id={`${item.id}-panel`} ref={panel} className={className} data-sub-layer={item.id}>
      <div ref={inner} data-panel-inner="">
        <div>
          <LevelList item={item} overview={labels.overview}>
            {item.subNav.map((child) => (
              <li key={child.id}>
                {child.subNav.length > 0 ? (
                  <button
                    type="button"
                    data-sub-item=""
                    aria-expanded={nestedId === child.id}
                    aria-controls={`${item.id}-nested`}
                    onClick={() => setNestedId((current) => (current === child.id ? undefined : child.id))}
                  >
                    <ItemLabel item={child} />
                    <Icon name="chevron-right" />
                  </button>
                ) : (
                  <SubLink item={child} />
                )}
              </li>
            ))}
          </LevelList>
        </div>
        <div id={`${item.id}-nested`} data-nested-layer={nested?.id}>
          {nested && (
            <LevelList item={nested} overview={labels.overview}>
              {nested.subNav.map((leaf) => (
                <li key={leaf.id}>
                  <SubLink item={leaf} />
                </li>
              ))}
            </LevelList>
          )}
        </div>
        <div data-misc="">
          {item.miscNav.length > 0 && (
            <ul aria-label={item.label}>
              {item.miscNav.map((misc) => (
                <li key={misc.id}>
                  <SubLink item={misc}>{misc.label}</SubLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>{banner && <Promo banner={banner} item={nested ?? item} />}</div>
      </div>
      <button type="button" className={closeClass} aria-label={labels.closeMenu} onClick={onClose} data-panel-close="">
        <Icon name="close" />
      </button>
    </div>
  );
}
