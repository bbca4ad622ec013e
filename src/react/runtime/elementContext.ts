import { createContext, useContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { WcmMode } from '../../core/model/authoring';

/**
 * The element context on its own, importing nothing but React: useThemedClass, which nearly every
 * chunk uses, reads its cache here without pulling the page stores of context.ts into its chunk.
 */

/** What a component may need to know about the element it renders in. */
export interface ElementContextValue {
  host: HTMLElement;
  tag: string;
  /** container inside the element's shadow root for anything rendered in a portal */
  portalContainer: HTMLElement;
  authoring: boolean;
  mode: WcmMode;
  /** the Emotion cache of the element's shadow root (or of the server render): useThemedClass inserts there */
  cache: EmotionCache;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() is only available inside an element rendered by the brand-elements runtime');
  return value;
}

