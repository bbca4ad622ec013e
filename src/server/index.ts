/**
 * dist/server.js (Node): renderPage for server rendering (README "Server rendering").
 * Importing it defines every element for the server (src/elements/define.ts keeps the definitions
 * where there is no custom element registry); <brand-page> itself is the HTML renderPage writes.
 */
import './elements';
export { renderPage, type RenderPageOptions } from './renderPage';
export { styleHashes } from './styleHashes';
