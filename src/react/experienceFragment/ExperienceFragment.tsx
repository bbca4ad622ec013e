import { useEffect, useState } from 'react';
import { modelManager } from '../../core/model/manager';
import { ModelClient } from '../../core/model/client';
import { toModelUrl } from '../../core/model/paths';
import type { ModelNode } from '../../core/model/types';
import { useElement } from '../runtime/context';

export interface ExperienceFragmentProps {
  /** content path of the fragment variation (AEM: fragmentVariationPath) */
  fragmentVariationPath?: string;
  /** the same, as some exports name it */
  xfPath?: string;
  /** a fragment exported inline: <brand-page> renders its items, nothing is fetched */
  ':items'?: Record<string, unknown>;
  /** given by the element: renders a fragment model into the element's light DOM; false when refused (a cycle) */
  renderFragment?: (model: ModelNode, path: string) => boolean;
}

/** The fragment's model: through the page's model manager when there is one (editor updates reach it), else fetched. */
function loadFragment(path: string): Promise<ModelNode> {
  if (modelManager.isInitialized) return modelManager.getData(path);
  return new ModelClient().fetch(toModelUrl(path));
}

/**
 * An experience fragment: content shared between pages, loaded by its content path and rendered
 * like a page (its components become elements in this element's light DOM, shown through the slot).
 */
export function ExperienceFragment(props: ExperienceFragmentProps) {
  const { tag } = useElement();
  const path = props.fragmentVariationPath || props.xfPath;
  const inline = !!props[':items'];
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const { renderFragment } = props;

  useEffect(() => {
    if (inline || !path || !renderFragment) return;
    let current = true;
    setState('loading');
    loadFragment(path).then(
      (model) => {
        if (!current) return;
        setState(renderFragment(model, path) ? 'ready' : 'error');
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`<${tag}>: the experience fragment ${path} could not be loaded.`, error);
        setState('error');
      },
    );
    return () => {
      current = false;
    };
  }, [path, inline, renderFragment, tag]);

  return (
    <div aria-busy={state === 'loading' || undefined} part="fragment">
      <slot />
      {state === 'error' && (
        <div data-brand-error-text hidden>
          {`experience fragment ${path} unavailable`}
        </div>
      )}
    </div>
  );
}
