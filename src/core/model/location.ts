/**
 * The location a page shows: in the browser, `window.location`. A server render passes the location
 * of the request it renders for down to the components (src/react/runtime/context.ts
 * usePageLocation), so what depends on the location during render (the current page's link) is the
 * same on both sides.
 */
export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}

export function pageLocation(): PageLocation {
  if (typeof location !== 'undefined') return location;
  return new URL('http://localhost/');
}
