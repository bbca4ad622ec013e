import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Every piece of authored HTML goes through here (DOMPurify) before it reaches the DOM.
 * On top of DOMPurify's defaults: links opening a new window get rel="noopener noreferrer";
 * <style>, forms and inline style attributes are dropped (they would restyle or break the
 * element and violate a strict Content Security Policy). Where the browser has Trusted
 * Types, the result is a TrustedHTML, so pages with `require-trusted-types-for 'script'` work.
 */
let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
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
  const trusted = typeof window !== 'undefined' && 'trustedTypes' in window;
  if (trusted) return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
  return getPurifier().sanitize(html, CONFIG);
}
