import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { SanitizedHtml } from '../shared/SanitizedHtml';

export interface TextProps {
  /** the text; HTML when `richText` is set */
  text?: string;
  /** treat `text` as authored HTML (sanitized by DOMPurify) */
  richText?: boolean;
  id?: string;
}

/** Styles for authored rich text: the elements a CMS rich-text editor produces. */
const richTextStyles = (theme: Theme) => ({
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& p': { margin: '0 0 1em' },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: theme.typography.fontWeightBold, lineHeight: 1.2, margin: '1.25em 0 0.5em' },
  '& h1': { fontSize: theme.typography.h1.fontSize },
  '& h2': { fontSize: theme.typography.h2.fontSize },
  '& h3': { fontSize: theme.typography.h3.fontSize },
  '& h4': { fontSize: theme.typography.h4.fontSize },
  '& a': { color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& ul, & ol': { margin: '0 0 1em', paddingInlineStart: '1.5em' },
  '& li + li': { marginTop: '0.25em' },
  '& strong, & b': { fontWeight: theme.typography.fontWeightBold },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& blockquote': { margin: '0 0 1em', paddingInlineStart: '1em', borderInlineStart: `4px solid ${theme.palette.primary.main}` },
  '& table': { borderCollapse: 'collapse', width: '100%' },
  '& th, & td': { border: `1px solid ${theme.palette.divider}`, padding: '0.5em', textAlign: 'start' },
});

/** Authored text: plain text keeps its line breaks; rich text is sanitized HTML. */
export function Text({ text = '', richText = false, id }: TextProps) {
  if (richText) {
    return <SanitizedHtml html={text} id={id} data-rich-text sx={(theme) => ({ ...theme.typography.body1, ...richTextStyles(theme) })} />;
  }
  return (
    <Typography id={id} component="p" variant="body1" sx={{ m: 0, whiteSpace: 'pre-line' }}>
      {text}
    </Typography>
  );
}
