import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { memo, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import { createStore, type Store } from '../../core/stores/createStore';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { authoringStore } from '../../core/stores/authoring';
import { isAuthoringMode } from '../../core/model/authoring';
import { isVisibleTo } from '../../core/visitor/visibleTo';
import { emptyLabel, isEmpty } from '../../core/model/emptiness';
import { fontFacesFor, getTheme, resolveThemeName, THEME_NAMES, type Direction } from '../../themes';
import { adoptSheets, constantSheet, emotionCacheFor, releaseShadowRoot, rtlStyles } from './styleSheets';
import { registerFontFaces } from './fonts';
import { ElementErrorBoundary } from './ErrorBoundary';
import { EditorPlaceholder } from './EditorPlaceholder';
import { ElementContext, type ElementContextValue } from './context';

/**
 * The shared React root. Every element on the page is a portal from this one root into its
 * own shadow root, wrapped in its own error boundary: one root mounts 1.7 to 2 times faster
 * than a root per element, and a failing element cannot take the others down.
 */

export type Display = 'block' | 'inline-block' | 'inline' | 'contents';

/** What an element renders with; `props: null` means its input was unusable (already logged). */
export interface ElementState {
  props: Record<string, unknown> | null;
  theme?: string;
  direction: Direction;
  lang?: string;
  visibleTo: string[];
}

export interface ElementSpec {
  tag: string;
  component: ComponentType<any>;
  display: Display;
  /** extra fixed host CSS (a sticky header) */
  hostCss?: string;
  /** component name in the emptiness rules (`text`, `spacer`, ...) */
  emptiness?: string;
  /** renders no React event handlers: see skipReactListeners */
  staticContent?: boolean;
}

export interface MountedElement {
  readonly id: number;
  readonly host: HTMLElement;
  readonly shadowRoot: ShadowRoot;
  /** where MUI Dialogs, Popovers and Tooltips of this element render: inside its shadow root */
  readonly portalContainer: HTMLElement;
  readonly spec: ElementSpec;
  readonly state: Store<ElementState>;
  /** server-rendered children of a declarative shadow root, removed once React has rendered */
  serverNodes: Node[];
  fixedSheets: CSSStyleSheet[];
  unmountTimer?: ReturnType<typeof setTimeout>;
}

const mounted = createStore<readonly MountedElement[]>([]);
const byHost = new WeakMap<HTMLElement, MountedElement>();
let root: Root | undefined;
let nextId = 1;
/** the property React sets on a container once it listens there (found on our own root) */
let reactListeningKey: string | undefined;

function ensureRoot(): void {
  if (root) return;
  // A detached container: React listens for events on each portal's container (the shadow
  // roots), so nothing of ours needs to sit in the document.
  const container = document.createElement('div');
  root = createRoot(container, {
    // Our per-element boundaries log one clear message naming the element; React's own
    // duplicate report of the same error would only be noise.
    onCaughtError: () => {},
    onUncaughtError: (error) => {
      console.error('brand-elements: an error escaped the element boundaries', error);
    },
  });
  root.render(<AllElements />);
  reactListeningKey = Object.keys(container).find((key) => key.startsWith('_reactListening'));
}

/**
 * React attaches its ~150 event listeners to every portal container, about half the mount
 * cost of a simple element. An element whose content has no React event handlers (text,
 * spacer, image: native links work without React, and an image's load/error listeners sit on
 * the <img> itself) is marked as already listening, so React skips that work. If a React
 * version no longer uses the marker, the key is not found and React listens as usual.
 */
function skipReactListeners(shadowRoot: ShadowRoot): void {
  if (reactListeningKey) (shadowRoot as unknown as Record<string, boolean>)[reactListeningKey] = true;
}

function AllElements() {
  const elements = useSyncExternalStore(mounted.subscribe, mounted.getSnapshot);
  return elements.map((element) => <ElementSlot key={element.id} element={element} />);
}

const HOST_CSS: Record<Display, string> = {
  block: ':host{display:block}',
  'inline-block': ':host{display:inline-block;vertical-align:middle}',
  inline: ':host{display:inline}',
  contents: ':host{display:contents}',
};
const COMMON_CSS =
  ':host([hidden]),:host([data-brand-invisible]){display:none!important}*,*::before,*::after{box-sizing:border-box}';

function hostSheets(display: Display, theme: Theme, hostCss?: string): CSSStyleSheet[] {
  const typography = theme.typography;
  const base = `:host{font-family:${typography.fontFamily};font-size:${typography.body1.fontSize ?? '1rem'};line-height:${typography.body1.lineHeight ?? 1.5};color:${theme.palette.text.primary};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`;
  // A right-to-left market's elements read right to left even on a left-to-right page.
  const direction = theme.direction === 'rtl' ? ':host{direction:rtl}' : '';
  return [constantSheet(HOST_CSS[display] + COMMON_CSS + (hostCss ?? '')), constantSheet(base + direction)];
}

const warnedThemes = new Set<string>();

function useElementTheme(element: MountedElement, state: ElementState): Theme {
  const config = useSyncExternalStore(pageConfig.subscribe, pageConfig.getSnapshot);
  const requested = state.theme ?? config.theme;
  const { name, known } = resolveThemeName(requested);
  if (!known) {
    const key = `${element.spec.tag}|${String(requested)}`;
    if (!warnedThemes.has(key)) {
      warnedThemes.add(key);
      console.warn(
        `<${element.spec.tag}>: unknown theme "${String(requested)}"; using the default theme "${name}". Known themes: ${THEME_NAMES.join(', ')}.`,
      );
    }
  }
  const direction: Direction = config.rtl ? 'rtl' : state.direction;
  const lang = config.lang ?? state.lang;
  return useMemo(() => {
    const request = { name, direction, lang };
    registerFontFaces(fontFacesFor(request));
    return getTheme(request);
  }, [name, direction, lang]);
}

/**
 * MUI's default props for one element: its portals (Modal, Popover, Popper, and so Dialog,
 * Menu, Tooltip, Drawer) render into a container inside the element's own shadow root. The
 * theme object itself stays shared by every element, so MUI's per-theme style caches hit.
 */
function defaultPropsWithContainer(theme: Theme, container: HTMLElement): Record<string, unknown> {
  const components = (theme.components ?? {}) as Record<string, { defaultProps?: object } | undefined>;
  const withContainer = (name: string) => ({
    ...components[name],
    defaultProps: { ...components[name]?.defaultProps, container },
  });
  return {
    ...components,
    MuiModal: withContainer('MuiModal'),
    MuiPopover: withContainer('MuiPopover'),
    MuiPopper: withContainer('MuiPopper'),
  };
}

const ElementSlot = memo(function ElementSlot({ element }: { element: MountedElement }) {
  const state = useSyncExternalStore(element.state.subscribe, element.state.getSnapshot);
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot);
  const mode = useSyncExternalStore(authoringStore.subscribe, authoringStore.getSnapshot);
  const theme = useElementTheme(element, state);
  const direction = theme.direction;
  const authoring = isAuthoringMode(mode);
  const restricted = state.visibleTo.length > 0 && !authoring;
  const visible = !(restricted && pending) && isVisibleTo(state.visibleTo, visitor, authoring);

  const defaultProps = useMemo(() => defaultPropsWithContainer(theme, element.portalContainer), [theme, element.portalContainer]);
  const rtlReady = useSyncExternalStore(rtlStyles.subscribe, rtlStyles.ready);
  const stylesReady = direction === 'ltr' || rtlReady;
  const cache = useMemo(
    () => (stylesReady ? emotionCacheFor(element.shadowRoot, direction) : undefined),
    [element.shadowRoot, direction, stylesReady],
  );
  const context = useMemo<ElementContextValue>(
    () => ({ host: element.host, tag: element.spec.tag, portalContainer: element.portalContainer, authoring, mode }),
    [element, authoring, mode],
  );

  // An insertion effect: the sheets are in place before any layout effect of the element's own
  // components runs. Those run first (children before parents), and one that reads layout (a
  // measurement, the scroll lock) would otherwise compute unstyled content, and every styled
  // transition would then play from the browser's defaults (a grey button fading to the theme).
  useInsertionEffect(() => {
    const fixed = hostSheets(element.spec.display, theme, element.spec.hostCss);
    adoptSheets(element.shadowRoot, fixed, element.fixedSheets);
    element.fixedSheets = fixed;
  }, [element, theme]);

  useLayoutEffect(() => {
    element.host.toggleAttribute('data-brand-invisible', !visible);
  }, [element, visible]);

  useLayoutEffect(() => {
    if (!stylesReady) return;
    // React's content is in place: the server-rendered markup it replaces can go.
    for (const node of element.serverNodes) node.parentNode?.removeChild(node);
    element.serverNodes = [];
  }, [element, stylesReady]);

  useEffect(() => {
    if (!stylesReady) rtlStyles.load();
  }, [stylesReady]);

  let content: React.ReactNode = null;
  const { props } = state;
  if (props && visible) {
    const Component = element.spec.component;
    const empty = element.spec.emptiness !== undefined && isEmpty(element.spec.emptiness, props);
    if (!empty) content = <Component {...props} />;
    else if (mode === 'edit') content = <EditorPlaceholder label={emptyLabel(element.spec.emptiness!) ?? element.spec.tag} />;
  }

  // A right-to-left element waits for the mirroring plugin (one small chunk, loaded once).
  if (!cache) return null;
  return createPortal(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <DefaultPropsProvider value={defaultProps}>
          <ElementContext.Provider value={context}>
            <ElementErrorBoundary tag={element.spec.tag} host={element.host} authoring={authoring} resetKey={state}>
              {content}
            </ElementErrorBoundary>
          </ElementContext.Provider>
        </DefaultPropsProvider>
      </ThemeProvider>
    </CacheProvider>,
    element.shadowRoot,
  );
});

/** Mounts an element into the shared root, or revives one whose unmount is still pending (a move). */
export function mountElement(host: HTMLElement, shadowRoot: ShadowRoot, spec: ElementSpec, state: ElementState): MountedElement {
  const pending = byHost.get(host);
  if (pending) {
    clearTimeout(pending.unmountTimer);
    pending.unmountTimer = undefined;
    pending.state.set(state);
    return pending;
  }
  ensureRoot();
  if (spec.staticContent) skipReactListeners(shadowRoot);
  let portalContainer = shadowRoot.querySelector<HTMLElement>(':scope > [data-brand-portal]');
  const serverNodes = [...shadowRoot.childNodes];
  if (!portalContainer) {
    portalContainer = document.createElement('div');
    portalContainer.setAttribute('data-brand-portal', '');
    shadowRoot.append(portalContainer);
  }
  const element: MountedElement = {
    id: nextId++,
    host,
    shadowRoot,
    portalContainer,
    spec,
    state: createStore(state),
    serverNodes: serverNodes.filter((node) => node !== portalContainer),
    fixedSheets: [],
  };
  byHost.set(host, element);
  mounted.set((list) => [...list, element]);
  return element;
}

export function updateElement(element: MountedElement, state: ElementState): void {
  element.state.set(state);
}

/**
 * Unmounting waits a task: moving an element is a disconnect followed by a connect, and the
 * element should keep its state through a move.
 */
export function unmountElement(element: MountedElement): void {
  clearTimeout(element.unmountTimer);
  element.unmountTimer = setTimeout(() => {
    element.unmountTimer = undefined;
    if (element.host.isConnected) return;
    releaseShadowRoot(element.shadowRoot);
    byHost.delete(element.host);
    mounted.set((list) => list.filter((item) => item !== element));
  }, 0);
}
