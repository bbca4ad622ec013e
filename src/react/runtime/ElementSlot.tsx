import { createPortal } from 'react-dom';
import { memo, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { CacheProvider, ThemeContext } from '@emotion/react';
import { authoringStore } from '../../core/stores/authoring';
import { isAuthoringMode } from '../../core/model/authoring';
import { adoptSheets, emotionCacheFor, rtlStyles } from './styleSheets';
import { holdsMarkup, sanitizer } from '../../core/security/authoredHtml';
import { hostSheets, useElementTheme } from './elementTheme';
import { ElementContext, type ElementContextValue } from './context';
import { elementContent } from './elementContent';
import { settle, type ElementState, type MountedElement } from './mounted';
import { replaceServerMarkup, showsServerMarkup } from './takeovers';
import { VisibleToGate } from './VisibleToGate';

const noSubscription = () => () => {};

/**
 * One element's content with its theme, styles and context: a portal into its shadow root from the
 * shared root, or (`island`) the whole of an island's own root, hydrating the server's nodes (island.tsx).
 * An island's `visibleTo` is the page runtime's to apply (src/elements/page/islands.ts): the server
 * wrote its content for every visitor, and a gate rendering nothing would not match it.
 */
export const ElementSlot = memo(function ElementSlot({ element, state, island = false }: { element: MountedElement; state: ElementState; island?: boolean }) {
  const mode = useSyncExternalStore(authoringStore.subscribe, authoringStore.getSnapshot, authoringStore.getSnapshot);
  const theme = useElementTheme(element.spec.tag, state);
  const direction = theme.direction;
  const authoring = isAuthoringMode(mode);
  const restricted = state.visibleTo.length > 0 && !authoring && !island;

  // Only a right-to-left element waits for (and so listens to) the mirroring plugin.
  const rtlReady = useSyncExternalStore(direction === 'rtl' ? rtlStyles.subscribe : noSubscription, rtlStyles.ready, rtlStyles.ready);
  const stylesReady = direction === 'ltr' || rtlReady;
  // Fields that hold markup: the element first renders once DOMPurify's chunk is there, so its content appears whole
  // (a measurement in its layout effects sees the text). An island keeps the server's sanitized copy meanwhile, and an
  // element already on screen stays (markup given later is written when the chunk arrives: SanitizedHtml).
  const needsSanitizer = useMemo(() => !island && !element.contentShown && holdsMarkup(state.props), [island, element, state.props]);
  const sanitizerReady = useSyncExternalStore(needsSanitizer ? sanitizer.subscribe : noSubscription, sanitizer.ready, sanitizer.ready);
  const ready = stylesReady && (!needsSanitizer || sanitizerReady);
  // Asked for as the slot renders (once; a failure is said once, by the store), not a commit later.
  if (needsSanitizer && !sanitizerReady) void sanitizer.load();
  const cache = useMemo(
    () => (stylesReady ? emotionCacheFor(element.shadowRoot, direction) : undefined),
    [element.shadowRoot, direction, stylesReady],
  );
  const context = useMemo<ElementContextValue>(
    () => ({
      host: element.host,
      tag: element.spec.tag,
      get portalContainer() {
        return element.portalContainer;
      },
      authoring,
      mode,
      // (Nothing renders under the context before the cache is there: see below.)
      cache: cache!,
    }),
    [element, authoring, mode, cache],
  );
  // The same element object while props and mode stay: a re-render above it does not reach the component.
  const content = useMemo(() => elementContent(element.spec, state.props, mode, element.host.id), [element.spec, state.props, mode, element.host.id]);

  // An insertion effect: the sheets are in place before any layout effect of the element's own
  // components runs. Those run first (children before parents), and one that reads layout (a
  // measurement, the scroll lock) would otherwise compute unstyled content, and every styled
  // transition would then play from the browser's defaults (a grey button fading to the theme).
  // The sheets are made as the slot renders (cached per theme, display and host CSS): a failure there is a render
  // error the element's boundary always catches, where one thrown inside the effect was, once in many full runs of
  // the element tests, reported as uncaught.
  const fixed = useMemo(() => hostSheets(element.spec.display, theme, element.spec.hostCss), [element, theme]);
  useInsertionEffect(() => {
    adoptSheets(element.shadowRoot, fixed, element.fixedSheets);
    element.fixedSheets = fixed;
  }, [element, fixed]);

  // Server markup stays until the element has its model, the handover code is there and its turn came.
  const awaitingModel = showsServerMarkup(element, state);
  useLayoutEffect(() => {
    element.awaitingChunks = !ready;
    if (!ready || awaitingModel) return;
    element.contentShown = true;
    settle(element);
    // An element shown without React until now: React's content is in place.
    element.spec.direct?.clear(element);
    replaceServerMarkup(element);
  }, [element, ready, awaitingModel]);

  useEffect(() => {
    if (!stylesReady) rtlStyles.load();
  }, [stylesReady]);

  // A right-to-left element waits for the mirroring plugin, markup for the sanitizer (small chunks, loaded once).
  if (!cache || awaitingModel || !ready) return null;
  // An island renders the providers the server rendered (src/server/renderElement.tsx), in the same
  // order: React's ids (useId) come from the tree's shape, and hydration needs the server's. The theme
  // is the brand theme (no element renders an MUI component: the button and the chip are our own).
  if (island) {
    return (
      <CacheProvider value={cache}>
        <ThemeContext.Provider value={theme}>
          <ElementContext.Provider value={context}>{content}</ElementContext.Provider>
        </ThemeContext.Provider>
      </CacheProvider>
    );
  }
  const tree = (
    <CacheProvider value={cache}>
      <ThemeContext.Provider value={theme}>
        <ElementContext.Provider value={context}>
          {restricted ? (
            <VisibleToGate host={element.host} visibleTo={state.visibleTo}>
              {content}
            </VisibleToGate>
          ) : (
            content
          )}
        </ElementContext.Provider>
      </ThemeContext.Provider>
    </CacheProvider>
  );
  return createPortal(tree, element.shadowRoot);
});
