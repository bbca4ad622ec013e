import { breadcrumbList, breadcrumbShown, type BreadcrumbItem } from './breadcrumb';
import { arrayOf, asRecord, isOn, text } from './footerValues';
import { firstNavLists, footerLogos, secondNavList, type FooterViewer } from './footerLists';
import { footerBanner, healthWarningContent } from './footerOrientation';

export * from './footerValues';
export * from './footerLists';
export * from './footerOrientation';
export type { BreadcrumbItem } from './breadcrumb';

/**
 * The footer's rules: which sections show and in which order, and the breadcrumb. The
 * lists (filtered by visibleTo) are in footerLists.ts, the blocks set per orientation (health
 * warning, banner) in footerOrientation.ts, the readers of loosely typed content in footerValues.ts.
 */

/** The six sections, in the order the footer shows them. */
export const FOOTER_SECTIONS = ['healthWarning', 'breadCrumb', 'firstNav', 'logos', 'secondNav', 'banner'] as const;
export type FooterSection = (typeof FOOTER_SECTIONS)[number];

/** Names an author reads in the editor's config error label. */
export const FOOTER_SECTION_LABELS: Readonly<Record<FooterSection, string>> = {
  healthWarning: 'Health warning',
  breadCrumb: 'Breadcrumb',
  firstNav: 'First navigation',
  logos: 'Logos',
  secondNav: 'Second navigation',
  banner: 'Banner',
};

/**
 * The footer's breadcrumb trail, or [] when it is not shown (disabled, or one item or fewer: a trail of one is
 * just the page you are on). The rule is breadcrumb.ts's (shared with the account breadcrumb); with `hideInNav`,
 * items themselves flagged `hideInNav` are dropped; the last item's title is replaced by `pageTitle` when given.
 */
export function breadcrumbItems(config: unknown, pageTitle?: unknown): BreadcrumbItem[] {
  const record = asRecord(config);
  if (!isOn(record.enable)) return [];
  const items = breadcrumbList(arrayOf(record.items), { hideFlagged: isOn(record.hideInNav), pageTitle });
  return breadcrumbShown(items) ? items : [];
}

/** The footer's props as authored (the authored chrome configuration). */
export interface FooterConfig {
  healthWarning?: unknown;
  breadCrumb?: unknown;
  firstNav?: unknown;
  logos?: unknown;
  secondNav?: unknown;
  banner?: unknown;
  pageTitle?: unknown;
  languageSwitcher?: unknown;
}

export interface SectionContext extends FooterViewer {
  /** how many language links the switcher has (the footer's own, else the page's) */
  languageLinkCount: number;
}

/** The language switcher shows only with more than one link. */
export const showsLanguageSwitcher = (count: number): boolean => count > 1;

/**
 * Whether one section shows: its `enable` is on and it has something to show for this viewer.
 * A breadcrumb needs more than one item; the navigations need a link (or, for the first, a
 * language switcher); the banner and the health warning need content in some orientation.
 */
export function isSectionShown(section: FooterSection, config: FooterConfig, context: SectionContext): boolean {
  const sectionConfig = asRecord(config[section]);
  if (!isOn(sectionConfig.enable)) return false;
  switch (section) {
    case 'healthWarning':
      return healthWarningContent(sectionConfig) !== null;
    case 'breadCrumb':
      return breadcrumbItems(sectionConfig, config.pageTitle).length > 1;
    case 'firstNav':
      return firstNavLists(sectionConfig, context).length > 0 || showsLanguageSwitcher(context.languageLinkCount);
    case 'logos': {
      const logos = footerLogos(sectionConfig, context);
      return logos.lists.length > 0 || logos.rating !== null;
    }
    case 'secondNav':
      return secondNavList(sectionConfig, context).links.length > 0 || text(sectionConfig.copyrightText) !== '';
    case 'banner':
      return footerBanner(sectionConfig) !== null;
  }
}

/** The sections to show, in FOOTER_SECTIONS order. */
export function footerSections(config: unknown, context: SectionContext): FooterSection[] {
  const record = asRecord(config) as FooterConfig;
  return FOOTER_SECTIONS.filter((section) => isSectionShown(section, record, context));
}

/** The analytics section names pushed with footerNavigationClick. */
export type FooterClickSection = 'breadCrumb' | 'firstNav' | 'languageSwitcher' | 'secondNav' | 'banner';

/** The data of a footerNavigationClick push. */
export function footerClickData(section: FooterClickSection, linkLabel: string, linkUrl: string, listTitle?: string): Record<string, string> {
  return { linkLabel, linkUrl, section, ...(listTitle ? { listTitle } : {}) };
}
