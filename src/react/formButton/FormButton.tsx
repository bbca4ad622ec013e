import { useEffect, useState } from 'react';
import { Button } from '../button/Button';
import { requestReset, requestSubmit, isFormContainerBusy, subscribeFormContainerBusy } from '../forms/formActions';
import { fieldHost } from '../forms/useFormField';
import { disabledByForm, subscribeFormField } from '../runtime/formField';
import { isFormNavigating, watchFormNavigation } from './formNavigation';

export interface FormButtonProps {
  /** the label (AEM's form button `title`) */
  title?: string;
  type?: 'submit' | 'reset' | 'button';
  /** with `value`, the entry a submit button adds to the submission it triggers */
  name?: string;
  value?: string;
  variant?: 'contained' | 'outlined' | 'text';
  fullWidth?: boolean;
  disabled?: boolean;
  /** the host's ElementInternals (formAssociated) */
  internals?: ElementInternals;
}

const TYPES = new Set(['submit', 'reset', 'button']);

/**
 * A form's submit, reset or plain button, with the look of brand-button. Submit and reset act on
 * the page's <form> around the host, else on the brand-form-container around it. A submit shows
 * progress and refuses a second press while the container sends, or, in a plain <form>, once a
 * submission the page did not cancel is navigating away (formNavigation.ts: until the page is shown
 * again, or 10 s when it stays: a 204, a download).
 */
export function FormButton({ title, type = 'submit', name, value = '', variant, fullWidth = false, disabled = false, internals }: FormButtonProps) {
  const kind = TYPES.has(type) ? type : 'submit';
  const [formDisabled, setFormDisabled] = useState(() => disabledByForm(internals));
  const [navigating, setNavigating] = useState(false);
  const [containerBusy, setContainerBusy] = useState(false);

  // A disabled <fieldset> or form around the host disables it, as it would a native button.
  useEffect(() => {
    if (!internals) return;
    return subscribeFormField(internals, (event) => {
      if (event.type === 'disabled') setFormDisabled(event.disabled);
    });
  }, [internals]);

  // Inside a form container: its busy flag.
  useEffect(() => {
    if (kind !== 'submit') return;
    const host = fieldHost(internals);
    const read = () => setContainerBusy(isFormContainerBusy(host));
    read();
    return subscribeFormContainerBusy(read);
  }, [internals, kind]);

  // Inside a plain <form>: a submission nobody cancelled (whoever started it) is leaving the page.
  useEffect(() => {
    const form = internals?.form;
    if (kind !== 'submit' || !form) return;
    const read = () => setNavigating(isFormNavigating(form));
    read();
    return watchFormNavigation(form, read);
  }, [internals, kind]);

  const isDisabled = disabled || formDisabled;
  // A disabled button shows no progress of a submission another control started.
  const busy = kind === 'submit' && !isDisabled && (navigating || containerBusy);
  const press = () => {
    if (busy) return;
    const host = fieldHost(internals);
    if (kind === 'submit') requestSubmit(host, internals, name ? { name, value } : undefined);
    else if (kind === 'reset') requestReset(host, internals);
  };

  return (
    <Button
      label={title}
      type={kind}
      variant={variant}
      fullWidth={fullWidth}
      disabled={isDisabled}
      busy={busy}
      onPress={kind === 'button' ? undefined : press}
    />
  );
}
