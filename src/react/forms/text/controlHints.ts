import type { TextType } from '../../../core/forms/validation';

/**
 * The native control for a field type: the input type, the keyboard phones show (`inputmode`) and
 * the autofill hint. A number is a text input with the decimal keyboard (no spinner that changes
 * the value on scroll, no silently dropped "1,5"); email and tel fill from the visitor's own details
 * unless the author says otherwise.
 */
export function controlHints(type: TextType, autocomplete: string | undefined): { inputType?: string; inputMode?: 'email' | 'tel' | 'decimal'; autoComplete?: string } {
  const authored = autocomplete?.trim() || undefined;
  switch (type) {
    case 'email':
      return { inputType: 'email', inputMode: 'email', autoComplete: authored ?? 'email' };
    case 'tel':
      return { inputType: 'tel', inputMode: 'tel', autoComplete: authored ?? 'tel' };
    case 'number':
      return { inputType: 'text', inputMode: 'decimal', autoComplete: authored };
    case 'date':
      return { inputType: 'date', autoComplete: authored };
    default:
      return { inputType: 'text', autoComplete: authored };
  }
}
