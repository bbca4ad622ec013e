/**
 * The user-context text (issue 20, brand-account-user-context-text; spec component-catalogue "Text placeholders":
 * first name, points, …): authored HTML whose `{placeholder}`s take the visitor's values. Every value is
 * HTML-escaped before it is filled (a name is text, never markup); the result still goes through DOMPurify.
 */

/** The placeholders the visitor fills: names as written between braces. */
export const USER_CONTEXT_PLACEHOLDERS = ['firstName', 'lastName', 'fullName', 'email', 'birthYear', 'tier', 'points', 'memberSince'] as const;
export type UserContextPlaceholder = (typeof USER_CONTEXT_PLACEHOLDERS)[number];
export type UserContextValues = Partial<Record<UserContextPlaceholder, string>>;

const KNOWN = new Set<string>(USER_CONTEXT_PLACEHOLDERS);
const PLACEHOLDER = /\{(\w+)\}/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand anywhere in HTML (element content or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The known placeholders a text uses (to fetch only what it needs, e.g. the points). */
export function placeholdersIn(html: string | undefined): Set<UserContextPlaceholder> {
  const found = new Set<UserContextPlaceholder>();
  for (const match of (html ?? '').matchAll(PLACEHOLDER)) if (KNOWN.has(match[1]!)) found.add(match[1] as UserContextPlaceholder);
  return found;
}

/**
 * Fills the known placeholders of `html`: the visitor's value when known, else the authored fallback for that
 * placeholder (`fallbacks`: { firstName: "there" }), else nothing; both escaped. An unknown name (`{frstName}`)
 * stays as written so its author sees the typo.
 */
export function fillUserContext(html: string, values: UserContextValues, fallbacks?: unknown): string {
  const authored = fallbacks && typeof fallbacks === 'object' && !Array.isArray(fallbacks) ? (fallbacks as Record<string, unknown>) : {};
  return html.replace(PLACEHOLDER, (whole, name: string) => {
    if (!KNOWN.has(name)) return whole;
    const value = Object.hasOwn(values, name) ? values[name as UserContextPlaceholder] : undefined;
    if (typeof value === 'string' && value.trim()) return escapeHtml(value);
    const fallback = Object.hasOwn(authored, name) ? authored[name] : undefined;
    return typeof fallback === 'string' || typeof fallback === 'number' ? escapeHtml(String(fallback)) : '';
  });
}
