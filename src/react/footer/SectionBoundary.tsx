import { Component, type ReactNode } from 'react';
import { FOOTER_SECTION_LABELS, type FooterSection } from '../../core/chrome/footer';
import { GenericErrorText } from '../runtime/ErrorBoundary';
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

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Component-catalogue section 8, "Page chrome block build failure": each footer section is built
 * inside its own boundary. A section that throws logs one error naming it; authors see a config
 * error label naming the section, visitors the generic (hidden) error text; the other sections
 * still render.
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`<${this.props.tag}>: the ${FOOTER_SECTION_LABELS[this.props.section]} section could not be built: ${message}`, error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.authoring) return <GenericErrorText message={error.message} />;
    return <ConfigErrorLabel section={this.props.section} message={error.message} />;
  }
}

function ConfigErrorLabel({ section, message }: { section: FooterSection; message: string }) {
  const className = useThemedClass(configErrorStyles);
  return (
    <div role="alert" className={className} data-brand-config-error={section}>
      <strong>Footer configuration error: {FOOTER_SECTION_LABELS[section]}.</strong> {message}
    </div>
  );
}
