import { ELEMENT_RESOURCE_TYPES } from './elementTypes';

/**
 * Resource type → element tag: `brand/components/<name>` for every element this package ships,
 * the aliases its definitions declare (Adobe's own types, presets), and whatever a site adds with
 * registerComponent. A type with no element maps to nothing (the page logs it as not mapped).
 */
export interface ComponentMapping {
  tag: string;
  presetProps?: Record<string, unknown>;
}

const registered = new Map<string, ComponentMapping>();

export function registerComponent(resourceType: string, tag: string, presetProps?: Record<string, unknown>): void {
  if (!resourceType || !/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(tag)) {
    throw new TypeError(`registerComponent: "${tag}" is not a valid custom element name for "${resourceType}"`);
  }
  registered.set(resourceType, { tag, presetProps });
}

export function mappingFor(resourceType: string): ComponentMapping | undefined {
  // Own entries only: `constructor`, `__proto__` and the like are not resource types.
  return registered.get(resourceType) ?? (Object.hasOwn(ELEMENT_RESOURCE_TYPES, resourceType) ? ELEMENT_RESOURCE_TYPES[resourceType] : undefined);
}
