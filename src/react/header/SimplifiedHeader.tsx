import { useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { safeImageUrl, safeUrl } from '../../core/security/safeUrl';
import { brandOf } from '../../themes';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { HealthWarning } from '../healthWarning/HealthWarning';
import { currentProps } from './navParts';
import { useHeaderScroll } from './useHeaderScroll';
import { barStyles, logoStyles, skipLinkStyles } from './styles';
import type { HeaderProps } from './Header';

export interface SimplifiedHeaderProps {
  healthWarning?: HeaderProps['healthWarning'];
  skipToMainContentLink?: HeaderProps['skipToMainContentLink'];
  logoConfig?: NonNullable<HeaderProps['mainNav']>['logoConfig'];
  /** an optional way back, e.g. `{ label: 'Back to the shop', linkUrl: '/shop' }` */
  backLink?: { label?: string; linkUrl?: string };
}

/**
 * The simplified header (checkout and landing pages): the health warning, the skip link and a
 * sticky bar with the logo and an optional way back; no navigation, account or cart.
 */
export function SimplifiedHeader({ healthWarning, skipToMainContentLink, logoConfig, backLink }: SimplifiedHeaderProps) {
  const { host } = useElement();
  const theme = useTheme();
  const bar = useRef<HTMLDivElement>(null);
  const { compact } = useHeaderScroll(host, bar, { paused: false, onScroll: () => {} });
  const logoHref = safeUrl(logoConfig?.linkUrl) ?? '/';
  const logoImage = safeImageUrl(compact && logoConfig?.compactImagePath ? logoConfig.compactImagePath : logoConfig?.imagePath);
  const backHref = safeUrl(backLink?.linkUrl);
  // The theme's label without its qualifier ("VEEV (vape)" → "VEEV") is the wordmark.
  const brandName = brandOf(theme).label.replace(/\s*\(.*\)$/, '');
  const skip = skipToMainContentLink;
  const skipClass = useThemedClass(skipLinkStyles);
  const barClass = useThemedClass(barStyles);
  const logoClass = useThemedClass(logoStyles);
  return (
    <header data-header="simplified">
      {skip?.label !== '' && (
        <a className={skipClass} href={safeUrl(skip?.linkUrl) ?? '#main'} data-skip-link="">
          {skip?.label || 'Skip to main content'}
        </a>
      )}
      {healthWarning?.enableHealthWarning && (
        <div data-header-warning="">
          <HealthWarning text={healthWarning.content} tone={healthWarning.theme === 'dark' ? 'dark' : 'light'} />
        </div>
      )}
      <div ref={bar} className={barClass} data-bar="">
        <a className={logoClass} href={logoHref} data-compact={compact ? '' : undefined} {...currentProps(logoHref)} data-logo="">
          {logoImage ? <img src={logoImage} alt={logoConfig?.altText || `${brandName} home`} /> : <span aria-label={`${brandName} home`}>{brandName}</span>}
        </a>
        {backHref && backLink?.label && (
          <div data-actions="">
            <a href={backHref} data-back-link="">
              {backLink.label}
            </a>
          </div>
        )}
      </div>
    </header>
  );
}
