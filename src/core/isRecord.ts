/** A plain object (not null, not an array): the shape parsed JSON and authored models are checked against. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
