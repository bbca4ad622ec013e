/**
 * dist/server.js: the server renderer for any Web-standard runtime (Node 20.19+, Deno, Cloudflare
 * Workers, Adobe I/O Runtime): renderPage, the fetch handler and styleHashes (README "Server
 * rendering"). Nothing here or below loads a Node built-in or a DOM. Importing it defines every
 * element for the server (src/elements/define.ts keeps the definitions where there is no custom
 * element registry); <brand-page> itself is the HTML renderPage writes.
 */
import './elements';
import './lazyComponents';
import { setServerSanitizer } from '../core/security/authoredHtml';
import { sanitizeServerHtml } from './sanitize';
import { memoizeText } from './memo';

setServerSanitizer(memoizeText(sanitizeServerHtml));

export { renderPage, renderPageParts, type RenderPageOptions } from './renderPage';
export { createRenderHandler, type RenderHandlerOptions, type RenderLimits } from './handler';
export { scriptHashes, styleHashes } from './styleHashes';
