import { heroImages } from '../../core/model/aboveTheFold';
import { MAX_DEPTH, PATH_ATTRIBUTE } from '../../core/model/items';
import { HYDRATION_ERROR } from '../../core/model/messages';
import { elementModel, walkChildren, type WalkOptions } from '../../core/model/walk';
import type { ModelNode } from '../../core/model/types';
import { parseVisibleTo } from '../../core/visitor/visibleTo';
import { codeLoaded, loadElement } from '../loadElement';
import { preloadHeroImage } from './heroPreload';
import { followVisibleTo, wakeChanged } from './islands';

export type { ModelNode };

/**
 * Renders a page model tree into the light DOM as custom elements, and keeps it in step with
 * later models: elements are keyed by model path, an unchanged node (same object: the model
 * store shares untouched nodes between snapshots) is not touched at all, a changed one gets
 * its new `model` in place, and only added, removed or retyped nodes create or drop elements.
 * No React here: this runs in dist/loader.js, before any element's code has loaded.
 */

interface Rendered {
  element: HTMLElement;
  node: ModelNode;
  tag: string;
  children: Map<string, Rendered>;
  /** stops showing a server-rendered element by visitor type (islands.ts followVisibleTo) */
  stopVisibleTo?: () => void;
  /** the node whose model a server-rendered element was given when adopted */
  adopted?: ModelNode;
}

export { MAX_DEPTH, PATH_ATTRIBUTE };

export interface RenderStats {
  created: number;
  updated: number;
  removed: number;
}

/** What the page model walk skipped, said once per page load (a model update re-walks the page). */
const reported = new Set<string>();
function reportOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(message);
}

/** An entry leaves the page: nothing below it follows the visitor any more. */
function stopFollowing(entry: Rendered): void {
  entry.stopVisibleTo?.();
  for (const child of entry.children.values()) stopFollowing(child);
}

export class TreeRenderer {
  private rendered = new Map<string, Rendered>();
  /** the page's above-the-fold images (src/core/model/aboveTheFold.ts): eager, high priority */
  private heroes: ReadonlySet<string> = new Set();
  stats: RenderStats = { created: 0, updated: 0, removed: 0 };
  /** the page model walk (src/core/model/walk.ts), shared with the server renderer */
  private readonly walk: WalkOptions;
  /**
   * Called for each host this renderer creates, adopts or gives a new model: the Universal Editor's
   * attributes (page/universalEditor.ts), set by <brand-page> on a page in the editor.
   */
  instrument?: (element: Element, item: { tag: string; path: string; node: ModelNode }) => void;

  /**
   * @param host  the element whose light DOM receives the top-level elements
   * @param owner tag named in console messages
   * @param options.page  it renders a page (not a fragment inside one): its first images load first
   */
  constructor(
    private readonly host: HTMLElement,
    private readonly owner: string,
    private readonly options: { page?: boolean } = {},
  ) {
    this.walk = { owner, report: reportOnce };
  }

  /** Renders `node`'s children under `host`, with item paths `${basePath}/${key}`. */
  render(node: ModelNode, basePath: string): RenderStats {
    this.stats = { created: 0, updated: 0, removed: 0 };
    if (this.options.page) {
      const heroes = heroImages(node, basePath, MAX_DEPTH);
      this.heroes = heroes.paths;
      // Its download starts now, not once brand-image's code has loaded and rendered.
      if (heroes.first) preloadHeroImage(heroes.first);
    }
    this.rendered = this.sync(this.host, node, basePath, this.rendered, 0);
    return this.stats;
  }

  /**
   * Adopts the server-rendered elements (src/server/renderPage.ts) instead of re-creating them: at every
   * level, an element whose path and tag match its model node is kept and given its model (the one the
   * server rendered: an element asleep until its code is needed takes it without rendering, islands.ts),
   * and one meant for some visitor types is shown once the visitor is known. One that does not match
   * (the model changed since, a bad cache) logs `Error while hydrating application` and is removed;
   * render() then creates that subtree on the client, touching nothing else. True when everything matched.
   */
  adopt(node: ModelNode, basePath: string): boolean {
    // Nothing rendered on the server: nothing to adopt.
    if (![...this.host.children].some((child) => child.hasAttribute(PATH_ATTRIBUTE))) return true;
    if (this.options.page) this.heroes = heroImages(node, basePath, MAX_DEPTH).paths;
    const mismatches: string[] = [];
    this.rendered = this.adoptLevel(this.host, node, basePath, 0, mismatches);
    if (mismatches.length > 0) {
      console.error(`${HYDRATION_ERROR}: the server-rendered elements at ${mismatches.join(', ')} do not match the page model; they render on the client.`);
    }
    return mismatches.length === 0;
  }

  private adoptLevel(parent: Element, node: ModelNode, basePath: string, depth: number, mismatches: string[]): Map<string, Rendered> {
    const existing = new Map<string, HTMLElement>();
    for (const child of parent.children) {
      const path = child.getAttribute(PATH_ATTRIBUTE);
      if (path !== null && child instanceof HTMLElement) existing.set(path, child);
    }
    const adopted = new Map<string, Rendered>();
    for (const walked of walkChildren(node, basePath, depth, this.walk)) {
      const { path, tag, node: item } = walked;
      const element = existing.get(path);
      existing.delete(path);
      if (element?.localName === tag) {
        (element as HTMLElement & { model?: unknown }).model = elementModel(walked, this.heroes);
        this.instrument?.(element, walked);
        // Written hidden by the server: for some visitor types only (the server wrote it only so when not authoring).
        const stopVisibleTo = element.hasAttribute('data-brand-invisible') ? followVisibleTo(element, parseVisibleTo(item.visibleTo)) : undefined;
        const before = mismatches.length;
        const children = this.adoptLevel(element, item, path, depth + 1, mismatches);
        // Something below did not match: render() goes through this level again (and leaves this element as it is).
        adopted.set(path, { element, node: mismatches.length > before ? {} : item, adopted: item, tag, children, stopVisibleTo });
      } else {
        mismatches.push(path);
        element?.remove();
      }
    }
    // Server elements the model does not have.
    for (const [path, element] of existing) {
      mismatches.push(path);
      element.remove();
    }
    return adopted;
  }

  /** Removes every element this renderer made. */
  clear(): void {
    for (const entry of this.rendered.values()) {
      stopFollowing(entry);
      entry.element.remove();
    }
    this.rendered.clear();
  }

  private sync(parent: HTMLElement, node: ModelNode, basePath: string, previous: Map<string, Rendered>, depth: number): Map<string, Rendered> {
    const next = new Map<string, Rendered>();
    let anchor: Element | null = null; // the last element placed, so the next goes right after it

    for (const item of walkChildren(node, basePath, depth, this.walk)) {
      const { path, tag } = item;
      let entry = previous.get(path);
      if (entry && entry.tag !== tag) {
        stopFollowing(entry);
        entry.element.remove();
        this.stats.removed++;
        entry = undefined;
      }
      if (!entry) {
        const element = document.createElement(tag);
        element.setAttribute(PATH_ATTRIBUTE, path);
        // Its code loads now, wherever the element ends up (a shadow root too, which the loader does not watch).
        if (!codeLoaded(tag)) void loadElement(tag);
        entry = { element, node: {}, tag, children: new Map() };
        this.stats.created++;
      }
      if (entry.node !== item.node) {
        this.instrument?.(entry.element, item);
        // An adopted element already has this node's model (adopt): only what is below it changed.
        if (entry.adopted !== item.node) {
          if (previous.has(path)) this.stats.updated++;
          (entry.element as HTMLElement & { model?: unknown }).model = elementModel(item, this.heroes);
          if (entry.element.className !== item.column) entry.element.className = item.column;
          // A server-rendered element still asleep: the page changed under it, so its code loads now.
          if (previous.has(path)) wakeChanged(entry.element);
          entry.adopted = undefined;
        }
        entry.children = this.sync(entry.element, item.node, path, entry.children, depth + 1);
        entry.node = item.node;
      }
      // Keep document order equal to model order, moving only what is out of place.
      const first = this.firstManaged(parent);
      const inPlace = entry.element.parentNode === parent && (anchor ? anchor.nextElementSibling === entry.element : first === entry.element);
      if (!inPlace) parent.insertBefore(entry.element, anchor ? anchor.nextSibling : first);
      anchor = entry.element;
      next.set(path, entry);
    }

    for (const [path, entry] of previous) {
      if (!next.has(path)) {
        stopFollowing(entry);
        entry.element.remove();
        this.stats.removed++;
      }
    }
    return next;
  }

  /** Where managed elements start in `parent`: before its first managed child, after foreign content such as a JSON script. */
  private firstManaged(parent: HTMLElement): ChildNode | null {
    for (const child of parent.children) if (child.hasAttribute(PATH_ATTRIBUTE)) return child;
    return null;
  }
}
