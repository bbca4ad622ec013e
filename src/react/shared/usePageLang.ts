import { useContext, useLayoutEffect, useState } from 'react';
import { ElementContext, usePageConfig } from '../runtime/context';

/**
 * The page's language (BCP 47) for formatting dates and numbers: the market config's `lang`
 * (`<brand-page>` sets it), else the `lang` the host inherits from the document. The host is read
 * in a layout effect (never during render, so the component renders on a server, where the page's
 * config is the render's own, src/react/runtime/context.ts), before paint;
 * the runtime re-renders the element when the document's `lang` changes, and the effect follows.
 */
export function usePageLang(): string | undefined {
  const element = useContext(ElementContext);
  const fromConfig = usePageConfig().lang;
  const [fromHost, setFromHost] = useState<string | undefined>();
  useLayoutEffect(() => {
    setFromHost(element?.host.closest('[lang]')?.getAttribute('lang') || undefined);
  });
  return fromConfig || fromHost;
}
