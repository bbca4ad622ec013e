/**
 * The captcha hook of the form containers (left open, not faked): a site that uses a captcha
 * registers a provider through the JS API; before each submission the container asks it for a
 * token and sends it in a header. Without a provider nothing happens and no header is sent.
 *
 *   import { registerCaptcha } from 'brand-elements';
 *   registerCaptcha({ header: 'X-Captcha-Token', token: (formId) => grecaptcha.execute(KEY, { action: formId }) });
 */
export interface CaptchaProvider {
  /** the request header that carries the token (default `X-Captcha-Token`) */
  header?: string;
  /** a fresh token for this form's submission; a rejection or an empty token stops the submission */
  token: (formId: string) => Promise<string> | string;
}

export const DEFAULT_CAPTCHA_HEADER = 'X-Captcha-Token';

let provider: CaptchaProvider | undefined;

/** Registers (or with undefined, removes) the captcha provider; returns a function that removes it. */
export function registerCaptcha(next: CaptchaProvider | undefined): () => void {
  provider = next;
  return () => {
    if (provider === next) provider = undefined;
  };
}

/** How long a provider may take to give a token before the submission fails (it never hangs). */
export const CAPTCHA_TIMEOUT_MS = 10_000;

/**
 * The header to send for this submission: {} without a provider, the provider's header with its
 * token otherwise. Rejects, with an Error saying why, when the provider throws or rejects, gives no
 * token, or gives none within `timeoutMs` (the submission is not sent).
 */
export async function captchaHeaders(formId: string, timeoutMs = CAPTCHA_TIMEOUT_MS): Promise<Record<string, string>> {
  const current = provider;
  if (!current) return {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the captcha provider gave no token within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  let token: unknown;
  try {
    token = await Promise.race([
      Promise.resolve()
        .then(() => current.token(formId))
        .catch((failure: unknown) => {
          throw new Error(`the captcha provider failed (${failure instanceof Error ? failure.message : String(failure)})`);
        }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
  if (typeof token !== 'string' || token.trim() === '') throw new Error('the captcha provider gave no token');
  return { [current.header?.trim() || DEFAULT_CAPTCHA_HEADER]: token };
}
