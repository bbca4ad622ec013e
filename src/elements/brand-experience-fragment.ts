import { defineElement } from './defineWithReact';
import { ExperienceFragment } from '../react/experienceFragment/ExperienceFragment';
import { TreeRenderer, type ModelNode } from './page/renderTree';
import { experienceFragmentEmptiness } from '../core/model/emptiness/experience-fragment';

const TAG = 'brand-experience-fragment';
const PATH = 'data-brand-xf-path';
/** Fragments inside fragments inside fragments: beyond this, it is a loop or a mistake. */
const MAX_NESTED_FRAGMENTS = 8;

const renderers = new WeakMap<HTMLElement, TreeRenderer>();

/** Renders a fragment's model into the element's light DOM, refusing a fragment that contains itself. */
function fragmentRenderer(host: HTMLElement) {
  return (model: ModelNode, path: string): boolean => {
    let depth = 0;
    for (let ancestor = host.parentElement?.closest(`[${PATH}]`); ancestor; ancestor = ancestor.parentElement?.closest(`[${PATH}]`)) {
      depth++;
      if (ancestor.getAttribute(PATH) === path) {
        console.error(`<${TAG}>: the experience fragment ${path} contains itself (a cycle); it is not rendered again.`);
        return false;
      }
      if (depth >= MAX_NESTED_FRAGMENTS) {
        console.error(`<${TAG}>: experience fragments nest more than ${MAX_NESTED_FRAGMENTS} deep at ${path}; it is not rendered.`);
        return false;
      }
    }
    host.setAttribute(PATH, path);
    let renderer = renderers.get(host);
    if (!renderer) renderers.set(host, (renderer = new TreeRenderer(host, TAG)));
    renderer.render(model, `${path}/jcr:content`);
    return true;
  };
}

/**
 * Content shared between pages, by content path (fragment-variation-path): its model is loaded
 * and its components rendered here like a page's. Resource types: brand/components/experience-fragment,
 * core/wcm/components/experiencefragment/v1/experiencefragment.
 */
export const BrandExperienceFragment = defineElement(TAG, ExperienceFragment, {
  props: {
    fragmentVariationPath: { type: 'string', editor: 'aem-content', description: 'Content path of the fragment variation.' },
    xfPath: { type: 'string', editor: 'aem-content', description: 'The same, under the name some exports use.' },
  },
  slots: [{ name: '', description: "The fragment's components." }],
  emptiness: experienceFragmentEmptiness,
  hostProps: (host) => ({ renderFragment: fragmentRenderer(host) }),
  aliases: ['core/wcm/components/experiencefragment/v1/experiencefragment'],
  family: 'structure',
  budgetKiB: 103,
});
