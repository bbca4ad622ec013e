import { createContext, useContext, useSyncExternalStore } from 'react';
import { pageConfig, type PageConfig } from '../../core/stores/pageConfig';
import type { PageVisibility } from '../../core/stores/pageVisibility';
import { pageLocation, type PageLocation } from '../../core/model/location';

export { ElementContext, useElement, type ElementContextValue } from './elementContext';

/**
 * The page a server render is for: what the browser keeps in the `src/core` stores (the market
 * config, the page's visibility settings) and its location, handed down through React instead.
 * The server renders many pages at once (concurrent requests, streamed responses): each render
 * gets its own value, and nothing of one page is ever held where another render could read it.
 * In the browser there is no provider and the hooks below read the stores.
 */
export interface ServerPage {
  config: PageConfig;
  visibility: PageVisibility | undefined;
  location: PageLocation;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

const config = () => pageConfig.getSnapshot();

/** The page's market config: the server render's page, else the `pageConfig` store (followed). */
export function usePageConfig(): PageConfig {
  const server = useContext(ServerPageContext);
  const fromStore = useSyncExternalStore(pageConfig.subscribe, config, config);
  return server ? server.config : fromStore;
}

/** The location the page shows: the request's on the server, `window.location` in the browser. */
export function usePageLocation(): PageLocation {
  return useContext(ServerPageContext)?.location ?? pageLocation();
}

const subscribeNothing = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

/**
 * True while rendering on the server and while the browser hydrates that render (React renders
 * the server snapshot then), false from the browser's next render on, and in a render of the
 * browser's own: what a component writes for an unknown viewport (both layouts, each shown by a
 * media query) stays until the server's nodes are React's, then becomes what this browser needs.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(subscribeNothing, inBrowser, onServer);
}
