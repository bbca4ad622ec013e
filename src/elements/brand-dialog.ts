import { defineElement } from './defineWithReact';
import { SlottedDialog } from '../react/dialog/Dialog';

/**
 * A modal dialog: an optional title, a close button, the element's children as content, and
 * action buttons. Open while `is-open` is set. Dismissible (the default): the close button, a
 * backdrop click and Escape close it, it fires `brand-dialog-close` with the reason
 * (titleCloseClick, backdropClick, escapeKeyDown) and clears its own `is-open` (attribute and
 * property), so a page needs no script; set `is-open` again to reopen. Not dismissible: no close
 * button, Escape and backdrop clicks do nothing, and an opaque backdrop hides the page; the page
 * closes it by removing `is-open`. Always: focus moves into the dialog, Tab stays inside
 * (children included), focus goes back on close, the rest of the page is inert and does not
 * scroll. Action buttons fire `brand-dialog-action` and leave the dialog open.
 * Resource type: brand/components/dialog.
 */
export const BrandDialog = defineElement('brand-dialog', SlottedDialog, {
  hydrate: 'interaction',
  props: {
    isOpen: { type: 'boolean', description: 'Whether the dialog is open; cleared by the dialog when it is dismissed.' },
    maxWidth: { type: 'string', description: 'xs, sm (default), md, lg, xl, or false for no limit.' },
    fullWidth: { type: 'boolean', description: 'Stretches the dialog to its maximum width.' },
    fullScreen: { type: 'boolean', description: 'Fills the viewport.' },
    transparent: { type: 'boolean', description: 'No background or shadow behind the content.' },
    transparentBackdrop: { type: 'boolean', description: 'The page shows through the backdrop (dismissible dialogs only).' },
    titleTag: { type: 'string', description: 'Heading level of the title: h1 to h6 (default h2).' },
    dismissible: { type: 'boolean', description: 'Default true. false: no close button, Escape and backdrop clicks ignored, page hidden.' },
    closeAriaLabel: { type: 'string', description: 'Accessible name of the close button (default "Close").' },
    closeButtonStyle: {
      type: 'string',
      description: 'plain (default), contained, outlined or light; or an object (JSON) of color, backgroundColor, borderColor, insetBlockStart, insetInlineEnd.',
    },
    dialogContentPadding: { type: 'string', description: 'Content padding: a spacing step (e.g. 3), a CSS length (e.g. 2rem 1rem), or false / 0 for none.' },
    actions: { type: 'json', description: 'Action buttons: [{ label, variant? }]; the last is contained unless given.' },
    zIndex: { type: 'number', description: 'Stacking layer (default 1300, MUI modal).' },
    background: { type: 'string', description: 'Background colour of the dialog (a CSS colour); text colour follows for contrast.' },
  },
  modelFields: {
    title: { type: 'string', description: 'The title; names the dialog.' },
  },
  events: {
    onClose: { name: 'brand-dialog-close', description: 'The dialog was dismissed and has closed; detail { reason }: titleCloseClick, backdropClick or escapeKeyDown.' },
    onAction: { name: 'brand-dialog-action', description: 'An action button was pressed; detail { index, label }.' },
  },
  hostProps: (host) => ({
    // Dismissed: the host says closed too (property and attribute), so setting is-open reopens it.
    syncHostClosed: () => {
      const element = host as HTMLElement & { isOpen?: unknown };
      if (element.isOpen !== undefined) element.isOpen = undefined;
      host.removeAttribute('is-open');
    },
  }),
  slots: [{ name: '', description: 'The dialog content.' }],
  parts: [
    { name: 'paper', description: 'The dialog box.' },
    { name: 'title', description: 'The title heading.' },
    { name: 'close-button', description: 'The close button.' },
    { name: 'content', description: 'The content area around the slot.' },
    { name: 'actions', description: 'The row of action buttons.' },
  ],
  family: 'structure',
  container: true,
  budgetKiB: 100,
});
