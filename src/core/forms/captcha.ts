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

/**
 * The header to send for this submission: {} without a provider, the provider's header with its
 * token otherwise. Rejects when the provider fails or gives no token (the submission is not sent).
 */
export async function captchaHeaders(formId: string): Promise<Record<string, string>> {
  const current = provider;
  if (!current) return {};
  const token = await current.token(formId);
  if (typeof token !== 'string' || token.trim() === '') throw new Error('the captcha provider gave no token');
  return { [current.header?.trim() || DEFAULT_CAPTCHA_HEADER]: token };
}
