import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { lazyModule, type LazyModule } from './lazyModule';

/**
 * An element's component loaded when React first renders it: for an element whose every first state is drawn
 * without React (its `direct` render), so a page that never needs more (a returning visitor's age gate, a partner
 * page's first look) downloads none of the component. The runtime loads it before it renders, hydrates or takes
 * over such an element (root.tsx); the server renderer is given it (src/server/lazyComponents.ts).
 */
export interface LazyComponent<P> extends FunctionComponent<P> {
  readonly code: LazyModule<ComponentType<P>>;
  /** hands it the component: the server renderer, which has every module at hand */
  provide(component: ComponentType<P>): void;
}

export function lazyComponent<P extends object>(tag: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const code = lazyModule(load, `<${tag}>: its code could not load; it stays as it is until it is shown again.`);
  const Lazy = ((props: P) => {
    const Component = code.loaded();
    // Never rendered before its code is here (the runtime waits); on the server, one not provided is a build error.
    if (!Component) {
      if (typeof customElements === 'undefined') throw new Error(`<${tag}>: the server renderer was not given its component (src/server/lazyComponents.ts).`);
      return null;
    }
    return createElement(Component as ComponentType<object>, props);
  }) as LazyComponent<P>;
  return Object.assign(Lazy, { displayName: `Lazy(${tag})`, code, provide: code.provide });
}
