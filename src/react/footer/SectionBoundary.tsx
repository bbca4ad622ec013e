import type { ReactNode } from 'react';
import { FOOTER_SECTION_LABELS, type FooterSection } from '../../core/chrome/footer';
import { GenericErrorText, ResettableErrorBoundary } from '../runtime/ErrorBoundary';
import { useThemedClass } from '../runtime/useThemedClass';
import { configErrorStyles } from './styles';

interface Props {
  section: FooterSection;
  tag: string;
  authoring: boolean;
  /** a new value (the section's new config) lets the section try again */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * A page chrome block that fails to build fails alone: each footer section is built inside its own
 * boundary. A section that throws logs one error naming it; authors see a config error label naming
 * the section, visitors the generic (hidden) error text; the other sections still render.
 */
export function SectionBoundary({ section, tag, authoring, resetKey, children }: Props) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      onError={(error) => console.error(`<${tag}>: the ${FOOTER_SECTION_LABELS[section]} section could not be built: ${error.message}`, error)}
      fallback={(error) => (authoring ? <ConfigErrorLabel section={section} message={error.message} /> : <GenericErrorText message={error.message} />)}
    >
      {children}
    </ResettableErrorBoundary>
  );
}

function ConfigErrorLabel({ section, message }: { section: FooterSection; message: string }) {
  const className = useThemedClass(configErrorStyles);
  return (
    <div role="alert" className={className} data-brand-config-error={section}>
      <strong>Footer configuration error: {FOOTER_SECTION_LABELS[section]}.</strong> {message}
    </div>
  );
}
