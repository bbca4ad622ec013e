import { useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { pageConfig } from '../../core/stores/pageConfig';
import { ElementContext } from '../runtime/context';

const configLang = () => pageConfig.getSnapshot().lang;

/**
 * The page's language (BCP 47) for formatting dates and numbers: the market config's `lang`
 * (`<brand-page>` sets it), else the `lang` the host inherits from the document. The host is read
 * in a layout effect (never during render, so the component renders on a server, where the page's
 * config is what renderPage set), before paint;
 * the runtime re-renders the element when the document's `lang` changes, and the effect follows.
 */
export function usePageLang(): string | undefined {
  const element = useContext(ElementContext);
  const fromConfig = useSyncExternalStore(pageConfig.subscribe, configLang, configLang);
  const [fromHost, setFromHost] = useState<string | undefined>();
  useLayoutEffect(() => {
    setFromHost(element?.host.closest('[lang]')?.getAttribute('lang') || undefined);
  });
  return fromConfig || fromHost;
}
