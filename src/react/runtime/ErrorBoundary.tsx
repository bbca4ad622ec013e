import { Component, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { authoringStore } from '../../core/stores/authoring';
import { isAuthoringMode } from '../../core/model/authoring';

interface Props {
  tag: string;
  host: HTMLElement;
  /** where the error state renders: the element's shadow root (the boundary sits above the portal into it) */
  container: ShadowRoot;
  /** a new value (new props) lets the element try again after a failure */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * What a visitor gets where an element (or a block inside one, such as a footer section) failed:
 * the error text, hidden.
 */
export function GenericErrorText({ message }: { message: string }) {
  return (
    <div data-brand-error-text hidden>
      {message}
    </div>
  );
}

interface BoundaryProps {
  /** a new value (new props or config) lets the children try again after a failure */
  resetKey: unknown;
  /** once per failure: report it */
  onError: (error: Error) => void;
  /** after a render without a failure (a recovery clears what onError marked) */
  onHealthy?: () => void;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/** An error boundary that tries again when resetKey changes; what it reports and shows is the caller's. */
export class ResettableErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override componentDidUpdate(): void {
    if (!this.state.error) this.props.onHealthy?.();
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * One per element, outside its providers: a failing element (its component, its theme, its slot's
 * own effects) logs one message naming it and shows its error state; the shared root and the rest
 * of the page live on. Authors see the error in the editor; visitors get a hidden error text.
 */
export function ElementErrorBoundary({ tag, host, container, resetKey, children }: Props) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      onError={(error) => {
        console.error(`<${tag}>: failed to render: ${error.message}`, error);
        host.setAttribute('data-brand-error', error.message);
      }}
      onHealthy={() => host.removeAttribute('data-brand-error')}
      fallback={(error) =>
        createPortal(
          isAuthoringMode(authoringStore.getSnapshot()) ? (
            <div role="alert" style={{ border: '2px dashed #C73636', color: '#C73636', padding: '0.5rem 1rem', font: '14px/1.4 sans-serif' }}>
              &lt;{tag}&gt; could not be shown: {error.message}
            </div>
          ) : (
            <GenericErrorText message={error.message} />
          ),
          container,
        )
      }
    >
      {children}
    </ResettableErrorBoundary>
  );
}
