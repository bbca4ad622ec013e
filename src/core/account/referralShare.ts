/**
 * Sharing the visitor's referral link (brand-refer-a-friend: `messageToShare` with its `{code}` placeholder,
 * `communicationChannels`). Pure: the link, the message and each channel's URL, every value encoded here so that no
 * authored text or code can break out of its URL part.
 */
import { fillTemplate } from '../text/template';
import type { ChannelEntry, ShareChannel } from './shareChannels';

export { SHARE_CHANNELS, shareChannels, type ChannelEntry, type ShareChannel } from './shareChannels';

/**
 * The channels drawn: `share` only where the browser has the Web Share API; when that leaves nothing (only `share`
 * authored), copy stands in for it so that the visitor can still pass the link on.
 */
export function shownChannels(entries: ChannelEntry[], canShare: boolean): ChannelEntry[] {
  const shown = entries.filter((entry) => entry.channel !== 'share' || canShare);
  return shown.length === 0 && entries.length > 0 ? [{ channel: 'copy' }] : shown;
}

/**
 * The visitor's personal link: `{code}` in `referralUrl` replaced by the (encoded) code, else `ref=<code>` added to
 * its query (before any #fragment). A relative URL is resolved against `base` when one is given (the page's
 * address: a link sent to a friend must be absolute). Undefined without a URL or a code.
 */
export function referralLink(referralUrl: string | undefined, code: string, base?: string): string | undefined {
  const url = referralUrl?.trim();
  if (!url || !code) return undefined;
  const encoded = encodeURIComponent(code);
  let link: string;
  if (url.includes('{code}')) link = url.split('{code}').join(encoded);
  else {
    const hashAt = url.indexOf('#');
    const head = hashAt < 0 ? url : url.slice(0, hashAt);
    const hash = hashAt < 0 ? '' : url.slice(hashAt);
    const separator = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
    link = `${head}${separator}ref=${encoded}${hash}`;
  }
  if (!base) return link;
  try {
    return new URL(link, base).href;
  } catch {
    return link;
  }
}

/**
 * The message a friend receives: `messageToShare` with `{code}` and `{link}` filled. A message that does not
 * place `{link}` gets the link after it (the friend needs it to join).
 */
export function shareMessage(template: string, code: string, link: string | undefined): string {
  const text = fillTemplate(template.trim(), { code, link: link ?? '' }).trim();
  if (!link || template.includes('{link}')) return text;
  return text ? `${text} ${link}` : link;
}

/**
 * What the Web Share API gets: the message as `text`; when the message does not place `{link}` itself, the link
 * goes as `url` (the share sheet adds it) and the text is the message without it.
 */
export function shareData(title: string, template: string, code: string, link: string | undefined): { title: string; text: string; url?: string } {
  if (!link || template.includes('{link}')) return { title, text: shareMessage(template, code, link) };
  return { title, text: shareMessage(template, code, undefined), url: link };
}

/** A channel's URL (mailto:, sms:, wa.me), or undefined for copy and share, which are buttons. */
export function channelUrl(channel: ShareChannel, message: string, subject = ''): string | undefined {
  const body = encodeURIComponent(message);
  if (channel === 'email') return `mailto:?${subject ? `subject=${encodeURIComponent(subject)}&` : ''}body=${body}`;
  // `sms:?&body=` is the form both iOS and Android read
  if (channel === 'sms') return `sms:?&body=${body}`;
  if (channel === 'whatsapp') return `https://wa.me/?text=${body}`;
  return undefined;
}
