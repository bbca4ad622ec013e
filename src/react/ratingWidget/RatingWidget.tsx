import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ratingScript, TRUSTED_SHOP_BADGE } from '../../core/chrome/ratingWidget';
import { loadScriptOnce } from '../../core/async/loadScript';
import { ElementContext } from '../runtime/context';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { labelStyles, rootStyles, trustedShopStyles, trustPilotStyles } from './styles';

export interface RatingWidgetProps {
  /** TrustPilot or TrustedShop */
  serviceName?: 'TrustPilot' | 'TrustedShop' | string;
  /** TrustPilot's TrustBox snippet (HTML, sanitized; its data-* attributes are kept) */
  trustPilotSnippet?: string;
  /** TrustedShop's shop id (letters and digits) */
  trustedShopId?: string;
  /** a caption shown with the widget, and alone when the widget cannot load */
  label?: string;
  /** replaces the provider's script URL (http(s) or a same-origin path), e.g. a stand-in for tests */
  scriptUrl?: string;
}

interface TrustpilotApi {
  loadFromElement?: (element: Element, forceReload?: boolean) => void;
}

/** Scripts whose failure was already reported: one console error per script, however many widgets. */
const reported = new Set<string>();
function reportOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(message);
}

/**
 * The rate-and-review widget: TrustPilot's TrustBox from the
 * authored snippet, or TrustedShop's badge. The provider's script is loaded once per page, and
 * only when a widget first scrolls into view. If it cannot load, only the label is shown.
 */
export function RatingWidget({ serviceName, trustPilotSnippet, trustedShopId, label, scriptUrl }: RatingWidgetProps) {
  const element = useContext(ElementContext);
  const tag = element?.tag ?? 'brand-rating-widget';
  const script = useMemo(() => ratingScript({ serviceName, trustedShopId, trustPilotSnippet, scriptUrl }),
    [serviceName, trustedShopId, trustPilotSnippet, scriptUrl],
  );
  const [status, setStatus] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  // A callback ref in state: the root may appear after a render that showed nothing, and the
  // loading effect must run again then.
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const providerRef = useRef<HTMLDivElement>(null);
  const rootClass = useThemedClass(rootStyles);
  const labelClass = useThemedClass(labelStyles);
  const trustPilotClass = useThemedClass(trustPilotStyles);
  const trustedShopClass = useThemedClass(trustedShopStyles);
  const url = script.ok ? script.url : undefined;

  // A new script (or none) starts from waiting, so the root renders and the effect below can load it.
  useEffect(() => {
    if (script.ok) setStatus('waiting');
  }, [url, script.ok]);

  useEffect(() => {
    if (!script.ok) {
      reportOnce(`${tag}|${script.reason}`, `<${tag}>: ${script.reason}; only the label is shown.`);
      setStatus('failed');
      return;
    }
    if (!node) return;
    let cancelled = false;
    const load = () =>
      loadScriptOnce(script.url).then(
        () => !cancelled && setStatus('loaded'),
        () => {
          reportOnce(script.url, `<${tag}>: the ${script.provider} script ${script.url} could not load; only the label is shown.`);
          if (!cancelled) setStatus('failed');
        },
      );
    if (typeof IntersectionObserver !== 'function') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
    // Keyed by what decides the load (the URL, or why there is none), not by the rebuilt object.
  }, [url, script.ok ? script.provider : script.reason, tag, node]);

  // TrustPilot's bootstrap only scans the document, never shadow roots: hand it our TrustBox.
  useEffect(() => {
    if (status !== 'loaded' || !script.ok || script.provider !== 'TrustPilot') return;
    const box = providerRef.current?.querySelector('.trustpilot-widget') ?? providerRef.current?.firstElementChild;
    const api = (window as unknown as { Trustpilot?: TrustpilotApi }).Trustpilot;
    if (box && typeof api?.loadFromElement === 'function') api.loadFromElement(box, true);
  }, [status, script, trustPilotSnippet]);

  const text = typeof label === 'string' ? label.trim() : '';
  const showProvider = script.ok && status !== 'failed';
  if (!showProvider && !text) return null;
  return (
    <div ref={setNode} className={rootClass} data-rating-widget={script.ok ? script.provider : 'none'} data-status={status}>
      {text && <p className={labelClass}>{text}</p>}
      {showProvider && script.provider === 'TrustPilot' && (
        <div ref={providerRef} className={trustPilotClass}>
          <SanitizedHtml html={typeof trustPilotSnippet === 'string' ? trustPilotSnippet : ''} data-trustpilot-snippet="" />
        </div>
      )}
      {showProvider && script.provider === 'TrustedShop' && (
        <div ref={providerRef} className={trustedShopClass}>
          <TrustedShopBadge shopId={trustedShopId as string} />
        </div>
      )}
    </div>
  );
}

/** The provider's badge element with its fixed configuration; the provider's script defines it. */
function TrustedShopBadge({ shopId }: { shopId: string }) {
  const Badge = TRUSTED_SHOP_BADGE.tag as unknown as 'div';
  const attributes = {
    'shop-id': shopId,
    'card-trigger': TRUSTED_SHOP_BADGE.cardTrigger,
    variant: TRUSTED_SHOP_BADGE.variant,
    width: String(TRUSTED_SHOP_BADGE.width),
    height: String(TRUSTED_SHOP_BADGE.height),
  };
  return <Badge {...(attributes as object)} />;
}
