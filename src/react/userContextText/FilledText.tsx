import { useLayoutEffect, useMemo, useRef } from 'react';
import { formatPoints, memberSince, profileSummary, tierLabel } from '../../core/account/profileSummary';
import { fillUserContextIn, placeholdersIn, type UserContextValues } from '../../core/text/userContext';
import { sanitizeHtml } from '../../core/security/sanitizeHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import { useVisitorProfile } from '../accountDetails/useVisitorProfile';
import type { UserContextTextProps } from './UserContextText';
import { userContextStyles } from './styles';

/** The text filled with the signed-in visitor's values, once they are known (the content of UserContextText's gate). */
export function FilledText(props: UserContextTextProps) {
  const className = useThemedClass(userContextStyles);
  const lang = usePageLang();
  const used = useMemo(() => placeholdersIn(props.text), [props.text]);
  const profile = useVisitorProfile(props.muleSoftConfig, used.has('points'));

  // Until the values are known the text holds its place filled with the fallbacks, hidden (nothing half-filled flashes by).
  const loading = profile.status === 'loading' || !profile.loyaltySettled;
  const summary = profileSummary(profile.consumer);
  const values: UserContextValues = loading
    ? {}
    : {
        firstName: summary.firstName,
        lastName: summary.lastName,
        fullName: summary.fullName,
        email: summary.email,
        birthYear: summary.birthYear,
        tier: tierLabel(profile.tier, props.tierLabels),
        points: formatPoints(profile.points, lang),
        memberSince: memberSince(summary.createdAt, lang),
      };
  return <FilledHtml html={props.text ?? ''} values={values} fallbacks={props.fallbacks} className={className} loading={loading} />;
}

/** The authored HTML sanitized (DOMPurify) first, then filled through the DOM (core/text/userContext.ts). */
function FilledHtml({ html, values, fallbacks, className, loading }: { html: string; values: UserContextValues; fallbacks: unknown; className: string; loading: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const valuesKey = JSON.stringify(values);
  const fallbacksKey = JSON.stringify(fallbacks ?? null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.innerHTML = sanitizeHtml(html) as string;
    fillUserContextIn(element, values, fallbacks);
  }, [html, valuesKey, fallbacksKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return <div ref={ref} dir="auto" className={className} data-user-context={loading ? 'loading' : 'ready'} aria-hidden={loading || undefined} aria-busy={loading || undefined} />;
}
