import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { useThemedClass } from './useThemedClass';

const placeholderStyles = (theme: Theme): CSSObject => ({
  border: `1px dashed ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.grey[600],
  backgroundColor: theme.palette.grey[50],
  padding: theme.spacing(2, 3),
  fontSize: '0.875rem',
  textAlign: 'center',
});

/** What an empty component shows in the authoring editor (edit mode) instead of nothing. */
export function EditorPlaceholder({ label }: { label: string }) {
  return (
    <div data-brand-placeholder="" className={useThemedClass(placeholderStyles)}>
      {label}
    </div>
  );
}
