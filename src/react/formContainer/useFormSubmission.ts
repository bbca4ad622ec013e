import { useCallback, useEffect, useRef, useState } from 'react';
import { registerFormContainer, setFormContainerBusy, type FormContainerActions, type Submitter } from '../forms/formActions';
import { emitFormFieldEvent, fieldEntryOf, internalsOf } from '../runtime/formField';
import { attentionMessage, checkAction, collectData, formMethod, type SubmittedValue } from '../../core/forms/submission';
import { captchaHeaders } from '../../core/forms/captcha';
import type { FormSendResult } from '../../core/services/forms';

/** The sending (with the HTTP layer): code fetched when a first submission is sent, beside its captcha. */
const loadSend = () => import('../../core/services/forms').then((module) => module.sendForm);

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

/** What a container adds to the shared submission (the lead-gen form's consents). */
export interface SubmissionExtension {
  /** labels of what else needs attention (after the fields), and how to focus the first of them */
  check?: () => { labels: string[]; focus: () => void } | undefined;
  /** the body to send, from the fields' data */
  payload?: (data: Record<string, SubmittedValue>) => Record<string, unknown>;
  /** what else makes a submission different from the last one sent (the consents given) */
  signature?: () => unknown;
  /** back to the start (the container's reset) */
  reset?: () => void;
}

export interface SubmissionOptions extends SubmissionExtension {
  host: HTMLElement | undefined;
  tag: string;
  action?: string;
  method?: string;
  redirect?: string;
  /** the editor: validate, never send */
  editing?: boolean;
  onFormSubmit?: (detail: { id: string; data: Record<string, unknown> }) => void;
  onFormError?: (detail: { id: string; status: number }) => void;
}

export interface Submission {
  /** the host's id (the model's `id`): the form's name in events and the captcha */
  id: string;
  status: SubmissionStatus;
  /** the live region's text (fields that need attention) */
  announcement: string;
  /**
   * counts the outcomes shown (each failure, each success, each refused repeat): the message's key,
   * so a second identical message is a new node that is announced and focused again
   */
  attempt: number;
  /** the success or error message box: focus moves to it */
  messageRef: React.RefObject<HTMLDivElement | null>;
  submit: (submitter?: Submitter) => void;
  reset: () => void;
}

/** Our fields in the container's light DOM (nested containers' light DOM included), in document order. */
export function fieldsOf(host: HTMLElement): HTMLElement[] {
  return Array.from(host.querySelectorAll<HTMLElement>('*')).filter((element) => {
    if (!internalsOf(element)) return false;
    // A field of a form container nested inside this one belongs to that one.
    let node: Element | null = element.parentElement;
    while (node && node !== host) {
      if (node.localName === 'brand-form-container' || node.localName === 'brand-lead-gen-form') return false;
      node = node.parentElement;
    }
    return true;
  });
}

/** A field's label for the announcement: its model's or attribute's label, else its name. */
function labelOf(field: HTMLElement): string {
  const model = (field as { model?: { label?: unknown; title?: unknown } }).model;
  const label = model?.label ?? field.getAttribute('label') ?? (field as { label?: unknown }).label ?? model?.title;
  return typeof label === 'string' && label.trim() ? label : (fieldEntryOf(field)?.name ?? field.localName);
}

const logged = new WeakMap<HTMLElement, Set<string>>();
function errorOnce(host: HTMLElement, message: string): void {
  const seen = logged.get(host) ?? new Set<string>();
  logged.set(host, seen);
  if (seen.has(message)) return;
  seen.add(message);
  console.error(message);
}

/**
 * The form container's submission, shared by brand-form-container and brand-lead-gen-form:
 * registers the host as a form container (fields' Enter and submit buttons reach it), validates
 * every field (each shows its message), focuses the first invalid one and announces them all, or
 * sends the JSON (checked action, captcha header when a provider is registered, no double submit)
 * and reports success or failure with the values kept.
 */
export function useFormSubmission(options: SubmissionOptions): Submission {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [attempt, setAttempt] = useState(0);
  const messageRef = useRef<HTMLDivElement | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const sending = useRef(false);
  const actionsRef = useRef<FormContainerActions | undefined>(undefined);
  // What was last sent with success: the same again is not sent twice (the success message is shown anew).
  const sentKey = useRef<string | undefined>(undefined);
  const show = (next: SubmissionStatus) => {
    setStatus(next);
    setAttempt((count) => count + 1);
  };

  const reset = useCallback(() => {
    const { host } = latest.current;
    const actions = actionsRef.current;
    if (!host || !actions || sending.current) return;
    for (const field of fieldsOf(host)) emitFormFieldEvent(field, { type: 'reset' });
    latest.current.reset?.();
    sentKey.current = undefined;
    setAnnouncement('');
    setStatus('idle');
  }, []);

  const submit = useCallback((submitter?: Submitter) => {
    const { host, tag, editing } = latest.current;
    const actions = actionsRef.current;
    if (!host || !actions || sending.current) return;
    const fields = fieldsOf(host);
    // checkValidity() fires `invalid` on each invalid field, which makes it show its message.
    const invalid = fields.filter((field) => internalsOf(field)?.checkValidity() === false);
    const extra = latest.current.check?.();
    const labels = [...invalid.map(labelOf), ...(extra?.labels ?? [])];
    if (labels.length > 0) {
      setStatus('idle');
      // Set anew each time, so the same words are announced again on a second attempt.
      setAnnouncement('');
      queueMicrotask(() => setAnnouncement(attentionMessage(labels)));
      if (invalid[0]) invalid[0].focus();
      else extra?.focus();
      return;
    }
    setAnnouncement('');
    const entries = fields.map((field) => fieldEntryOf(field));
    // A named submit button adds its own name=value, as a native submit button does.
    if (submitter?.name) entries.push({ name: submitter.name, value: submitter.value, disabled: false });
    const data = collectData(entries);
    const key = JSON.stringify([data, latest.current.signature?.() ?? null]);
    if (key === sentKey.current) {
      // Already sent as it is: say so again (the success message, announced and focused anew).
      show('success');
      return;
    }
    const body = latest.current.payload ? latest.current.payload(data) : data;
    const id = host.id;
    const done = () => {
      sending.current = false;
      setFormContainerBusy(host, false);
    };
    const fail = (status: number) => {
      done();
      show('error');
      latest.current.onFormError?.({ id, status });
    };
    if (editing) return;
    const target = checkAction(latest.current.action, location.href);
    if (!target.ok) {
      errorOnce(host, `<${tag}>: ${target.reason}; the form is not sent.`);
      fail(0);
      return;
    }
    sending.current = true;
    setFormContainerBusy(host, true);
    setStatus('sending');
    void (async () => {
      const sendCode = loadSend();
      // (a captcha that fails first ends here before the send: its code's failure, if any, is not left unhandled)
      sendCode.catch(() => undefined);
      let headers: Record<string, string>;
      try {
        headers = await captchaHeaders(id);
      } catch (failure) {
        errorOnce(host, `<${tag}>: ${(failure as Error).message.slice(0, 200)}; the form is not sent.`);
        fail(0);
        return;
      }
      const result = await sendCode.then(
        (sendForm) => sendForm(target.url, body, { method: formMethod(latest.current.method), headers }),
        (): FormSendResult => {
          errorOnce(host, `<${tag}>: its sending code could not load; the form is not sent.`);
          return { ok: false, status: 0 };
        },
      );
      if (!result.ok) {
        fail(result.status);
        return;
      }
      done();
      sentKey.current = key;
      show('success');
      latest.current.onFormSubmit?.({ id, data: body });
      const redirect = latest.current.redirect?.trim() ? checkAction(latest.current.redirect, location.href) : undefined;
      if (redirect?.ok) location.assign(redirect.url);
    })();
  }, []);

  useEffect(() => {
    const { host } = options;
    if (!host) return undefined;
    const actions: FormContainerActions = { submit, reset };
    actionsRef.current = actions;
    const unregister = registerFormContainer(host, actions);
    return () => {
      unregister();
      if (actionsRef.current === actions) actionsRef.current = undefined;
    };
  }, [options.host, submit, reset]);

  // The message replaces the progress: focus goes to it, so it is read and the visitor is there;
  // again on each attempt (a new node: `attempt` is its key).
  useEffect(() => {
    if (status === 'success' || status === 'error') messageRef.current?.focus();
  }, [status, attempt]);

  return { id: options.host?.id ?? '', status, attempt, announcement, messageRef, submit, reset };
}
