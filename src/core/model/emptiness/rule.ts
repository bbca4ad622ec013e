/** What an emptiness rule is, and the tests the rules are made of (src/core/model/emptiness.ts has the table). */

export type Model = Record<string, unknown>;

export interface EmptinessRule {
  /** what the editor label says: the component's name and what it needs */
  label: string;
  isEmpty(model: Model): boolean;
}

export const present = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

export const allPresent = (model: Model, ...fields: string[]) => fields.every((field) => present(model[field]));
