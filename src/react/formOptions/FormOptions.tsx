import { useMemo } from 'react';
import { Select } from '../select/Select';
import { ChoiceGroup } from './ChoiceGroup';
import { normaliseOptions, optionsType } from '../../core/forms/options';

export interface FormOptionsProps {
  label?: string;
  /** AEM's name for the label */
  title?: string;
  name?: string;
  /** checkbox, radio, drop-down (AEM's multi-drop-down: a checkbox group) */
  type?: string;
  /** `[{ value, text, selected?, disabled? }]` */
  options?: unknown;
  /** AEM's name for the options */
  items?: unknown;
  /** a string, or an array for a checkbox group: wins over the options' `selected` */
  value?: unknown;
  placeholder?: string;
  required?: boolean;
  requiredMessage?: string;
  helperText?: string;
  /** AEM's name for the helper text */
  helpMessage?: string;
  errorHint?: string;
  successHint?: string;
  state?: string;
  disabled?: boolean;
  internals?: ElementInternals;
  onChange?: (detail: { name: string; value: string | string[] }) => void;
}

/**
 * Authored options as a checkbox group, a radio group or a drop-down. The drop-down is the select
 * element's own component (one native <select>, one set of rules).
 */
export function FormOptions(props: FormOptionsProps) {
  const { type, options: authored, items, title, helpMessage, value, ...field } = props;
  const options = useMemo(() => normaliseOptions(authored ?? items), [authored, items]);
  const kind = optionsType(type);
  const label = props.label ?? title;
  const helperText = props.helperText ?? helpMessage;
  if (kind.type === 'drop-down') {
    const single = Array.isArray(value) ? value[0] : value;
    return <Select {...field} label={label} helperText={helperText} menuItems={options} value={typeof single === 'string' ? single : undefined} />;
  }
  return <ChoiceGroup key={kind.type} {...field} multiple={kind.multiple} options={options} label={label} helperText={helperText} value={value} />;
}
