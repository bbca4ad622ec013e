/**
 * The exact origins a page allows to receive the visitor's data (the root model's
 * `config.embedOrigins`): each entry an http(s) origin written as one, `scheme://host[:port]` with
 * nothing after it (a trailing `/` tolerated, host case ignored). Anything else (a path, a wildcard,
 * a default port written out, another scheme, a non-string) is dropped: the data identifies the
 * member, so only an origin named exactly qualifies. Not a list: none.
 */
export function embedOriginsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const origins: string[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'string' || entry.includes('*')) continue;
    const written = entry.trim().replace(/\/$/, '').toLowerCase();
    let origin: string;
    try {
      origin = new URL(written).origin;
    } catch {
      continue;
    }
    if ((origin.startsWith('https://') || origin.startsWith('http://')) && origin === written && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
