import { useFormField } from '../useFormField';

export interface FormHiddenProps {
  name?: string;
  value?: string;
  internals?: ElementInternals;
}

const NO_PROBLEM = () => undefined;

/** A value submitted with the form under `name`; nothing is shown. */
export function FormHidden({ name, value, internals }: FormHiddenProps) {
  useFormField<string | string[] | null>({ internals, name, initial: typeof value === 'string' ? value : value == null ? '' : String(value), check: NO_PROBLEM });
  return null;
}
