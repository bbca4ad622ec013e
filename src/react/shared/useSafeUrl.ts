import { useContext, useEffect } from 'react';
import { safeUrl } from '../../core/security/safeUrl';
import { ElementContext } from '../runtime/context';

/**
 * An authored URL, or undefined when it is missing or refused (javascript:, data:, …).
 * A refused URL is reported once with the element's tag, never followed.
 */
export function useSafeUrl(value: unknown, field = 'linkUrl'): string | undefined {
  const element = useContext(ElementContext);
  const url = safeUrl(value) ?? undefined;
  const refused = typeof value === 'string' && value.trim() !== '' && url === undefined;
  useEffect(() => {
    if (refused) {
      const shown = String(value).slice(0, 60);
      console.error(`<${element?.tag ?? 'brand-element'}>: refused ${field} "${shown}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [refused, value, field, element?.tag]);
  return url;
}
