import { useCallback, useEffect, useState, type RefObject } from 'react';
import { copyText } from '../../core/content/clipboard';

/** How long a "copied" confirmation stays. */
export const COPIED_MS = 5000;

/** idle, or the last copy's outcome; `count` grows with each one so that a keyed live text is said again. */
export type CopyStatus = { kind: 'idle' } | { kind: 'copied' | 'error'; count: number };

/**
 * Copying text from a button (brand-copy-to-clipboard, brand-refer-a-friend): the Clipboard API, then the textarea
 * fallback (copyText); the button gets the focus back that the fallback's textarea took; `copied` turns back to
 * idle after COPIED_MS. `copy` resolves true once copied, false when the browser refused (the caller logs).
 * `fail` marks an error found before copying.
 */
export function useCopy(button: RefObject<HTMLElement | null>) {
  const [status, setStatus] = useState<CopyStatus>({ kind: 'idle' });
  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const mark = useCallback((kind: 'copied' | 'error') => setStatus((previous) => ({ kind, count: previous.kind === 'idle' ? 1 : previous.count + 1 })), []);
  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      const focused = (button.current?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement === button.current;
      try {
        await copyText(text, { clipboard: navigator.clipboard, document });
        mark('copied');
        return true;
      } catch {
        mark('error');
        return false;
      } finally {
        // the fallback's textarea took the focus for a moment: give it back
        if (focused) button.current?.focus({ preventScroll: true });
      }
    },
    [button, mark],
  );
  const fail = useCallback(() => mark('error'), [mark]);
  return { status, copy, fail };
}
