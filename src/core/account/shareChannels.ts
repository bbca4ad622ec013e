/**
 * The authored `communicationChannels` of brand-refer-a-friend, on their own: the editor's emptiness rule
 * (in every element's runtime) needs only this, not the rest of referralShare.ts.
 */
export type ShareChannel = 'copy' | 'email' | 'sms' | 'whatsapp' | 'share';
export const SHARE_CHANNELS: readonly ShareChannel[] = ['copy', 'email', 'sms', 'whatsapp', 'share'];

export interface ChannelEntry {
  channel: ShareChannel;
  /** an authored label for its button, when given */
  label?: string;
}

const ALIASES: Record<string, ShareChannel> = { mail: 'email', 'e-mail': 'email', text: 'sms', 'copy-link': 'copy', copylink: 'copy', webshare: 'share', native: 'share' };

function channelOf(value: unknown): ShareChannel | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase();
  const channel: string = (Object.hasOwn(ALIASES, name) && ALIASES[name]) || name;
  return (SHARE_CHANNELS as readonly string[]).includes(channel) ? (channel as ShareChannel) : undefined;
}

/**
 * The authored `communicationChannels`: a list of names (`['copy', 'email']`), objects (`[{ channel, label }]`,
 * AEM's multifield; `type` or `value` also name it) or one comma-separated string. Unknown ones are dropped,
 * each channel appears once, in the authored order.
 */
export function shareChannels(authored: unknown): ChannelEntry[] {
  const list = typeof authored === 'string' ? authored.split(',') : Array.isArray(authored) ? authored : [];
  const out: ChannelEntry[] = [];
  for (const item of list) {
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
    const channel = channelOf(record ? (record.channel ?? record.type ?? record.value) : item);
    if (!channel || out.some((entry) => entry.channel === channel)) continue;
    const label = typeof record?.label === 'string' && record.label.trim() ? record.label.trim() : undefined;
    out.push(label ? { channel, label } : { channel });
  }
  return out;
}
