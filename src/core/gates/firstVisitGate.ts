/**
 * A first visit's age gate from the server's markup (README "Server rendering", "A first visit's age
 * gate"). The server writes the gate, already rendered, as a `<template>` at the start of
 * `<brand-page>`, followed by FIRST_VISIT_SCRIPT: when the market's gate cookie is absent, the script
 * puts the gate in the page and makes the rest of the page inert as it arrives, before anything is
 * painted. The gate's own code is fetched once the page has loaded and runs at the visitor's first touch,
 * pointer, focus or key on the dialog (its policy there is `interaction`; a click meanwhile is held and given
 * again), hydrates the dialog and takes the answer: a visitor who only reads runs no gate code, and
 * <brand-page> pushes the display event. A visitor who has the cookie (most returning visitors) gets the
 * template removed: nothing of the gate is ever in their page, and none of its code loads. Pure: the server
 * and the tests use it.
 */
import { chooseVersion, gateCookieName, type SagConfig } from './ageGate';
import { pickGivenContent, readSagConfig } from './ageGateContent';
import { isRecord } from '../isRecord';

/** On the `<template>`: the cookie's name, which the script looks for. */
export const FIRST_VISIT_GATE_ATTRIBUTE = 'data-brand-age-gate';

/**
 * The `inert` attribute's value on what the script made inert: the gate's own code takes those over
 * (usePageInert) and gives them back when the visitor is let in. What the page made inert itself stays so.
 */
export const GATE_INERT = 'brand-gate';

/**
 * The script, the same text on every page (one CSP hash: README "Content Security Policy"). It runs
 * where it stands, right after the template, before the parser reaches the page's elements:
 * - with `sagVersion` in the address (a bypass, or a version chosen for a test) or with a gate cookie
 *   (granted, or refused: a refusal is shown by the gate's code, from the cookie), it removes the template;
 * - otherwise it puts the gate in its place and makes every other child of `<brand-page>` inert as
 *   the parser adds it, until the document is parsed (the gate's code then keeps the page inert).
 */
export const FIRST_VISIT_SCRIPT =
  '{const t=document.currentScript.previousElementSibling,b=t.parentNode,n=t.getAttribute("data-brand-age-gate")+"=";' +
  'if(/[?&]sagVersion=/i.test(location.search)||document.cookie.split("; ").some(c=>c.startsWith(n)))t.remove();' +
  'else{const g=document.importNode(t.content,!0).firstElementChild,' +
  'f=()=>{for(const e of b.children)e==g||e.inert||/^(script|style|template)$/.test(e.localName)||e.setAttribute("inert","brand-gate")},' +
  'o=new MutationObserver(f);t.replaceWith(g);f();o.observe(b,{childList:!0});addEventListener("DOMContentLoaded",()=>{f();o.disconnect()})}}';

export interface FirstVisitGate {
  /** the market's gate cookie (`sag_<market>`), whose absence shows the gate */
  cookieName: string;
  /** the gate's model: what <brand-page> would give it, with the content it would fetch */
  model: { market?: string; sagConfig: unknown; content: Record<string, unknown>; theme?: string };
}

/**
 * The first visit's gate of a page: undefined when the page cannot have one from the server (the
 * address chooses a version or bypasses: the browser decides that), or when `content` (what the gate
 * would fetch from its content path for the configured version) is not usable gate content.
 */
export function firstVisitGate(config: { market?: unknown; sagConfig?: unknown; theme?: unknown }, content: unknown, url: string): FirstVisitGate | undefined {
  if (/[?&]sagVersion=/i.test(new URL(url, 'http://localhost').search)) return undefined;
  const sagConfig: SagConfig = readSagConfig(config.sagConfig).config;
  const { version } = chooseVersion(url, sagConfig);
  if (!isRecord(content) || !pickGivenContent(content, version)) return undefined;
  const market = typeof config.market === 'string' ? config.market : undefined;
  const theme = typeof config.theme === 'string' ? config.theme : undefined;
  return { cookieName: gateCookieName(market), model: { market, sagConfig: config.sagConfig, content, ...(theme ? { theme } : {}) } };
}

/** The content path the gate fetches for the configured version (the server reads it for firstVisitGate). */
export function gateContentPath(sagConfig: unknown): string | undefined {
  const { config } = readSagConfig(sagConfig);
  const path = config.sagVersion === 'dob' ? config.dobContentPath : config.simplifiedContentPath;
  return typeof path === 'string' && path.trim() !== '' ? path : undefined;
}
