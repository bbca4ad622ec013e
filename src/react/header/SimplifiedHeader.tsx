import { useRef } from 'react';
import { safeUrl } from '../../core/security/safeUrl';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { useHeaderScroll } from './useHeaderScroll';
import { barStyles } from './styles';
import { HeaderTop, Logo, type LogoConfig } from './HeaderTop';
import type { HeaderProps } from './Header';

export interface SimplifiedHeaderProps {
  healthWarning?: HeaderProps['healthWarning'];
  skipToMainContentLink?: HeaderProps['skipToMainContentLink'];
  logoConfig?: LogoConfig;
  /** an optional way back, e.g. `{ label: 'Back to the shop', linkUrl: '/shop' }` */
  backLink?: { label?: string; linkUrl?: string };
}

/**
 * The simplified header (checkout and landing pages): the health warning, the skip link and a
 * sticky bar with the logo and an optional way back; no navigation, account or cart.
 */
export function SimplifiedHeader({ healthWarning, skipToMainContentLink, logoConfig, backLink }: SimplifiedHeaderProps) {
  const { host } = useElement();
  const bar = useRef<HTMLDivElement>(null);
  const { compact } = useHeaderScroll(host, bar, { paused: false, onScroll: () => {} });
  const backHref = safeUrl(backLink?.linkUrl);
  const barClass = useThemedClass(barStyles);
  return (
    <header data-header="simplified">
      <HeaderTop skip={skipToMainContentLink} healthWarning={healthWarning} />
      <div ref={bar} className={barClass} data-bar="">
        <Logo config={logoConfig} compact={compact} />
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
