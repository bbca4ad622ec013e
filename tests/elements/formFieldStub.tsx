/** A minimal form-associated text field for the form container tests (the real ones are other helpers' elements). */
import { defineElement } from '../../src/elements/define';
import { useFormField, fieldHost } from '../../src/react/forms/useFormField';
import { requestSubmit } from '../../src/react/forms/formActions';
import { primeField } from '../../src/react/runtime/formField';

interface StubProps {
  name?: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  value?: string;
  internals?: ElementInternals;
}

function StubField({ name, label, required, disabled, value = '', internals }: StubProps) {
  const field = useFormField<string>({
    internals,
    name,
    initial: value,
    disabled,
    check: (current) => (required && current.trim() === '' ? { problem: 'valueMissing', message: `Enter ${label ?? 'a value'}.` } : undefined),
  });
  return (
    <label>
      {label}
      <input
        ref={field.anchorRef as React.RefObject<HTMLInputElement>}
        value={field.value ?? ''}
        disabled={field.disabled}
        aria-invalid={!!field.problem || undefined}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.touch}
        onKeyDown={(event) => {
          if (event.key === 'Enter') requestSubmit(fieldHost(internals), internals);
        }}
      />
      {field.message && <span data-message>{field.message}</span>}
    </label>
  );
}

defineElement('test-form-text', StubField, {
  props: { name: 'string', label: 'string', required: 'boolean', disabled: 'boolean', value: 'string' },
  formAssociated: true,
  // As the real fields: the form sees the name, value and validity from the mount, not only once the field has rendered
  // (a page renders in slices; a container reading its fields before then missed this one).
  primeField: (link, props) => primeField(link, props.name, props.value ?? '', props.required, props.disabled),
});
