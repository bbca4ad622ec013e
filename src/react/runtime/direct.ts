import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import { insertStyles } from '@emotion/utils';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { authoringStore } from '../../core/stores/authoring';
import { pageConfig } from '../../core/stores/pageConfig';
import { isAuthoringMode } from '../../core/model/authoring';
import { elementTheme, hostSheets, updateElement, type DirectRenderer, type MountedElement } from './root';
import { adoptSheets, emotionCacheFor, rtlStyles } from './styleSheets';
import { themedRule, type ThemedStyles } from './useThemedClass';
import { isEmptyModel } from './elementContent';
import { holdsMarkup, sanitizer } from '../../core/security/authoredHtml';

/** What a direct render gets besides the props. */
export interface DirectTools {
  /** the element's theme, as its component's useTheme gives it */
  theme: Theme;
  /** the class of theme-only styles, as useThemedClass gives it: the same rule, in the same shared sheets */
  themedClass(styles: ThemedStyles): string;
  /** the class of styles that follow the element's fields, as useStyleClass gives it */
  styleClass(styles: CSSObject): string;
}

/** The element being shown, for a render that keeps a state of its own (the age gate's answer). */
export interface DirectElement {
  host: HTMLElement;
  /** shows it again with what it has now: its own state changed */
  again(): void;
}

/**
 * The nodes of the element's content, exactly as its component renders them for these props (the
 * props are non-empty by its emptiness rule), or undefined when these props need the component.
 */
export type DirectRender<P> = (props: P, tools: DirectTools, element: DirectElement) => Node[] | undefined;

/** What a render that changes the page around it (the age gate's inert page) needs to hear, and what it shows. */
export interface DirectOptions<P> {
  /** what it shows is gone for good: React's content replaced it, or the element left the page */
  cleared?(host: HTMLElement): void;
  /**
   * Whether it shows authored markup for these props, which then wait for the HTML sanitizer: by default, whether any
   * field holds markup. A render that shows none of its fields for some states (a returning visitor's age gate) says so.
   */
  showsMarkup?(props: P, host: HTMLElement): boolean;
}

const shownNodes = new WeakMap<MountedElement, Node[]>();
const toolsByCache = new WeakMap<EmotionCache, WeakMap<Theme, DirectTools>>();

/** The tools for a theme and an Emotion cache, with each class name made once. */
function toolsFor(cache: EmotionCache, theme: Theme): DirectTools {
  let byTheme = toolsByCache.get(cache);
  if (!byTheme) toolsByCache.set(cache, (byTheme = new WeakMap()));
  let tools = byTheme.get(theme);
  if (!tools) {
    const classes = new Map<ThemedStyles, string>();
    tools = {
      theme,
      styleClass(styles) {
        const rule = serializeStyles([styles], cache.registered);
        insertStyles(cache, rule, false);
        return `${cache.key}-${rule.name}`;
      },
      themedClass(styles) {
        let name = classes.get(styles);
        if (name === undefined) {
          const rule = themedRule(theme, cache, styles);
          insertStyles(cache, rule, false);
          classes.set(styles, (name = `${cache.key}-${rule.name}`));
        }
        return name;
      },
    };
    byTheme.set(theme, tools);
  }
  return tools;
}
const caches = new WeakMap<ShadowRoot, Partial<Record<'ltr' | 'rtl', EmotionCache>>>();
const shown = new Set<MountedElement>();
/** elements waiting for a chunk their render needs: the mirroring plugin (styleSheets.ts rtlStyles), the HTML sanitizer */
const waiting = new Set<MountedElement>();
let listening = false;

/** A page theme, direction or language change, or the editor's mode: every element shown here again. */
function listen(): void {
  if (listening) return;
  listening = true;
  const everyOne = () => {
    for (const element of [...shown, ...waiting]) showAgain(element);
  };
  pageConfig.subscribe(everyOne);
  authoringStore.subscribe(everyOne);
  rtlStyles.subscribe(everyOne);
  // (only the elements waiting for it: the others show no markup it could change)
  sanitizer.subscribe(() => {
    for (const element of [...waiting]) showAgain(element);
  });
}

function removeShown(element: MountedElement): void {
  for (const node of shownNodes.get(element) ?? []) (node as ChildNode).remove();
}

function clear(element: MountedElement): void {
  removeShown(element);
  shownNodes.delete(element);
  shown.delete(element);
  waiting.delete(element);
}

const showAgain = (element: MountedElement) => updateElement(element, { ...element.state.getSnapshot() });

/**
 * Rendering without React, for the elements a page has hundreds of (text): building their DOM by
 * hand is a tenth of the cost of a portal, an error boundary and four providers in the shared root.
 * The runtime (root.tsx) asks `show` for the element's state whenever it changes; a state that
 * needs React (the editor, `visibleTo`, a server-rendered element, props the render declines, a
 * render that throws) goes to the shared root for good, and what is shown stays until React's
 * content replaces it. A right-to-left element waits for the mirroring plugin, and one whose fields hold
 * markup for the HTML sanitizer, as in React. The
 * DOM, the class names and the adopted sheets are the component's own: tests compare the two.
 */
export function direct<P>(render: DirectRender<P>, options: DirectOptions<P> = {}): DirectRenderer {
  const showsMarkup = (element: MountedElement): boolean => {
    const { props } = element.state.getSnapshot();
    return holdsMarkup(props) && (!options.showsMarkup || options.showsMarkup(props as P, element.host));
  };
  return {
    showsMarkup,
    show(element) {
      const state = element.state.getSnapshot();
      if (element.serverNodes.length > 0 || state.awaitingModel || state.visibleTo.length > 0 || isAuthoringMode(authoringStore.getSnapshot())) return false;
      const theme = elementTheme(element.spec.tag, state, pageConfig.getSnapshot());
      const direction = theme.direction;
      listen();
      if (direction === 'rtl' && !rtlStyles.ready()) {
        waiting.add(element);
        rtlStyles.load();
        return null;
      }
      const props = state.props;
      // Fields that hold markup wait for the sanitizer's chunk, as in React (ElementSlot.tsx): an element not yet
      // shown shows nothing until then; one shown already keeps what it shows (its new state not yet on screen), and
      // is shown anew when the chunk arrives or the wait is over.
      if (!sanitizer.ready() && showsMarkup(element)) {
        waiting.add(element);
        void sanitizer.load();
        return null;
      }
      waiting.delete(element);
      let byDirection = caches.get(element.shadowRoot);
      if (!byDirection) caches.set(element.shadowRoot, (byDirection = {}));
      const cache = (byDirection[direction] ??= emotionCacheFor(element.shadowRoot, direction));
      const tools = toolsFor(cache, theme);
      let nodes: Node[] | undefined = [];
      if (props && !isEmptyModel(element.spec.emptiness, props, element.host.id)) {
        try {
          nodes = render(props as P, tools, { host: element.host, again: () => showAgain(element) });
        } catch {
          // React renders it again, behind the element's error boundary, which reports it.
          return false;
        }
        if (!nodes) return false;
      }
      const fixed = hostSheets(element.spec.display, theme, element.spec.hostCss);
      adoptSheets(element.shadowRoot, fixed, element.fixedSheets);
      element.fixedSheets = fixed;
      removeShown(element);
      element.shadowRoot.append(...nodes);
      shownNodes.set(element, nodes);
      shown.add(element);
      return true;
    },
    clear(element) {
      clear(element);
      options.cleared?.(element.host);
    },
  };
}
