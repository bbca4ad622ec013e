import { createElement, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CSSObject } from '@emotion/serialize';
import { useThemedClass } from '../runtime/useThemedClass';
import { GateBadge } from './GateCard';
import { loadFragmentElement } from './fragmentElement';
import { cardStyles } from './styles';

/**
 * The content of a page-wide gate taken from an experience fragment (the geofence's `xfContent`,
 * the visibility gate's overlay path), rendered as `<brand-experience-fragment>` inside the
 * gate's dialog. Its code loads when this content first shows (`loadFragmentElement`, provided by the gate's
 * element file: src/react never imports the element layer); if it cannot load, the fallback shows.
 *
 * The authored aria ids name a title and a description inside the fragment, but those sit in
 * the shadow roots of the fragment's own elements (a brand-text's rich text), which an
 * `aria-labelledby` on the dialog cannot reach across. So the texts are found through the
 * shadow roots and mirrored, hidden, under the same ids next to the dialog: the dialog keeps
 * `aria-labelledby="<authored id>"` and it resolves. Without an authored id, the fragment's
 * first heading names it.
 *
 * When there is no path, or the fragment fails to load, `fallback(labelId, descriptionId)` is
 * shown instead, so a non-dismissible gate never traps the visitor in an empty dialog.
 */
export interface FragmentGateContentProps {
  path?: string;
  /** the id the dialog is labelled by (authored, or the gate's default) */
  labelId: string;
  /** the id the dialog is described by */
  descriptionId: string;
  /** whether labelId / descriptionId were authored (to be found in the fragment) */
  authoredLabel: boolean;
  authoredDescription: boolean;
  fallback: (labelId: string, descriptionId: string) => ReactNode;
  /** the mark on the card's badge */
  icon?: 'shield' | 'globe' | 'lock';
  /** tells the gate which ids resolve now, for aria-labelledby / aria-describedby */
  onIds?: (ids: { labelledBy?: string; describedBy?: string }) => void;
}

// The fragment's grid columns sit in this shadow root's tree: space its rows (stacked buttons).
const fragmentStyles = (): CSSObject => ({ '& brand-experience-fragment .aem-GridColumn': { paddingBlock: '0.5rem' } });

const POLL_MS = 100;
const POLL_LIMIT_MS = 15_000;

/** The first element under `root` (light DOM and every shadow root below) that `match` accepts. */
export function deepFind(root: ParentNode, match: (element: Element) => boolean): Element | undefined {
  for (const element of root.querySelectorAll('*')) {
    if (match(element)) return element;
    if (element.shadowRoot) {
      const found = deepFind(element.shadowRoot, match);
      if (found) return found;
    }
  }
  return undefined;
}

const textOf = (element: Element | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() || undefined;

export function FragmentGateContent({ path, labelId, descriptionId, authoredLabel, authoredDescription, fallback, icon, onIds }: FragmentGateContentProps) {
  const className = `${useThemedClass(cardStyles)} ${useThemedClass(fragmentStyles)}`;
  const wrapper = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [label, setLabel] = useState<string>();
  const [description, setDescription] = useState<string>();
  const useFallback = !path || failed;

  useEffect(() => {
    setFailed(false);
    setLabel(undefined);
    setDescription(undefined);
  }, [path]);

  useEffect(() => {
    if (useFallback) return undefined;
    let live = true;
    loadFragmentElement().catch((error: Error) => {
      console.error(`brand-elements: could not load <brand-experience-fragment>: ${error.message}`);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [useFallback]);

  useEffect(() => {
    if (useFallback) return;
    const started = performance.now();
    const look = (): boolean => {
      const root = wrapper.current;
      if (!root) return false;
      const fragment = root.querySelector('brand-experience-fragment');
      if (fragment?.shadowRoot?.querySelector('[data-brand-error-text]')) {
        setFailed(true);
        return true;
      }
      const byId = (id: string) => (element: Element) => element.id === id && !element.hasAttribute('data-brand-aria-mirror');
      const labelText = textOf(
        authoredLabel ? deepFind(root, byId(labelId)) : deepFind(root, (element) => /^h[1-6]$/.test(element.localName)),
      );
      const descriptionText = authoredDescription ? textOf(deepFind(root, byId(descriptionId))) : undefined;
      if (labelText) setLabel(labelText);
      if (descriptionText) setDescription(descriptionText);
      return !!labelText && (!authoredDescription || !!descriptionText);
    };
    if (look()) return;
    const timer = setInterval(() => {
      if (look() || performance.now() - started > POLL_LIMIT_MS) clearInterval(timer);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [useFallback, path, labelId, descriptionId, authoredLabel, authoredDescription]);

  // Before the paint: the dialog is never shown without the name its content gives it (the fallback's too).
  useLayoutEffect(() => {
    if (useFallback) onIds?.({ labelledBy: labelId, describedBy: descriptionId });
    else onIds?.({ labelledBy: label ? labelId : undefined, describedBy: description ? descriptionId : undefined });
  }, [useFallback, label, description, labelId, descriptionId, onIds]);

  if (useFallback) return <>{fallback(labelId, descriptionId)}</>;
  return (
    <div ref={wrapper} className={className} data-wide="">
      <GateBadge icon={icon} />
      {label && (
        <span id={labelId} hidden data-brand-aria-mirror="">
          {label}
        </span>
      )}
      {description && (
        <span id={descriptionId} hidden data-brand-aria-mirror="">
          {description}
        </span>
      )}
      {createElement('brand-experience-fragment', { 'fragment-variation-path': path })}
    </div>
  );
}
