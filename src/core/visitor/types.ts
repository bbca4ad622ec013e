/** The four decorated visitor types of spec section 3. */
export const VISITOR_TYPES = ['LAS', 'LAU', 'LAU-HAV', 'LAU-HAV-DEV'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

export function isVisitorType(value: unknown): value is VisitorType {
  return typeof value === 'string' && (VISITOR_TYPES as readonly string[]).includes(value);
}
