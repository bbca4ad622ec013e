// GET /mock/rating/trustpilot.js and /mock/rating/trustedshops.js: stand-ins for the rating
// widget's provider scripts (docs/mock-api.md "Rating widget scripts"). The demo and the tests
// have no network, so brand-rating-widget's `script-url` points here; each draws a visible badge.
import { readFileSync } from 'node:fs';

const read = (name) => readFileSync(new URL(`./rating/${name}`, import.meta.url), 'utf8');

export const SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
export const TRUSTPILOT_STANDIN = read('trustpilot.js');
export const TRUSTEDSHOPS_STANDIN = read('trustedshops.js');

export const routes = [
  { method: 'GET', path: '/mock/rating/trustpilot.js', handler: () => ({ status: 200, headers: { ...SCRIPT_HEADERS }, body: TRUSTPILOT_STANDIN }) },
  { method: 'GET', path: '/mock/rating/trustedshops.js', handler: () => ({ status: 200, headers: { ...SCRIPT_HEADERS }, body: TRUSTEDSHOPS_STANDIN }) },
];
