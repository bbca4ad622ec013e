import { type ReactNode } from 'react';
import { FOOTER_SECTIONS, isSectionShown, type FooterConfig, type FooterSection, type SectionContext } from '../../core/chrome/footer';
import { normalizeLanguageLinks } from '../../core/chrome/languages';
import { pageConfig } from '../../core/stores/pageConfig';
import { useElement, usePageConfig } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { BannerSection } from './Banner';
import { BreadcrumbSection } from './Breadcrumb';
import { FirstNavSection } from './FirstNav';
import { HealthWarningSection } from './HealthWarningSection';
import { LogosSection } from './Logos';
import { SecondNavSection } from './SecondNav';
import { SectionBoundary } from './SectionBoundary';
import { useFooterViewer } from './shared';
import { footerStyles } from './styles';

/** The authored chrome configuration, plus the page title and language links. */
export interface FooterProps extends FooterConfig {
  /** replaces the last breadcrumb item's title (the current page) */
  pageTitle?: string;
  /** the footer's own language links; undefined: the page's `languageSwitcher` (pageConfig store) */
  languageSwitcher?: unknown;
}

const versions = new WeakMap<object, number>();
let nextVersion = 1;
/**
 * A section's reset key: a number that changes when its config object does. A number rather
 * than the object itself, so that nothing outside the section's boundary (React's development
 * logging of a failed boundary's props) walks a config that may throw.
 */
function versionOf(value: unknown): number | string {
  if (!value || typeof value !== 'object') return String(value);
  let version = versions.get(value);
  if (version === undefined) versions.set(value, (version = nextVersion++));
  return version;
}

/**
 * One section, decided and built inside its own error boundary (the caller's), so that a
 * section whose config makes it throw, even while deciding whether to show, takes only itself down.
 */
function Section({ section, props, context }: { section: FooterSection; props: FooterProps; context: SectionContext }): ReactNode {
  if (!isSectionShown(section, props, context)) return null;
  switch (section) {
    case 'healthWarning':
      return <HealthWarningSection config={props.healthWarning} />;
    case 'breadCrumb':
      return <BreadcrumbSection config={props.breadCrumb} pageTitle={props.pageTitle} />;
    case 'firstNav':
      return <FirstNavSection config={props.firstNav} languageSwitcher={props.languageSwitcher} languageLinkCount={context.languageLinkCount} />;
    case 'logos':
      return <LogosSection config={props.logos} />;
    case 'secondNav':
      return <SecondNavSection config={props.secondNav} />;
    case 'banner':
      return <BannerSection config={props.banner} />;
  }
}

/**
 * The page footer: up to six optional sections in this order (health warning, breadcrumb, first
 * navigation, logos, second navigation, banner), each only when enabled, each in its own error
 * boundary.
 */
export function Footer(props: FooterProps) {
  const className = useThemedClass(footerStyles);
  const { tag, authoring } = useElement();
  const viewer = useFooterViewer();
  const config = usePageConfig();
  const languages = props.languageSwitcher === undefined ? config.languageSwitcher : props.languageSwitcher;
  const context: SectionContext = { ...viewer, languageLinkCount: normalizeLanguageLinks(languages).length };
  return (
    <footer className={className} part="footer">
      {FOOTER_SECTIONS.map((section) => (
        <SectionBoundary key={section} section={section} tag={tag} authoring={authoring} resetKey={versionOf(props[section])}>
          <Section section={section} props={props} context={context} />
        </SectionBoundary>
      ))}
    </footer>
  );
}
