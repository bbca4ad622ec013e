/**
 * Third-party scripts (the rating widget's providers), each loaded once per page: a module-level
 * registry keyed by URL hands every caller the same promise, so two widgets of one provider add
 * one <script async> at the end of document.body. A failed load stays failed (no retry storm); the
 * rejection says which URL.
 */

const loads = new Map<string, Promise<void>>();

/**
 * Script URLs we load: absolute http(s), or a same-origin path (`/…`, not the protocol-relative
 * `//host`). Never javascript:, data: or blob:.
 */
export function safeScriptUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  // eslint-disable-next-line no-control-regex
  if (url === '' || /[\u0000-\u0020\\]/.test(url)) return undefined;
  if (/^https?:\/\/[^/?#]+/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return undefined;
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
let policy: ScriptUrlPolicy | null | undefined;

/**
 * script.src is a Trusted Types sink. Where the browser has Trusted Types, the URL goes through a
 * policy named `brand-elements-script` (created on first use; it passes safe script URLs only), so
 * a page that enforces them (`require-trusted-types-for 'script'`) sees no violation. The page's
 * `trusted-types` directive, if it has one, must allow that name (README "Content Security
 * Policy"); a page that forbids it but does not enforce Trusted Types still gets the plain URL.
 */
function setSource(script: HTMLScriptElement, url: string): void {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }).trustedTypes;
  if (factory && policy === undefined) {
    try {
      policy = factory.createPolicy('brand-elements-script', {
        createScriptURL: (value: string) => {
          if (!safeScriptUrl(value)) throw new TypeError(`brand-elements: refused script URL ${value}`);
          return value;
        },
      });
    } catch {
      policy = null;
    }
  }
  if (policy) {
    (script as unknown as { src: unknown }).src = policy.createScriptURL(url);
    return;
  }
  try {
    script.src = url;
  } catch (error) {
    if (!factory) throw error;
    throw new TypeError('brand-elements: this page enforces Trusted Types and does not allow the policy "brand-elements-script"');
  }
}

/** Loads `url` once per page (async, appended to document.body); resolves on load, rejects on error. */
export function loadScriptOnce(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const safe = safeScriptUrl(url);
    if (!safe) {
      reject(new Error(`refused script URL "${url.slice(0, 60)}"`));
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`the script ${safe} could not load`)), { once: true });
    try {
      setSource(script, safe);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // At the end of the body: the page's <head> is the page's own (only font faces go there).
    document.body.append(script);
  });
  loads.set(url, promise);
  return promise;
}

/** Whether `url` has been requested on this page (tests, diagnostics). */
export function scriptRequested(url: string): boolean {
  return loads.has(url);
}
