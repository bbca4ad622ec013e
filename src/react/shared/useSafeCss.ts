import { useContext, useEffect } from 'react';
import { isAuthoredCss, reportUnsafeCss, safeCss, type CssValueKind } from '../../core/security/safeCss';
import { ElementContext } from '../runtime/context';

export type CssCheck = (kind: CssValueKind, field: string, value: unknown) => string | undefined;

/**
 * A check for the component's authored CSS values (core/security/safeCss): it returns the safe
 * value or undefined, and each refused value is reported once, after the commit, naming the
 * element and the field.
 */
export function useSafeCss(): CssCheck {
  const element = useContext(ElementContext);
  const refused: Array<[string, CssValueKind, unknown]> = [];
  useEffect(() => {
    for (const [field, kind, value] of refused) reportUnsafeCss(element, field, kind, value);
  });
  return (kind, field, value) => {
    const safe = safeCss(kind, value);
    if (safe === undefined && isAuthoredCss(value)) refused.push([field, kind, value]);
    return safe;
  };
}
