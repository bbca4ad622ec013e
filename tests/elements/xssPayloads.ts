/**
 * The XSS payloads and checks shared by the security suites (xss.test.ts: hand-written groups per
 * element; security.test.ts: every field of every element in the manifest). Each HTML payload's
 * script part appends its label to `window.__xss`, so a test can tell whether anything ran.
 */
import { expect } from 'chai';
import { brokenImagesSettled, settle, until } from './helpers';

/* ------------------------------------------------------------------ payloads */

export * from '../shared/xssPayloadData';
import { keep } from '../shared/xssPayloadData';

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

