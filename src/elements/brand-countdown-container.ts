import { defineElement } from './defineWithReact';
import { COUNTDOWN_ITEMS_SLOT, CountdownContainer } from '../react/countdownContainer/CountdownContainer';
import { HOLDS_ATTRIBUTE } from '../core/model/hydration';
import { writeHolds } from '../core/model/wakeConditions';
import { clock } from '../core/timing/clock';
import { serverWindow } from '../core/timing/window';

const DATA_TAGS = ['SCRIPT', 'TEMPLATE', 'STYLE'];
const itemsOf = (host: HTMLElement) => Array.from(host.children).filter((child) => !DATA_TAGS.includes(child.tagName.toUpperCase()));

/**
 * Really shows or hides the items: only shown ones are assigned to the shadow root's slot (an
 * unassigned child has no box, whatever the page's CSS says), and hidden ones are also `hidden`
 * and `inert`, out of the accessibility tree and the tab order.
 */
function show(item: Element, shown: boolean): void {
  item.toggleAttribute('hidden', !shown);
  item.toggleAttribute('inert', !shown);
  if (shown) item.setAttribute('slot', COUNTDOWN_ITEMS_SLOT);
  else item.removeAttribute('slot');
}

/**
 * Shows its items (`:items`, light DOM) only from `startDate` (inclusive) to `endDate` (exclusive),
 * switching live at those instants without a reload; a missing date leaves that side open, an
 * unreadable one keeps the items hidden (one console error). Outside the window the items are not
 * rendered, `hidden` and `inert`. The authoring editor (wcmmode edit) shows them always, under a
 * label saying the window. Resource type: brand/components/countdown-container.
 */
export const BrandCountdownContainer = defineElement('brand-countdown-container', CountdownContainer, {
  // Which items show is the clock's, set on the items themselves (slot, or hidden and inert): a server writes
  // them by its clock, and the time that holds for: its code loads once the browser's clock is outside it. Then, or when the
  // page changes it, it is taken over rather than hydrated (the server's choice was the server's clock).
  hydrate: { policy: 'never', takeover: true, wakeOn: ['clock'] },
  // One reading of the server's clock for the host and the items (two could fall either side of a boundary).
  serverAttributes: (props, mode) => {
    const { shown, holds } = serverWindow(props, clock().now(), mode === 'edit');
    return {
      host: { [HOLDS_ATTRIBUTE]: holds && writeHolds(holds) },
      items: shown ? { slot: COUNTDOWN_ITEMS_SLOT } : { hidden: '', inert: '' },
    };
  },
  props: {
    startDate: { type: 'string', description: 'First instant the items show, ISO 8601 (inclusive); empty: from the start.' },
    endDate: { type: 'string', description: 'Instant the items stop showing, ISO 8601 (exclusive); empty: for good.' },
  },
  hostProps: (host) => ({
    showItems: (shown: boolean) => {
      const apply = () => itemsOf(host).forEach((item) => show(item, shown));
      apply();
      // Items rendered or replaced later (the page, an editor update) follow the current state.
      const observer = new MutationObserver(apply);
      observer.observe(host, { childList: true });
      return () => observer.disconnect();
    },
  }),
  slots: [{ name: 'shown', description: 'The items while shown (set by the element on each child inside the window).' }],
  parts: [
    { name: 'container', description: 'The box around the items.' },
    { name: 'editor-label', description: 'In the authoring editor: the window the items show in.' },
  ],
  staticContent: true,
  family: 'timing-and-motion',
  container: true,
  budgetKiB: 91,
});
