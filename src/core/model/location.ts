/**
 * The location a page shows. In the browser, `window.location`; while the server renders a page
 * (src/server/renderPage.ts), the location of the request it renders for, so what depends on
 * the location during render (the current page's link) is the same on both sides.
 */
export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}

let serverLocation: PageLocation | undefined;

export function pageLocation(): PageLocation {
  if (serverLocation) return serverLocation;
  if (typeof location !== 'undefined') return location;
  return new URL('http://localhost/');
}

/** Runs `render` with the location of `url` (absolute, or a path on `origin`): server rendering only. */
export function withServerLocation<T>(url: string, origin: string, render: () => T): T {
  const previous = serverLocation;
  serverLocation = new URL(url, origin);
  try {
    return render();
  } finally {
    serverLocation = previous;
  }
}
