/**
 * Authored words with placeholders ({email}, {points}, {code}, {date},
 * {amount}, {number}, {firstName}, …): `fillTemplate('{type} ending {last4}', { type: 'Visa', last4: '1881' })`.
 * A placeholder without a value stays as written (an author sees the typo); only the values' own keys count, so
 * `{constructor}` is never filled from the prototype.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/**
 * The authored words over the defaults: each key of `defaults` takes the trimmed authored text when it is a
 * non-blank string, else keeps its default (an element's labels and messages: every word may be authored).
 */
export function authoredWords<D extends Record<string, string>>(defaults: D, authored: unknown): D {
  const out = { ...defaults };
  if (!authored || typeof authored !== 'object') return out;
  for (const key of Object.keys(defaults) as (keyof D)[]) {
    const value = (authored as Record<string, unknown>)[key as string];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim() as D[keyof D];
  }
  return out;
}
