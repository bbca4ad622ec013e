import { createContext, useContext } from 'react';
import type { WcmMode } from '../../core/model/authoring';

/** What a component may need to know about the element it renders in. */
export interface ElementContextValue {
  host: HTMLElement;
  tag: string;
  /** container inside the element's shadow root for anything rendered in a portal */
  portalContainer: HTMLElement;
  authoring: boolean;
  mode: WcmMode;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() is only available inside an element rendered by the brand-elements runtime');
  return value;
}
