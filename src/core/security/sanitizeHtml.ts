import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Every piece of authored HTML goes through here (DOMPurify) before it reaches the DOM.
 * On top of DOMPurify's defaults: links opening a new window get rel="noopener noreferrer";
 * <style>, forms and inline style attributes are dropped (they would restyle or break the
 * element and violate a strict Content Security Policy). Where the browser has Trusted
 * Types, the result is a TrustedHTML, so pages with `require-trusted-types-for 'script'` work.
 */
let purifier: Purifier | undefined;
/** The window DOMPurify parses with where there is no browser (the server renderer gives one, from jsdom). */
let serverWindow: unknown;

/** Server rendering only: the DOM window authored HTML is sanitized in (src/server/renderPage.ts). */
export function setSanitizerWindow(window: unknown): void {
  serverWindow = window;
  purifier = undefined;
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify((serverWindow ?? window) as Window & typeof globalThis);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // nodeType, not instanceof Element: on the server the nodes are jsdom's, not this global's.
    if (node.nodeType === 1 && (node as Element).tagName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const CONFIG = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style', 'formaction'],
};

export function sanitizeHtml(html: string): string | TrustedHTML {
  const trusted = serverWindow === undefined && typeof window !== 'undefined' && 'trustedTypes' in window;
  if (trusted) return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
  return getPurifier().sanitize(html, CONFIG);
}
