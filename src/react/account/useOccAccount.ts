import { useMemo } from 'react';
import { pageConfig } from '../../core/stores/pageConfig';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { createOccAccountClient, type OccAccountClient } from '../../core/services/occAccount';
import { usePageConfig } from '../runtime/context';

/**
 * The services an account element calls: the element's own `hybrisConfig` / `muleSoftConfig` props (a partner
 * page), else the root model's through pageConfig (`<brand-page>`). `occ` is undefined while no commerce service
 * is known: the element shows its load error rather than calling nowhere.
 */
export function useAccountServices(props: { hybrisConfig?: HybrisConfig; muleSoftConfig?: MuleSoftConfig }, logLabel: string) {
  const page = usePageConfig();
  const hybrisConfig = props.hybrisConfig ?? page.hybrisConfig;
  const muleSoftConfig = props.muleSoftConfig ?? page.muleSoftConfig;
  const occ = useMemo<OccAccountClient | undefined>(
    () => (hybrisConfig?.apiUrl && hybrisConfig.site ? createOccAccountClient(hybrisConfig, { logLabel, lang: page.lang }) : undefined),
    [hybrisConfig?.apiUrl, hybrisConfig?.site, logLabel, page.lang],
  );
  return { occ, hybrisConfig, muleSoftConfig, lang: page.lang };
}
