import { defineElement } from './define';
import { Text, renderTextDirect } from '../react/text/Text';
import { direct } from '../react/runtime/direct';
import { textEmptiness } from '../core/model/emptiness/text';

/**
 * Authored text. Plain text keeps its line breaks; with `rich-text` the text is HTML,
 * sanitized by DOMPurify (links that open a new window get rel="noopener noreferrer").
 * Resource types: brand/components/text, core/wcm/components/text/v1/text and /v2/text.
 */
export const BrandText = defineElement('brand-text', Text, {
  props: {
    text: { type: 'string', editor: 'richtext', description: 'The text; HTML when rich-text is set.' },
    richText: { type: 'boolean', description: 'Treat text as authored HTML (sanitized).' },
  },
  emptiness: textEmptiness,
  staticContent: true,
  direct: direct(renderTextDirect),
  aliases: ['core/wcm/components/text/v1/text', 'core/wcm/components/text/v2/text'],
  family: 'basic',
  budgetKiB: 26,
});
