import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * The box of a native form control (input, select) in every theme: 52 px tall, the body font, a
 * secondary-text border that darkens on hover. Fields add their own padding, focus and states.
 */
export function nativeControlBox(theme: Theme): CSSObject {
  const { text, background } = theme.palette;
  return {
    width: '100%',
    minHeight: '3.25rem',
    margin: 0,
    paddingBlock: '0.75rem',
    font: 'inherit',
    fontSize: '1rem',
    color: text.primary,
    background: background.paper,
    border: `1px solid ${text.secondary}`,
    borderRadius: 8,
    '&:hover': { borderColor: text.primary },
  };
}
