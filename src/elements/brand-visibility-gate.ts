import { defineElement } from './defineWithReact';
import { provideFragmentElement } from '../react/gates/fragmentElement';
import { VisibilityGate } from '../react/visibilityGate/VisibilityGate';

// The overlay renders its content as <brand-experience-fragment>, whose code (with the page-model renderer)
// loads only when that content shows: a visitor the gate lets through never downloads it.
provideFragmentElement(() => import('./brand-experience-fragment'));

export const REDIRECT_EVENT = 'brand-visibility-redirect';

/**
 * Announces the redirect with a cancelable, composed `brand-visibility-redirect` event
 * (detail `{ url }`) and follows it unless a listener called preventDefault (tests, or a host
 * page that routes itself).
 */
function redirector(host: HTMLElement) {
  return (url: string) => {
    const event = new CustomEvent(REDIRECT_EVENT, { detail: { url }, bubbles: true, composed: true, cancelable: true });
    if (host.dispatchEvent(event)) window.location.assign(url);
  };
}

/**
 * The page visibility gate (z-index 1301): for a page whose
 * `visibility.visibleTo` excludes the visitor, redirects to `redirectTo` (http(s) or a path on this
 * origin) or shows a full-screen, non-dismissible overlay with the content at `modalOverlay.path`.
 * A target it refuses (javascript: and the like) is logged and the page is covered by a built-in
 * message instead. It reads the page's `visibility` from `<brand-page>` (or its own `visibility`),
 * waits while the visitor type is being resolved and for its turn after the age gate and the
 * geofence, and does nothing in authoring mode.
 *
 * @fires brand-visibility-redirect - Before redirecting (detail.url); cancel it to stay.
 */
export const BrandVisibilityGate = defineElement('brand-visibility-gate', VisibilityGate, {
  hydrate: 'load',
  props: {
    visibility: {
      type: 'json',
      description: "The page's visibility { gateType, modalOverlay { path, ariaLabelledBy, ariaDescribedBy }, redirectTo, visibleTo, protectClientOnly } (default: the page model's).",
    },
  },
  hostProps: (host) => ({ redirect: redirector(host) }),
  family: 'other',
  budgetKiB: 97,
});
