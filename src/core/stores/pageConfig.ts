import { createStore } from './createStore';
import type { HybrisConfig, MuleSoftConfig } from '../services/configTypes';

/**
 * The market configuration of the page (root model `config`): the part every element needs
 * to style itself. `<brand-page>` fills it from the root model; a partner page may call
 * `pageConfig.set(...)` itself. Empty until then.
 */
export interface PageConfig {
  theme?: string;
  rtl?: boolean;
  lang?: string;
  market?: string;
  /** the root model's `languageSwitcher` (items of `{ title, link }`): the header's and footer's language links */
  languageSwitcher?: unknown;
  /** the root model's `myAccBreadcrumbs`: the account area's trail, read by brand-account-breadcrumb
   * (items of `{ title, link }`, the current page last) */
  myAccBreadcrumbs?: unknown;
  /** `config.hybrisConfig.autoDeliveryTypeId`: the cart order type that makes the header link the auto-delivery cart */
  autoDeliveryTypeId?: string;
  /** `config.muleSoftConfig`: the consumer service, for elements that call it themselves (brand-login) */
  muleSoftConfig?: MuleSoftConfig;
  /** `config.hybrisConfig`: the commerce service */
  hybrisConfig?: HybrisConfig;
  /** `config.shopConfig`: the shop's rules (`orderRequiresHardAgeVerification`: brand-checkout, core/commerce/checkout.ts) */
  shopConfig?: Record<string, unknown>;
  /** `config.embedOrigins`: the exact origins whose frames (brand-iframe) may be sent the visitor's data; none without it */
  embedOrigins?: readonly string[];
}

export const pageConfig = createStore<PageConfig>({});
