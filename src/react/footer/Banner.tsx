import { useLayoutEffect, useRef } from 'react';
import { asRecord, footerBanner, text } from '../../core/chrome/footer';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeCss } from '../shared/useSafeCss';
import { trackFooterClick, useReportRefused } from './shared';
import { bannerStyles, orientationStyles } from './styles';

/**
 * Section 6: the promotional banner. Shown and sticky per orientation (data-portrait /
 * data-landscape: hidden, static or sticky); a sticky banner is pinned to the bottom of the
 * viewport at z-index 800, and the section keeps its height in the page so nothing ends up
 * hidden under it. `noIndex` keeps it out of search-engine snippets (data-nosnippet).
 */
export function BannerSection({ config }: { config: unknown }) {
  const className = `${useThemedClass(bannerStyles)} ${useThemedClass(orientationStyles)}`;
  const section = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const banner = footerBanner(config);
  const rawUrl = text(asRecord(config).linkUrl);
  useReportRefused(banner && rawUrl && !banner.href ? [rawUrl] : [], 'banner');
  const check = useSafeCss();
  if (banner) check('color', 'banner.background', asRecord(config).background); // only reports: footerBanner left a refused colour out
  const sticky = !!banner && (banner.layout.portrait === 'sticky' || banner.layout.landscape === 'sticky');

  useLayoutEffect(() => {
    const box = panel.current;
    const host = section.current;
    if (!sticky || !box || !host) return;
    const measure = () => host.style.setProperty('--brand-banner-height', `${box.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [sticky]);

  if (!banner) return null;
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.imageAlt}
      width={banner.imageWidth}
      height={banner.imageHeight}
      loading={sticky ? undefined : 'lazy'}
      decoding="async"
    />
  );
  return (
    <div
      ref={section}
      className={className}
      data-footer-section="banner"
      data-portrait={banner.layout.portrait}
      data-landscape={banner.layout.landscape}
      {...(banner.noIndex ? { 'data-nosnippet': '' } : {})}
    >
      <div ref={panel} data-banner-panel="" style={banner.background ? { background: banner.background } : undefined}>
        {banner.href ? (
          <a
            href={banner.href}
            aria-label={banner.ariaLabel}
            onClick={() => trackFooterClick('banner', banner.ariaLabel || banner.imageAlt, banner.href!)}
          >
            {image}
          </a>
        ) : (
          image
        )}
      </div>
    </div>
  );
}
