import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { ElementContext } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { formStyles } from './styles';
import type { Submission } from './useFormSubmission';

export const DEFAULT_SUCCESS_MESSAGE = 'Thank you. Your message has been sent.';
export const DEFAULT_ERROR_MESSAGE = 'Sorry, your message could not be sent. Your answers are kept: please try again.';
export const SENDING_MESSAGE = 'Sending…';

export interface FormFrameProps {
  submission: Submission;
  /** accessible name of the form region */
  label?: string;
  successMessage?: string;
  errorMessage?: string;
  hideOnSuccess?: boolean;
  /** after the slotted fields (the lead-gen form's consents) */
  children?: ReactNode;
  /** before the fields, in the editor only (an authoring note) */
  note?: ReactNode;
  /** the form buttons (brand-form-button children) go after `children`, in the `actions` slot */
  actionsAfter?: boolean;
}

export const ACTIONS_SLOT = 'actions';

/** Puts the host's brand-form-button children in the actions slot, now and when the page replaces them. */
function useActionsSlot(host: HTMLElement | undefined, enabled: boolean): void {
  useLayoutEffect(() => {
    if (!host || !enabled) return undefined;
    const apply = () => {
      for (const child of Array.from(host.children)) {
        if (child.localName === 'brand-form-button' && child.getAttribute('slot') !== ACTIONS_SLOT) child.setAttribute('slot', ACTIONS_SLOT);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host, enabled]);
}

/**
 * A form container's shadow DOM: a form region around the slotted fields (inert and busy while
 * sending), a live region announcing the fields that need attention, and the success (role=status)
 * or error (role=alert) message, which takes focus.
 */
export function FormFrame({ submission, label, successMessage, errorMessage, hideOnSuccess, children, note, actionsAfter = false }: FormFrameProps) {
  useActionsSlot(useContext(ElementContext)?.host, actionsAfter);
  const className = useThemedClass(formStyles);
  const { status, announcement, messageRef, attempt } = submission;
  const sending = status === 'sending';
  return (
    <div className={className} role="form" aria-label={label || undefined} aria-busy={sending} part="form">
      {note}
      <div part="fields" inert={sending} hidden={status === 'success' && hideOnSuccess}>
        <slot />
        {children}
        {actionsAfter && <slot name={ACTIONS_SLOT} />}
      </div>
      <p data-sr-only="" role="status" aria-live="polite" aria-atomic="true" part="announcement">
        {announcement}
      </p>
      {sending && (
        <p data-progress="" part="progress">
          {SENDING_MESSAGE}
        </p>
      )}
      {status === 'success' && (
        <div key={`success-${attempt}`} data-message="success" role="status" tabIndex={-1} ref={messageRef} part="success" dir="auto">
          {successMessage?.trim() || DEFAULT_SUCCESS_MESSAGE}
        </div>
      )}
      {status === 'error' && (
        <div key={`error-${attempt}`} data-message="error" role="alert" tabIndex={-1} ref={messageRef} part="error" dir="auto">
          {errorMessage?.trim() || DEFAULT_ERROR_MESSAGE}
        </div>
      )}
    </div>
  );
}
