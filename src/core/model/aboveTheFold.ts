import { mappingFor } from './componentMap';
import type { ModelNode } from './types';
import { initialIndex } from '../content/panels';
import { itemsInOrder } from './items';

/**
 * The images a phone shows first, so they are fetched first: not lazy, high priority (the largest
 * contentful paint of a storefront is its hero). They are the first image of the page in document
 * order and every image of the page's first container. An image whose `lazyLoading` is authored
 * keeps it. Of a carousel only the slide it opens with counts: the others are out of view.
 */
export interface HeroImage {
  lazyLoading: false;
  fetchPriority: 'high';
}
export const HERO_IMAGE: HeroImage = { lazyLoading: false, fetchPriority: 'high' };

const IMAGE_TAG = 'brand-image';
const CAROUSEL_TAG = 'brand-carousel';
const CONTAINER_TAGS = new Set(['brand-container', 'brand-responsive-grid']);

/** A node's children in render order: `:itemsOrder` first, then any item it left out. */
const children = (node: ModelNode): Array<[string, ModelNode]> => itemsInOrder(node);

const tagOf = (node: ModelNode) => (typeof node[':type'] === 'string' ? mappingFor(node[':type'])?.tag : undefined);

const isContainer = (node: ModelNode) => CONTAINER_TAGS.has(tagOf(node) ?? '');

/** The children a visitor sees first: of a carousel only the slide it opens with (its `activeItem`, else the first). */
function shownFirst(node: ModelNode): Array<[string, ModelNode]> {
  const all = children(node);
  if (tagOf(node) !== CAROUSEL_TAG || all.length === 0) return all;
  return [all[initialIndex(all.map(([key]) => key), node.activeItem)]!];
}

/** Whether a container holds another container (the page's outer grid does; a block does not). */
function holdsContainer(node: ModelNode, depth: number, maxDepth: number): boolean {
  if (depth >= maxDepth) return false;
  return children(node).some(([, child]) => isContainer(child) || holdsContainer(child, depth + 1, maxDepth));
}

/**
 * Paths (`${basePath}/${key}/…`, as the page renders them) of the images to load first, and the model
 * of the page's first image (the one a page preloads). "The first container" is the first in
 * document order that holds no other container: an AEM page's outer grid wraps everything and is
 * not a block a visitor sees first.
 */
export function heroImages(page: ModelNode, basePath: string, maxDepth = 64): { paths: Set<string>; first?: ModelNode } {
  const found = new Set<string>();
  let firstImage: string | undefined;
  let first: ModelNode | undefined;
  let firstBlockFound = false;
  const walk = (node: ModelNode, path: string, depth: number, inFirstBlock: boolean) => {
    if (depth >= maxDepth) return;
    for (const [key, child] of shownFirst(node)) {
      const childPath = `${path}/${key}`;
      const tag = tagOf(child);
      if (tag === IMAGE_TAG) {
        if (firstImage === undefined) {
          firstImage = childPath;
          first = child;
        }
        if (inFirstBlock) found.add(childPath);
      }
      let inside = inFirstBlock;
      if (!firstBlockFound && isContainer(child) && !holdsContainer(child, depth + 1, maxDepth)) {
        firstBlockFound = true;
        inside = true;
      }
      walk(child, childPath, depth + 1, inside);
    }
  };
  walk(page, basePath, 0, false);
  if (firstImage) found.add(firstImage);
  return { paths: found, first };
}

/**
 * The element tags a page model renders, in document order, each once (unmapped types and
 * nodes below `maxDepth` are left out, as the page leaves them out). `<brand-page>` loads all
 * their code before it builds the page, so its elements render top to bottom and nothing
 * painted moves down when an element above it arrives later.
 */
export function elementTagsIn(page: ModelNode, maxDepth = 64): string[] {
  const tags = new Set<string>();
  const walk = (node: ModelNode, depth: number) => {
    if (depth >= maxDepth) return;
    for (const [, child] of children(node)) {
      const tag = tagOf(child);
      if (!tag) continue; // an unmapped node is skipped with what it holds
      tags.add(tag);
      walk(child, depth + 1);
    }
  };
  walk(page, 0);
  return [...tags];
}

/** The model an image at `path` renders with: hero fields added unless it authored its own loading. */
export function withHeroLoading(model: ModelNode, path: string, heroes: ReadonlySet<string>): ModelNode {
  if (!heroes.has(path) || model.lazyLoading !== undefined) return model;
  return { ...model, ...HERO_IMAGE };
}
