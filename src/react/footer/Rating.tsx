import { useEffect, useState, type ComponentType } from 'react';
import type { FooterRating } from '../../core/chrome/footerLists';
import { lazyModule } from '../runtime/lazyModule';
import { useThemedClass } from '../runtime/useThemedClass';
import type { RatingWidgetProps } from '../ratingWidget/RatingWidget';
import { labelStyles, rootStyles, trustedShopStyles, trustPilotStyles } from '../ratingWidget/styles';

/** How long the rating waits for an idle moment before its code is fetched anyway (or, without requestIdleCallback, at all). */
const FETCH_FALLBACK_MS = 3000;

const widgetCode = lazyModule(() => import('../ratingWidget/RatingWidget'), 'brand-footer: the rating widget could not load; its label stays.');

/**
 * The footer's rate-and-review widget, whose code (the provider's snippet, its script's loading) is fetched once the
 * page is idle or the rating nears the viewport, whichever comes first: until then, and on the server, its label and
 * the provider's room, laid out as the widget lays them out (nothing moves when it arrives). If its code cannot load, the label
 * alone stays, as when the provider's script cannot.
 */
export function FooterRatingWidget({ rating }: { rating: FooterRating }) {
  // (Never the widget in the first render, even when its code is here: a server-rendered footer hydrates the placeholder.)
  const [Widget, setWidget] = useState<ComponentType<RatingWidgetProps>>();
  const [failed, setFailed] = useState(false);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const rootClass = useThemedClass(rootStyles);
  const labelClass = useThemedClass(labelStyles);
  const trustPilotClass = useThemedClass(trustPilotStyles);
  const trustedShopClass = useThemedClass(trustedShopStyles);

  useEffect(() => {
    if (Widget || failed || !node) return;
    let asked = false;
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '100% 0px' }) : undefined;
    const idles = typeof requestIdleCallback === 'function';
    const idle = idles ? requestIdleCallback(() => load(), { timeout: FETCH_FALLBACK_MS }) : setTimeout(() => load(), FETCH_FALLBACK_MS);
    const stop = () => {
      asked = true;
      observer?.disconnect();
      if (idles) cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
    function load() {
      if (asked) return;
      stop();
      widgetCode.use(
        (module) => setWidget(() => module.RatingWidget),
        () => setFailed(true),
      );
    }
    observer?.observe(node);
    return stop;
  }, [Widget, node, failed]);

  if (Widget) return <Widget {...rating} />;
  // (The footer's rule has checked the service and its snippet or shop id; a script URL the widget then refuses leaves
  // only its label, the room going.)
  const text = rating.label?.trim() ?? '';
  if (failed && !text) return null;
  return (
    <div ref={setNode} className={rootClass} data-rating-widget={rating.serviceName} data-status={failed ? 'failed' : 'pending'}>
      {text && <p className={labelClass}>{text}</p>}
      {!failed && <div className={rating.serviceName === 'TrustPilot' ? trustPilotClass : trustedShopClass} />}
    </div>
  );
}
