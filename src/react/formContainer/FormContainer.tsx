import { useContext } from 'react';
import { ElementContext } from '../runtime/context';
import { FormFrame } from './FormFrame';
import { useFormSubmission } from './useFormSubmission';

export interface FormContainerProps {
  /** where the JSON goes: same-origin or https (anything else is refused) */
  action?: string;
  /** POST (default), PUT or PATCH */
  method?: string;
  successMessage?: string;
  errorMessage?: string;
  /** on success the fields disappear and the success message stays */
  hideOnSuccess?: boolean;
  /** a page to go to after success (same-origin or https), as AEM's form container's "thank you page" */
  redirect?: string;
  /** accessible name of the form region */
  title?: string;
  onFormSubmit?: (detail: { id: string; data: Record<string, unknown> }) => void;
  onFormError?: (detail: { id: string; status: number }) => void;
}

/** A form around the fields in its light DOM: validates them all, sends them as JSON, says how it went. */
export function FormContainer({ action, method, successMessage, errorMessage, hideOnSuccess, redirect, title, onFormSubmit, onFormError }: FormContainerProps) {
  const element = useContext(ElementContext);
  const submission = useFormSubmission({
    host: element?.host,
    tag: element?.tag ?? 'brand-form-container',
    action,
    method,
    redirect,
    editing: element?.mode === 'edit',
    onFormSubmit,
    onFormError,
  });
  return <FormFrame submission={submission} label={title} successMessage={successMessage} errorMessage={errorMessage} hideOnSuccess={hideOnSuccess} />;
}
