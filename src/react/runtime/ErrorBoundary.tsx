import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  host: HTMLElement;
  authoring: boolean;
  /** a new value (new props) lets the element try again after a failure */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * What a visitor gets where an element (or a block inside one, such as a footer section) failed:
 * the error text, hidden (spec: "otherwise a hidden error text is output").
 */
export function GenericErrorText({ message }: { message: string }) {
  return (
    <div data-brand-error-text hidden>
      {message}
    </div>
  );
}

/**
 * One per element: a failing element logs one message naming it and shows its error state;
 * the rest of the page lives on. Authors see the error in the editor; visitors get a hidden
 * error text (spec: "otherwise a hidden error text is output").
 */
export class ElementErrorBoundary extends Component<Props, State> {
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
    console.error(`<${this.props.tag}>: failed to render: ${message}`, error);
    this.props.host.setAttribute('data-brand-error', message);
  }

  override componentDidUpdate(): void {
    if (!this.state.error) this.props.host.removeAttribute('data-brand-error');
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.authoring) return <GenericErrorText message={error.message} />;
    return (
      <div
        role="alert"
        style={{ border: '2px dashed #C73636', color: '#C73636', padding: '0.5rem 1rem', font: '14px/1.4 sans-serif' }}
      >
        &lt;{this.props.tag}&gt; could not be shown: {error.message}
      </div>
    );
  }
}
