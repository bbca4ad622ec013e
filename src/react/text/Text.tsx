import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { writeAuthoredHtml } from '../../core/security/writeAuthoredHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import type { DirectRender } from '../runtime/direct';

export interface TextProps {
  /** the text; HTML when `richText` is set */
  text?: string;
  /** treat `text` as authored HTML (sanitized by DOMPurify) */
  richText?: boolean;
}

const plainStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  margin: 0,
  whiteSpace: 'pre-line',
});

/** Authored rich text: the elements a CMS rich-text editor produces. */
const richStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
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
  // Emphasis stays visible in a theme whose bold weight is 400 (zyn3).
  '& strong, & b': { fontWeight: Math.max(600, Number(theme.typography.fontWeightBold)) },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& blockquote': { margin: '0 0 1em', paddingInlineStart: '1em', borderInlineStart: `4px solid ${theme.palette.primary.main}` },
  '& table': { borderCollapse: 'collapse', width: '100%' },
  '& th, & td': { border: `1px solid ${theme.palette.divider}`, padding: '0.5em', textAlign: 'start' },
});

function RichText({ html }: { html: string }) {
  return <SanitizedHtml html={html} className={useThemedClass(richStyles)} data-rich-text="" />;
}

function PlainText({ text }: { text: string }) {
  return (
    <p dir="auto" className={useThemedClass(plainStyles)}>
      {text}
    </p>
  );
}

/** Authored text: plain text keeps its line breaks; rich text is sanitized HTML. */
export function Text({ text = '', richText = false }: TextProps) {
  return richText ? <RichText html={text} /> : <PlainText text={text} />;
}

/**
 * The same DOM as Text, without React (src/react/runtime/direct.ts): what most of a page's
 * elements are, built by hand. Attributes in the order React sets them.
 */
export const renderTextDirect: DirectRender<TextProps> = ({ text = '', richText = false }, { themedClass }) => {
  const node = document.createElement(richText ? 'div' : 'p');
  node.dir = 'auto';
  node.className = themedClass(richText ? richStyles : plainStyles);
  if (richText) {
    node.setAttribute('data-rich-text', '');
    // (Markup waited for the sanitizer: direct.ts shows this only once it is there, so this writes at once.)
    writeAuthoredHtml(node, text);
  } else node.textContent = text;
  return [node];
};
