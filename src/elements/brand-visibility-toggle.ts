import { defineElement } from './defineWithReact';
import { VisibilityToggle } from '../react/visibilityToggle/VisibilityToggle';
import { SHOWN_SLOT, toggleContainers } from '../core/toggle/visibilityToggle';

const containersOf = (host: HTMLElement) => toggleContainers(Array.from(host.children));

/**
 * Shows one container and really hides the other: only the shown one is assigned to the shadow
 * root's slot (an unassigned child has no box, whatever the page's CSS says of its display), and
 * the other is also `hidden` and `inert`, so it leaves the accessibility tree and the tab order.
 */
function show(element: Element | undefined, shown: boolean): void {
  if (!element) return;
  element.toggleAttribute('hidden', !shown);
  element.toggleAttribute('inert', !shown);
  if (shown) element.setAttribute('slot', SHOWN_SLOT);
  else element.removeAttribute('slot');
}

/**
 * Two containers, the first shown and the second hidden: a click on any element whose id is one
 * of `triggerIds` (anywhere in the document, inside open shadow roots too; Enter and Space on a
 * button or link trigger) swaps them and fires `brand-visibility-toggle` { visible } (true while the
 * first container is shown). The hidden container is `hidden` and `inert`; focus inside it moves to
 * the trigger, else to the first focusable of the shown one. Button and link triggers get
 * `aria-expanded` (true while the second container is shown), and `aria-controls` when the second
 * container has an id in the trigger's own document or shadow root. Subscribers also use the JS API
 * `visibilityToggles.subscribe(({ visible, element, triggerId }) => …)`.
 * Its items (`:items`, light DOM): the visible container, then the hidden one; the authoring editor
 * (wcmmode edit) shows both.
 * Resource type: brand/components/visibility-toggle.
 */
export const BrandVisibilityToggle = defineElement('brand-visibility-toggle', VisibilityToggle, {
  hydrate: 'visible',
  props: {
    triggerIds: { type: 'json', description: 'Ids of the elements whose click swaps the containers: ["id", …] (or one string of ids separated by commas).' },
  },
  events: {
    onToggle: { name: 'brand-visibility-toggle', description: 'The containers swapped; detail { visible }: true while the first container is shown.' },
  },
  hostProps: (host) => ({
    containers: () => containersOf(host),
    showContainers: (visible: boolean, all = false) => {
      const apply = () => {
        const [first, second] = containersOf(host);
        show(first, all || visible);
        show(second, all || !visible);
      };
      apply();
      // Items rendered or replaced later (the page, an editor update) take the current state too.
      const observer = new MutationObserver(apply);
      observer.observe(host, { childList: true });
      return () => observer.disconnect();
    },
  }),
  slots: [{ name: 'shown', description: 'The container shown (set by the element on one of its first two children: the one shown first, then the one shown after a trigger is clicked).' }],
  parts: [{ name: 'container', description: 'The box around the shown container.' }],
  staticContent: true,
  family: 'structure',
  container: true,
  budgetKiB: 90,
});
