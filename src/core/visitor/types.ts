/** The four decorated visitor types: LAS anonymous, LAU logged in, LAU-HAV hard age verified, LAU-HAV-DEV owns a device. */
export const VISITOR_TYPES = ['LAS', 'LAU', 'LAU-HAV', 'LAU-HAV-DEV'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

export function isVisitorType(value: unknown): value is VisitorType {
  return typeof value === 'string' && (VISITOR_TYPES as readonly string[]).includes(value);
}
