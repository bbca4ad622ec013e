import { safeImageUrl, safeUrl } from '../../core/security/safeUrl';
import { brandOf } from '../../themes';
import { useTheme } from '../runtime/useTheme';
import { useThemedClass } from '../runtime/useThemedClass';
import { WarningBox } from '../healthWarning/WarningBox';
import { useCurrentProps } from './navParts';
import { logoStyles, skipLinkStyles } from './topBarStyles';
import type { HeaderProps } from './Header';

/** What both headers show above their bar: the skip link and the health warning. */
export function HeaderTop({ skip, healthWarning }: { skip: HeaderProps['skipToMainContentLink']; healthWarning: HeaderProps['healthWarning'] }) {
  const skipClass = useThemedClass(skipLinkStyles);
  return (
    <>
      {skip?.label !== '' && (
        <a className={skipClass} href={safeUrl(skip?.linkUrl) ?? '#main'} data-skip-link="">
          {skip?.label || 'Skip to main content'}
        </a>
      )}
      {healthWarning?.enableHealthWarning && (
        <div data-header-warning="">
          <WarningBox html={healthWarning.content} tone={healthWarning.theme} />
        </div>
      )}
    </>
  );
}

export type LogoConfig = NonNullable<HeaderProps['mainNav']>['logoConfig'];

/**
 * The logo link: the authored image (its compact version once the page is scrolled), else the
 * brand's wordmark from the element's theme ("VEEV (vape)" → "VEEV").
 */
export function Logo({ config, compact }: { config: LogoConfig; compact: boolean }) {
  const currentProps = useCurrentProps();
  const className = useThemedClass(logoStyles);
  const brandName = brandOf(useTheme()).label.replace(/\s*\(.*\)$/, '');
  const href = safeUrl(config?.linkUrl) ?? '/';
  const image = safeImageUrl(compact && config?.compactImagePath ? config.compactImagePath : config?.imagePath);
  return (
    <a className={className} href={href} data-compact={compact ? '' : undefined} {...currentProps(href)} data-logo="">
      {image ? <img src={image} alt={config?.altText || `${brandName} home`} /> : <span aria-label={`${brandName} home`}>{brandName}</span>}
    </a>
  );
}
