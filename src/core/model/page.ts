import { isRecord } from '../isRecord';
import type { PageConfig } from '../stores/pageConfig';
import type { HybrisConfig, MuleSoftConfig } from '../services/configTypes';
import { sanitize } from './paths';
import { embedOriginsOf } from '../embed/origins';
import type { ModelNode } from './types';

/**
 * What <brand-page> in the browser and renderPage on the server both read from a root model, so
 * the server's markup is the one the browser adopts: the same page, the same paths, the same config.
 */

/** The page a location shows: its `:children` entry of the root model, else the root itself. */
export function pageOf(root: ModelNode, pathname: string | undefined): { node: ModelNode; path: string } {
  const here = sanitize(pathname);
  const children = root[':children'];
  const child = here && isRecord(children) ? (children as Record<string, ModelNode>)[here] : undefined;
  if (child && Object.hasOwn(children as object, here!)) return { node: child, path: here! };
  return { node: root, path: sanitize(typeof root[':path'] === 'string' ? root[':path'] : '') ?? '' };
}

/** The path under which a page's items live: `${path}/jcr:content/<key>…` (their data-cq-data-path). */
export const contentPathOf = (pagePath: string): string => `${pagePath}/jcr:content`;

/** The root model's market `config`, or an empty one. */
export function marketConfig(root: ModelNode): Record<string, unknown> {
  return isRecord(root.config) ? (root.config as Record<string, unknown>) : {};
}

/** The page config (the store every element styles itself from) of a root model. */
export function pageConfigOf(root: ModelNode): PageConfig {
  const config = marketConfig(root);
  return {
    theme: typeof config.theme === 'string' ? config.theme : undefined,
    rtl: config.rtl === true,
    lang: typeof config.lang === 'string' ? config.lang : undefined,
    market: typeof config.market === 'string' ? config.market : undefined,
    languageSwitcher: (root as Record<string, unknown>).languageSwitcher,
    myAccBreadcrumbs: (root as Record<string, unknown>).myAccBreadcrumbs,
    autoDeliveryTypeId: readAutoDeliveryTypeId(config.hybrisConfig),
    muleSoftConfig: isRecord(config.muleSoftConfig) ? (config.muleSoftConfig as MuleSoftConfig) : undefined,
    hybrisConfig: isRecord(config.hybrisConfig) ? (config.hybrisConfig as HybrisConfig) : undefined,
    shopConfig: isRecord(config.shopConfig) ? config.shopConfig : undefined,
    embedOrigins: embedOriginsOf(config.embedOrigins),
  };
}

function readAutoDeliveryTypeId(hybrisConfig: unknown): string | undefined {
  const value = (hybrisConfig as { autoDeliveryTypeId?: unknown } | undefined)?.autoDeliveryTypeId;
  return typeof value === 'string' && value ? value : undefined;
}
