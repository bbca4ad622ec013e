/**
 * The XSS payloads and checks shared by the security suites (xss.test.ts: hand-written groups per
 * element; security.test.ts: every field of every element in the manifest). Each HTML payload's
 * script part appends its label to `window.__xss`, so a test can tell whether anything ran.
 */
import { expect } from 'chai';
import { brokenImagesSettled, settle, until } from './helpers';

/* ------------------------------------------------------------------ payloads */

/** The script part of a payload: records that it ran. `scope` is `parent` for code that runs in a frame. */
export const ran = (label: string, scope: 'window' | 'parent' = 'window') => `${scope}.__xss=(${scope}.__xss||[]).concat('${label}')`;
export const base64 = (text: string) => btoa(text);

export interface HtmlPayload {
  label: string;
  html: string;
}

/** Authored HTML that must never run script, whatever element shows it. */
export const HTML_PAYLOADS: readonly HtmlPayload[] = [
  // <script>
  { label: 'script-inline', html: `<script>${ran('script-inline')}</script>` },
  { label: 'script-src', html: `<script src="data:text/javascript,${ran('script-src')}"></script>` },
  { label: 'svg-script', html: `<svg><script>${ran('svg-script')}</script></svg>` },
  // event-handler attributes
  { label: 'img-onerror', html: `<img src=x onerror="${ran('img-onerror')}">` },
  { label: 'svg-onload', html: `<svg onload="${ran('svg-onload')}"></svg>` },
  { label: 'body-onload', html: `<body onload="${ran('body-onload')}">body</body>` },
  { label: 'details-ontoggle', html: `<details open ontoggle="${ran('details-ontoggle')}"><summary>s</summary>d</details>` },
  { label: 'a-onclick', html: `<a href="#x" onclick="${ran('a-onclick')}">click</a>` },
  { label: 'div-onmouseover', html: `<div onmouseover="${ran('div-onmouseover')}">hover</div>` },
  { label: 'input-autofocus-onfocus', html: `<input autofocus onfocus="${ran('input-autofocus-onfocus')}">` },
  { label: 'video-poster-onerror', html: `<video poster="javascript:${ran('video-poster')}"><source onerror="${ran('video-poster-onerror')}"></video>` },
  // javascript: and data:text/html URLs
  { label: 'a-href-js', html: `<a href="javascript:${ran('a-href-js')}">js link</a>` },
  { label: 'a-href-js-case-space', html: `<a href="  JaVaScRiPt:${ran('a-href-js-case-space')}">js link</a>` },
  { label: 'a-href-js-tab-entity', html: `<a href="jav&#x09;ascript:${ran('a-href-js-tab-entity')}">js link</a>` },
  { label: 'a-href-js-char-entity', html: `<a href="&#106;avascript&colon;${ran('a-href-js-char-entity')}">js link</a>` },
  { label: 'a-href-vbscript', html: `<a href="vbscript:msgbox(1)">vb link</a>` },
  { label: 'a-href-data-html', html: `<a href="data:text/html;base64,${base64(`<script>${ran('a-href-data-html', 'parent')}</script>`)}">data link</a>` },
  { label: 'area-href-js', html: `<map name="m"><area shape="rect" coords="0,0,10,10" href="javascript:${ran('area-href-js')}"></map>` },
  { label: 'iframe-src-js', html: `<iframe src="javascript:${ran('iframe-src-js', 'parent')}"></iframe>` },
  { label: 'iframe-src-data', html: `<iframe src="data:text/html,<script>${ran('iframe-src-data', 'parent')}</script>"></iframe>` },
  { label: 'iframe-srcdoc', html: `<iframe srcdoc="<script>${ran('iframe-srcdoc', 'parent')}</script>"></iframe>` },
  { label: 'img-srcset-js', html: `<img srcset="javascript:${ran('img-srcset-js')} 1x">` },
  { label: 'form-action-js', html: `<form action="javascript:${ran('form-action-js')}"><input type="submit" value="go"></form>` },
  { label: 'button-formaction-js', html: `<form><button formaction="javascript:${ran('button-formaction-js')}">go</button></form>` },
  { label: 'svg-a-xlink-href', html: `<svg><a xlink:href="javascript:${ran('svg-a-xlink-href')}"><text x="20" y="20">svg link</text></a></svg>` },
  { label: 'object-data-js', html: `<object data="javascript:${ran('object-data-js', 'parent')}"></object>` },
  { label: 'embed-src', html: `<embed src="data:text/html;base64,${base64(`<script>${ran('embed-src', 'parent')}</script>`)}">` },
  { label: 'meta-refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${ran('meta-refresh')}">` },
  { label: 'base-href', html: `<base href="javascript:${ran('base-href')}//">` },
  { label: 'link-stylesheet-js', html: `<link rel="stylesheet" href="javascript:${ran('link-stylesheet-js')}">` },
  { label: 'style-import', html: `<style>@import 'javascript:${ran('style-import')}';</style>` },
  { label: 'table-background', html: `<table background="javascript:${ran('table-background')}"><tr><td>cell</td></tr></table>` },
  // SVG tricks
  { label: 'svg-animate-onbegin', html: `<svg><animate onbegin="${ran('svg-animate-onbegin')}" attributeName="x" dur="1s"></animate></svg>` },
  {
    label: 'svg-set-href',
    html: `<svg><a><set attributeName="href" to="javascript:${ran('svg-set-href')}"></set><text x="20" y="20">set link</text></a></svg>`,
  },
  { label: 'svg-animate-values', html: `<svg><a><animate attributeName="href" values="javascript:${ran('svg-animate-values')}"></animate><text x="20" y="20">anim</text></a></svg>` },
  { label: 'svg-use-data', html: `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${ran('svg-use-data')}"/></svg>`)}#x"></use></svg>` },
  // MathML tricks
  { label: 'math-mglyph-style', html: `<math><mtext><table><mglyph><style><img src=x onerror="${ran('math-mglyph-style')}">` },
  { label: 'math-maction-xlink', html: `<math><maction actiontype="statusline" xlink:href="javascript:${ran('math-maction-xlink')}">click</maction></math>` },
  // mutation XSS (the markup changes meaning when serialized and parsed again)
  { label: 'mxss-noscript-title', html: `<noscript><p title="</noscript><img src=x onerror=${ran('mxss-noscript-title')}>">` },
  { label: 'mxss-svg-style', html: `<svg></p><style><a id="</style><img src=1 onerror=${ran('mxss-svg-style')}>">` },
  { label: 'mxss-form-math', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${ran('mxss-form-math')}>` },
  { label: 'mxss-svg-foreign', html: `<svg><foreignobject><p><style><img src=x onerror=${ran('mxss-svg-foreign')}></style></p></foreignobject></svg>` },
  { label: 'mxss-template', html: `<template><img src=x onerror="${ran('mxss-template')}"></template><textarea><img src=x onerror="${ran('mxss-textarea')}"></textarea>` },
];

/** A payload with its safe part first: a marked paragraph the element must still show. */
export const keep = (label: string) => `keep:${label}`;
export const marked = (payload: HtmlPayload) => `<p data-xss-keep="${payload.label}">${keep(payload.label)}</p>${payload.html}`;

export interface UrlPayload {
  label: string;
  url: string;
}

/**
 * Authored URLs. Given as a property or JSON they are taken literally; given in an HTML
 * attribute (`asAuthoredAttribute`) their character references are decoded first, so the
 * `&#106;avascript:` forms are a relative URL as a property and javascript: as an attribute.
 */
export const URL_PAYLOADS: readonly UrlPayload[] = [
  { label: 'js', url: `javascript:${ran('url-js')}` },
  { label: 'js-mixed-case', url: `JaVaScRiPt:${ran('url-js-mixed-case')}` },
  { label: 'js-leading-whitespace', url: ` \t\n \r javascript:${ran('url-js-leading-whitespace')}` },
  { label: 'js-leading-controls', url: `\u0001\u0010\u001fjavascript:${ran('url-js-leading-controls')}` },
  { label: 'js-tab-inside', url: `java\tscript:${ran('url-js-tab-inside')}` },
  { label: 'js-newlines-inside', url: `jav\na\rscr\nipt:${ran('url-js-newlines-inside')}` },
  { label: 'data-html-base64', url: `data:text/html;base64,${base64(`<script>${ran('url-data-html-base64', 'parent')}</script>`)}` },
  { label: 'data-html', url: `data:text/html,<script>${ran('url-data-html', 'parent')}</script>` },
  { label: 'data-svg', url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${ran('url-data-svg')}"/>` },
  { label: 'vbscript', url: 'vbscript:msgbox("xss")' },
  { label: 'entity-decimal', url: `&#106;avascript:${ran('url-entity-decimal')}` },
  { label: 'entity-hex-colon', url: `&#x6A;avascript&#x3A;${ran('url-entity-hex-colon')}` },
  { label: 'entity-tab', url: `jav&#x09;ascript:${ran('url-entity-tab')}` },
];

/* ------------------------------------------------------------------ checks */

export type XssWindow = Window & { __xss?: string[] };
export const executed = (): string[] => (window as XssWindow).__xss ?? [];

/** How the HTML parser hands an authored attribute value to the element (character references decoded). */
export function asAuthoredAttribute(raw: string): string {
  const template = document.createElement('template');
  template.innerHTML = `<i title="${raw.replace(/"/g, '&quot;')}"></i>`;
  return template.content.firstElementChild!.getAttribute('title')!;
}

/** What a browser makes of a URL's start: ASCII whitespace and controls anywhere dropped, case folded. */
// eslint-disable-next-line no-control-regex
export const normalized = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
export const DANGEROUS_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];
/** Whether the library must refuse this URL (and so log one console error for it). */
export const mustRefuse = (value: string) => /^(javascript|vbscript|data):/.test(normalized(value)) && !/^data:image\/(png|jpe?g|gif|webp|avif);/.test(normalized(value));

export const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'to', 'from', 'values', 'ping', 'cite']);
/** Never from content, in any shadow root. */
export const FORBIDDEN_IN_SHADOW = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'applet']);
/** Never inside a block of sanitized authored HTML (the sanitizer's own FORBID_TAGS too). */
export const FORBIDDEN_IN_CONTENT = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'noscript', 'animate', 'set'];

/** Every element of the tree, descending into every (open) shadow root, recursively. */
export function allNodes(root: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.children) {
      found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** Where an element is, for the failure messages: `<img> in <brand-text>'s shadow root`. */
export function whereIs(root: Node): string {
  return root instanceof ShadowRoot ? ` in <${root.host.localName}>'s shadow root` : '';
}

/** What is script-capable about one element: event-handler attributes, dangerous URLs, forbidden tags in a shadow root. */
export function elementProblems(element: Element, root: Node = element.getRootNode()): string[] {
  const problems: string[] = [];
  const described = `<${element.localName}>${whereIs(root)}`;
  for (const attribute of element.attributes) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith('on')) problems.push(`${described} has ${name}="${attribute.value.slice(0, 80)}"`);
    // An autonomous custom element (a brand-* host) has no native URL attributes: <brand-image src>
    // is the test's own input to the element, not something the browser loads or follows.
    const nativeUrl = !element.localName.includes('-') && (URL_ATTRIBUTES.has(name) || name.endsWith(':href'));
    if (nativeUrl) {
      const value = normalized(attribute.value);
      // srcset (and SVG values) hold several URLs; elsewhere the URL is the whole value.
      const bad = DANGEROUS_SCHEMES.find((scheme) => (name === 'srcset' || name === 'values' ? value.includes(scheme) : value.startsWith(scheme)));
      if (bad) problems.push(`${described} has ${name}="${attribute.value.slice(0, 80)}"`);
    }
  }
  if (root instanceof ShadowRoot && FORBIDDEN_IN_SHADOW.has(element.localName) && !isBrandIframeFrame(element, root)) problems.push(`${described} exists`);
  return problems;
}

/**
 * The one frame that may be in a shadow root: <brand-iframe>'s own, embedding an http(s) page in a
 * sandbox (never allow-scripts with allow-same-origin for the page's own origin), with no srcdoc.
 */
function isBrandIframeFrame(element: Element, root: ShadowRoot): boolean {
  if (element.localName !== 'iframe' || root.host.localName !== 'brand-iframe' || element.hasAttribute('srcdoc')) return false;
  const sandbox = element.getAttribute('sandbox');
  if (sandbox === null) return false;
  let url: URL;
  try {
    url = new URL(element.getAttribute('src') ?? '', document.baseURI);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const tokens = sandbox.split(/\s+/);
  return !(url.origin === location.origin && tokens.includes('allow-scripts') && tokens.includes('allow-same-origin'));
}

/** Everything script-capable in the page now (document and shadow roots); empty when clean. */
export function unsafeMarkup(root: ParentNode = document): string[] {
  return allNodes(root).flatMap((element) => elementProblems(element));
}

/**
 * Everything script-capable that was ever in the page while recording, even for a moment: a
 * mutation observer on the document and on every shadow root, from the moment it is attached
 * (attachShadow is wrapped while recording; elements attach theirs when they first render). An
 * element can swap a failed <img> for a placeholder before the page is inspected; this still
 * sees the <img>.
 */
export class MarkupRecorder {
  readonly problems = new Set<string>();
  private readonly observers: MutationObserver[] = [];
  private watched = new WeakSet<Node>();
  private restore: (() => void) | undefined;

  start(): void {
    const attachShadow = Element.prototype.attachShadow;
    const watch = (root: ShadowRoot) => this.watch(root);
    Element.prototype.attachShadow = function attachShadowWatched(this: Element, init: ShadowRootInit): ShadowRoot {
      const root = attachShadow.call(this, init);
      watch(root);
      return root;
    };
    this.restore = () => {
      Element.prototype.attachShadow = attachShadow;
    };
    this.watch(document);
  }

  stop(): void {
    this.restore?.();
    this.restore = undefined;
    for (const observer of this.observers.splice(0)) observer.disconnect();
    this.watched = new WeakSet<Node>();
    this.problems.clear();
  }

  /** Observes a document or shadow root, and every shadow root already inside it. */
  private watch(root: Document | ShadowRoot): void {
    if (this.watched.has(root)) return;
    this.watched.add(root);
    const observer = new MutationObserver((records) => this.take(records));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    this.observers.push(observer);
    this.inspect(root, root);
  }

  /** An element (or a root) and everything under it, as it is now. */
  private inspect(node: ParentNode, root: Node): void {
    const elements = node instanceof Element ? [node, ...allNodes(node)] : allNodes(node);
    for (const element of elements) {
      // Where it is now, or (already removed) where it was added.
      const current = element.getRootNode();
      const where = current instanceof ShadowRoot || current instanceof Document ? current : root;
      for (const problem of elementProblems(element, where)) this.problems.add(problem);
      if (element.shadowRoot) this.watch(element.shadowRoot);
    }
  }

  private take(records: MutationRecord[]): void {
    for (const record of records) {
      // The root the change happened in: the node may be gone from it by now.
      const root = record.target.getRootNode();
      if (record.type === 'attributes' && record.target instanceof Element) {
        for (const problem of elementProblems(record.target, root)) this.problems.add(problem);
      }
      for (const added of record.addedNodes) if (added instanceof Element) this.inspect(added, root);
    }
  }
}

export const recorder = new MarkupRecorder();

/** The blocks of sanitized authored HTML: the parents of the payloads' marked paragraphs. */
export function contentBlocks(root: ParentNode = document): Element[] {
  return allNodes(root)
    .filter((element) => element.hasAttribute('data-xss-keep'))
    .map((element) => element.parentElement!)
    .filter(Boolean);
}

/** The three checks every group ends with: nothing ran, nothing script-capable is left, content blocks are clean. */
export async function expectNothingRan(what: string): Promise<void> {
  // onerror (src=x fails on the dev server), onload, ontoggle and SVG animation begin.
  await settle();
  await brokenImagesSettled();
  // One assertion, so that a failure shows both what ran and what was (or had been) in the page.
  const markup = [...new Set([...unsafeMarkup(), ...recorder.problems])];
  expect({ ran: executed(), markup }, `${what}: payload script that ran / script-capable markup in the page`).to.deep.equal({ ran: [], markup: [] });
  for (const block of contentBlocks()) {
    const found = FORBIDDEN_IN_CONTENT.filter((tag) => block.querySelector(tag));
    expect(found, `${what}: forbidden elements in sanitized content ${block.innerHTML.slice(0, 200)}`).to.deep.equal([]);
  }
}

/** The text an element shows, its shadow root included (and shadow roots inside it). */
export function shownText(host: Element): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    const element = node as Element;
    if (element.shadowRoot) visit(element.shadowRoot);
    node.childNodes.forEach(visit);
  };
  visit(host);
  return parts.join('');
}

/** Waits until every host shows its marked paragraph (the sanitized HTML was rendered). */
export async function untilShown(hosts: Array<[Element, string]>, what: string): Promise<void> {
  await until(() => hosts.every(([host, label]) => shownText(host).includes(keep(label))), 5000, `${what} to render every payload's safe part`);
}

/** Refused-URL console errors naming this element and field. */
export const refusals = (errors: string[], tag: string, field = 'linkUrl') => errors.filter((line) => line.includes(`<${tag}>: refused ${field}`));

/** An element's markup or null: a failing assertion on a DOM node makes the runner serialize React's internals (and hang). */
export const markup = (element: Element | null | undefined) => element?.outerHTML ?? null;

