import { isVisibleTo } from '../visitor/visibleTo';
import type { VisitorType } from '../visitor/types';
import type { PageVisibility } from '../stores/pageVisibility';

/**
 * Page visibility gate: for a page whose `visibility.visibleTo`
 * excludes the visitor, either redirect (`redirection` to `redirectTo`, absolute or relative to
 * the origin) or show a modal overlay loaded from a content path. Authoring shows everything.
 */
export type VisibilityDecision =
  | { action: 'show' }
  | { action: 'redirect'; url: string }
  | { action: 'overlay'; path: string; ariaLabelledBy?: string; ariaDescribedBy?: string }
  | { action: 'refuse'; reason: string };

/**
 * A redirect target: an absolute http(s) URL, or a path relative to the origin. Anything else
 * (javascript:, data:, protocol-relative, other schemes) is refused.
 */
export function redirectTarget(redirectTo: unknown, origin: string): string | undefined {
  if (typeof redirectTo !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const value = redirectTo.replace(/[\u0000-\u0020]/g, '');
  if (value === '') return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return new URL(value, origin).href;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function decideVisibility(visibility: PageVisibility | undefined, visitor: VisitorType, authoring: boolean, origin: string): VisibilityDecision {
  if (!visibility || isVisibleTo(visibility.visibleTo, visitor, authoring)) return { action: 'show' };
  if (visibility.gateType === 'redirection') {
    const url = redirectTarget(visibility.redirectTo, origin);
    return url ? { action: 'redirect', url } : { action: 'refuse', reason: `refused redirect target "${String(visibility.redirectTo).slice(0, 60)}"` };
  }
  const path = visibility.modalOverlay?.path;
  if (visibility.gateType === 'modal-overlay' && typeof path === 'string' && path.startsWith('/')) {
    return { action: 'overlay', path, ariaLabelledBy: visibility.modalOverlay?.ariaLabelledBy, ariaDescribedBy: visibility.modalOverlay?.ariaDescribedBy };
  }
  return { action: 'refuse', reason: 'the page is not visible to this visitor and has no usable gate (gateType, redirectTo or modalOverlay.path)' };
}
