import { defineElement } from './defineWithReact';
import { CopyToClipboard } from '../react/copyToClipboard/CopyToClipboard';
import { copyToClipboardEmptiness } from '../core/model/emptiness/copy-to-clipboard';

/**
 * A button that copies the text of the element with `copy-element-id` (in the document or inside
 * an open shadow root, e.g. a brand-text whose model id is `promo-code`) and announces
 * `copy-feedback-label` in a polite live region. Uses the Clipboard API, falling back to a
 * textarea and execCommand('copy'); a missing target shows an error. Resource type:
 * brand/components/copy-to-clipboard.
 */
export const BrandCopyToClipboard = defineElement('brand-copy-to-clipboard', CopyToClipboard, {
  hydrate: 'interaction',
  props: {
    copyElementId: { type: 'string', description: 'The id of the element whose text is copied.' },
    copyFeedbackLabel: { type: 'string', description: 'Announced (politely) and shown after a copy, e.g. "Code copied".' },
    label: { type: 'string', description: 'The button\'s label (default "Copy").' },
    copyErrorLabel: { type: 'string', description: 'Shown and announced when nothing could be copied (default "Sorry, this could not be copied.").' },
    variant: { type: 'string', description: 'outlined (default), contained or text.' },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Accessible name of the button when the label is not enough.' },
  },
  events: {
    onCopy: { name: 'brand-copy', description: 'After a copy: detail { copyElementId, text }.' },
    onCopyError: { name: 'brand-copy-error', description: 'Nothing copied: detail { copyElementId, reason: missing | empty | refused }.' },
  },
  display: 'block',
  emptiness: copyToClipboardEmptiness,
  parts: [
    { name: 'button', description: 'The copy button.' },
    { name: 'feedback', description: 'The polite live region with the feedback label.' },
    { name: 'error', description: 'The error message.' },
  ],
  family: 'structure',
  budgetKiB: 98,
});
