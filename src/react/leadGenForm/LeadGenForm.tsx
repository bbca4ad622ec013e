import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ElementContext } from '../runtime/context';
import { FormFrame } from '../formContainer/FormFrame';
import { fieldsOf, useFormSubmission } from '../formContainer/useFormSubmission';
import { fieldEntryOf } from '../runtime/formField';
import type { FormContainerProps } from '../formContainer/FormContainer';
import { Consents } from './Consents';
import { consentProblems, leadPayload, reservedLeadFields, reservedLeadFieldsWarning, usableConsents, type Consent } from '../../core/forms/submission';
import { findDuplicateOptIns } from '../../core/model/emptiness/lead-gen-form';

export interface LeadGenFormProps extends FormContainerProps {
  /** `[{ id, label (HTML), required, optIns: [{ id }] }]`: a checkbox each, after the fields */
  consents?: Consent[];
  /** the message under a required consent left unticked (default 'Tick this box to continue.') */
  consentRequiredMessage?: string;
}

/** A consent's label as plain words, for the announcement. */
const plainLabel = (consent: Consent) => (consent.label ?? consent.id ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().slice(0, 60);

const warned = new WeakSet<HTMLElement>();
const warnedReserved = new WeakSet<HTMLElement>();

/** Fields named like the form's own keys (consents, timestamp), found once the fields have rendered and when they change. */
function useReservedFields(host: HTMLElement | undefined): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!host) return undefined;
    const scan = () => {
      const found = reservedLeadFields(fieldsOf(host).map((field) => fieldEntryOf(field)?.name));
      setNames((before) => (before.join() === found.join() ? before : found));
    };
    const timer = setTimeout(scan, 0);
    const observer = new MutationObserver(scan);
    observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['name'] });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [host]);
  return names;
}

/**
 * A form container with consents: a required consent must be ticked; the submission carries the
 * consents given (their opt-in ids) and a timestamp. Duplicate opt-ins across consents are an
 * authoring mistake: a note in the editor and one console warning, never shown to a shopper.
 */
export function LeadGenForm({ consents, consentRequiredMessage, action, method, successMessage, errorMessage, hideOnSuccess, redirect, title, onFormSubmit, onFormError }: LeadGenFormProps) {
  const element = useContext(ElementContext);
  const host = element?.host;
  const shown = useMemo(() => usableConsents(consents), [consents]);
  const [given, setGiven] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const idPrefix = `consent${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const state = useRef({ shown, given });
  state.current = { shown, given };
  const warning = findDuplicateOptIns(consents);
  const reservedWarning = reservedLeadFieldsWarning(useReservedFields(host));

  useEffect(() => {
    if (!warning || !host || warned.has(host)) return;
    warned.add(host);
    console.warn(`<${element?.tag ?? 'brand-lead-gen-form'}>: ${warning} in its consents.`);
  }, [warning, host, element?.tag]);

  useEffect(() => {
    if (!reservedWarning || !host || warnedReserved.has(host)) return;
    warnedReserved.add(host);
    console.warn(`<${element?.tag ?? 'brand-lead-gen-form'}>: ${reservedWarning}`);
  }, [reservedWarning, host, element?.tag]);

  const check = useCallback(() => {
    setTried(true);
    const missing = consentProblems(state.current.shown, state.current.given);
    if (missing.length === 0) return undefined;
    const first = missing[0]!;
    return {
      labels: missing.map((id) => plainLabel(state.current.shown.find((consent) => consent.id === id)!)),
      focus: () => (host?.shadowRoot?.getElementById(`${idPrefix}-${first}`) as HTMLElement | null)?.focus(),
    };
  }, [host, idPrefix]);

  const payload = useCallback((data: Parameters<typeof leadPayload>[0]) => leadPayload(data, state.current.shown, state.current.given, new Date()), []);
  const signature = useCallback(() => [...state.current.given].sort(), []);
  const reset = useCallback(() => {
    setGiven(new Set());
    setTried(false);
  }, []);

  const submission = useFormSubmission({
    host,
    tag: element?.tag ?? 'brand-lead-gen-form',
    action,
    method,
    redirect,
    editing: element?.mode === 'edit',
    onFormSubmit,
    onFormError,
    check,
    payload,
    signature,
    reset,
  });

  const missing = tried ? new Set(consentProblems(shown, given)) : new Set<string>();
  const toggle = (id: string, checked: boolean) =>
    setGiven((before) => {
      const next = new Set(before);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const notes = element?.mode === 'edit' ? [warning, reservedWarning].filter(Boolean) : [];
  const note = notes.length ? (
    <p data-authoring-note="" role="note" part="authoring-note">
      {notes.join(' ')}
    </p>
  ) : null;

  return (
    <FormFrame submission={submission} label={title} successMessage={successMessage} errorMessage={errorMessage} hideOnSuccess={hideOnSuccess} note={note} actionsAfter>
      {shown.length > 0 && <Consents consents={shown} given={given} missing={missing} onToggle={toggle} idPrefix={idPrefix} requiredMessage={consentRequiredMessage} />}
    </FormFrame>
  );
}
