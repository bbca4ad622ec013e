/**
 * Writing text to the clipboard: the async Clipboard API first, then (missing, refused by a
 * permission policy or an insecure origin) the old way: a selected off-screen textarea and
 * `execCommand('copy')`. Resolves with the way that worked, rejects when neither did.
 */
export type CopyMethod = 'clipboard' | 'execCommand';

export interface ClipboardEnvironment {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  document: Document;
}

function copyWithTextarea(text: string, doc: Document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:-9999px;opacity:0;';
  doc.body.append(textarea);
  try {
    textarea.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

export async function copyText(text: string, env: ClipboardEnvironment): Promise<CopyMethod> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // refused: try the fallback
    }
  }
  if (copyWithTextarea(text, env.document)) return 'execCommand';
  throw new Error('the browser refused to copy');
}
