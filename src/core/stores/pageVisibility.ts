import { createStore } from './createStore';

/**
 * The current page's `visibility` settings, read by `<brand-page>` and
 * handed to the visibility gate: who may see the page and what happens to the others.
 */
export interface PageVisibility {
  gateType?: 'modal-overlay' | 'redirection';
  modalOverlay?: { path?: string; ariaLabelledBy?: string; ariaDescribedBy?: string };
  redirectTo?: string;
  visibleTo?: string[];
  protectClientOnly?: boolean;
}

export const pageVisibility = createStore<PageVisibility | undefined>(undefined);

/** The `visibility` object of a page model, when it has a usable one. */
export function readPageVisibility(model: Record<string, unknown> | undefined): PageVisibility | undefined {
  const value = model?.visibility;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  return {
    gateType: v.gateType === 'modal-overlay' || v.gateType === 'redirection' ? v.gateType : undefined,
    modalOverlay: v.modalOverlay && typeof v.modalOverlay === 'object' ? (v.modalOverlay as PageVisibility['modalOverlay']) : undefined,
    redirectTo: typeof v.redirectTo === 'string' ? v.redirectTo : undefined,
    visibleTo: Array.isArray(v.visibleTo) ? v.visibleTo.filter((item): item is string => typeof item === 'string') : undefined,
    protectClientOnly: v.protectClientOnly === true,
  };
}
