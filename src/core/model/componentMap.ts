/**
 * Resource type → element tag. `brand/components/<name>` maps to `brand-<name>` by
 * convention; Adobe's own types have aliases; anything else goes through registerComponent.
 */
export interface ComponentMapping {
  tag: string;
  presetProps?: Record<string, unknown>;
}

const ALIASES: Record<string, ComponentMapping> = {
  'wcm/foundation/components/responsivegrid': { tag: 'brand-responsive-grid' },
  'core/wcm/components/text/v1/text': { tag: 'brand-text' },
  'core/wcm/components/text/v2/text': { tag: 'brand-text' },
  'core/wcm/components/image/v2/image': { tag: 'brand-image' },
  'core/wcm/components/image/v3/image': { tag: 'brand-image' },
  'core/wcm/components/container/v1/container': { tag: 'brand-container' },
  'core/wcm/components/experiencefragment/v1/experiencefragment': { tag: 'brand-experience-fragment' },
};

const registered = new Map<string, ComponentMapping>();

export function registerComponent(resourceType: string, tag: string, presetProps?: Record<string, unknown>): void {
  if (!resourceType || !/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(tag)) {
    throw new TypeError(`registerComponent: "${tag}" is not a valid custom element name for "${resourceType}"`);
  }
  registered.set(resourceType, { tag, presetProps });
}

export function mappingFor(resourceType: string): ComponentMapping | undefined {
  // Own aliases only: `constructor`, `__proto__` and the like are not resource types.
  const own = registered.get(resourceType) ?? (Object.hasOwn(ALIASES, resourceType) ? ALIASES[resourceType] : undefined);
  if (own) return own;
  const carousel = /^brand\/components\/carousel-([a-e])$/.exec(resourceType);
  if (carousel) return { tag: 'brand-carousel', presetProps: { variant: carousel[1] } };
  const match = /^brand\/components\/([a-z0-9-]+)$/.exec(resourceType);
  return match ? { tag: `brand-${match[1]}` } : undefined;
}
