import { SanitizedHtml } from '../shared/SanitizedHtml';
import { Icon } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { fieldStyles } from '../forms/fieldStyles';
import type { Consent } from '../../core/forms/submission';

export const CONSENT_REQUIRED_MESSAGE = 'Tick this box to continue.';

export interface ConsentsProps {
  consents: readonly Consent[];
  given: ReadonlySet<string>;
  /** the required consents not ticked, once the visitor tried to submit */
  missing: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  /** the control id of a consent, to focus it */
  idPrefix: string;
  /** authored text for an unticked required consent */
  requiredMessage?: string;
  /** an error of a consent by its id (a service's refusal, say): shown instead of `requiredMessage`, the box invalid */
  errors?: Readonly<Record<string, string | undefined>>;
}

/**
 * Consent checkboxes (the lead-gen form's, ask-a-friend's): a checkbox per consent, its authored HTML label
 * sanitized, required ones marked, an error hint linked by aria-describedby. `data-consent` names the consent.
 */
export function Consents({ consents, given, missing, onToggle, idPrefix, requiredMessage, errors }: ConsentsProps) {
  const className = useThemedClass(fieldStyles);
  return (
    <div part="consents">
      {consents.map((consent) => {
        const controlId = `${idPrefix}-${consent.id}`;
        const error = errors?.[consent.id!];
        const invalid = missing.has(consent.id!) || !!error;
        return (
          <div key={consent.id} className={className} data-state={invalid ? 'error' : 'default'} part="consent">
            <label data-option htmlFor={controlId}>
              <input
                type="checkbox"
                id={controlId}
                checked={given.has(consent.id!)}
                required={consent.required || undefined}
                aria-required={consent.required || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${controlId}-hint` : undefined}
                onChange={(event) => onToggle(consent.id!, event.target.checked)}
                data-consent={consent.id}
              />
              <span>
                <SanitizedHtml html={consent.label ?? consent.id!} data-consent-label="" style={{ display: 'inline' }} />
                {consent.required ? (
                  <span data-required aria-hidden="true">
                    {' *'}
                  </span>
                ) : null}
              </span>
            </label>
            {invalid && (
              <p data-hint="error" id={`${controlId}-hint`}>
                <Icon name="error" />
                <span>{error || requiredMessage?.trim() || CONSENT_REQUIRED_MESSAGE}</span>
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
