import { useContext, useEffect } from 'react';
import { safeUrl, safeWebUrl } from '../../core/security/safeUrl';
import { ElementContext } from '../runtime/context';

/**
 * An authored URL, or undefined when it is missing or refused (javascript:, data:, …).
 * A refused URL is reported once with the element's tag, never followed. `webOnly`: http(s) and relative only.
 */
export function useSafeUrl(value: unknown, field = 'linkUrl', options: { webOnly?: boolean } = {}): string | undefined {
  const element = useContext(ElementContext);
  // webOnly: a page to open (http(s) or relative), no mailto: or tel: either
  const url = (options.webOnly ? safeWebUrl(value) : safeUrl(value)) ?? undefined;
  const refused = typeof value === 'string' && value.trim() !== '' && url === undefined;
  const allowed = options.webOnly ? 'http(s) and relative' : 'http(s), mailto, tel and relative';
  useEffect(() => {
    if (refused) {
      const shown = String(value).slice(0, 60);
      console.error(`<${element?.tag ?? 'brand-element'}>: refused ${field} "${shown}": only ${allowed} URLs are allowed.`);
    }
  }, [refused, value, field, element?.tag, allowed]);
  return url;
}
