import type { ComponentType, ReactNode } from 'react';
import type { EmptinessRule } from '../../core/model/emptiness/rule';
import type { WcmMode } from '../../core/model/authoring';
import { EditorPlaceholder } from './EditorPlaceholder';
import { showsEditorPlaceholders } from '../../core/model/authoring';

/** Whether the model is empty by the element's emptiness rule (then nothing live, a placeholder in the editor). */
export function isEmptyModel(emptiness: EmptinessRule | undefined, props: Record<string, unknown>, id: string): boolean {
  return emptiness !== undefined && emptiness.isEmpty({ id: id || undefined, ...props });
}

/**
 * What an element shows, in the browser (root.tsx) and on the server (src/server): its component,
 * the editor's placeholder when its model is empty by its emptiness rule, or nothing. A model's `id`
 * is the host's id, not a prop, so the rules that need one (form container) get it here.
 */
export function elementContent(
  element: { tag: string; component: ComponentType<any>; emptiness?: EmptinessRule },
  props: Record<string, unknown> | null,
  mode: WcmMode,
  id: string,
): ReactNode {
  if (!props) return null;
  if (isEmptyModel(element.emptiness, props, id)) {
    return showsEditorPlaceholders(mode) ? <EditorPlaceholder label={element.emptiness!.label} /> : null;
  }
  const Component = element.component;
  return <Component {...props} />;
}
