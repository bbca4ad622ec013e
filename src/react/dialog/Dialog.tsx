import { useId, useState, type CSSProperties, type ReactNode, useSyncExternalStore } from 'react';
import type { Theme } from '@mui/material/styles';
import { useTheme } from '../runtime/useTheme';
import { useThemedClass } from '../runtime/useThemedClass';
import { gateStore } from '../../core/stores/gates';
import { activeGate } from '../../core/gates/order';
import { CSS_COLOR as COLOR, safeLength } from '../../core/security/safeCss';
import { buttonStyles } from '../gates/buttonStyles';
import { Modal, type ModalCloseReason } from '../shared/modal/Modal';
import { Icon } from '../icons';
import { actionsStyles, backdropStyles, closeStyles, contentStyles, layerStyles, paperStyles, titleStyles } from './styles';

export type DialogCloseReason = 'titleCloseClick' | ModalCloseReason;
export type DialogMaxWidth = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | false;

export interface DialogAction {
  label: string;
  /** contained, outlined or text; default: the last action contained, the others outlined */
  variant?: 'contained' | 'outlined' | 'text';
}

export interface DialogProps {
  isOpen?: boolean;
  /** the paper's width cap (a breakpoint), false for none; default sm */
  maxWidth?: DialogMaxWidth | 'false' | string;
  /** stretches the paper to its cap */
  fullWidth?: boolean;
  fullScreen?: boolean;
  /** no paper background or shadow */
  transparent?: boolean;
  /** the page shows through the backdrop (dismissible dialogs only) */
  transparentBackdrop?: boolean;
  title?: string;
  /** h1 to h6, default h2 */
  titleTag?: string;
  /** default true: the close button, a backdrop click and Escape close it */
  dismissible?: boolean;
  closeAriaLabel?: string;
  /** plain (default), contained, outlined or light; or an object of colour / position properties */
  closeButtonStyle?: string | Record<string, unknown>;
  /** the content's padding: a spacing step (number), a CSS length, or false / 0 for none */
  dialogContentPadding?: number | string | boolean;
  actions?: unknown;
  zIndex?: number;
  /** the paper's background colour (a CSS colour) */
  background?: string;
  /** the dialog was dismissed (it has closed itself) */
  onClose?: (detail: { reason: DialogCloseReason }) => void;
  onAction?: (detail: { index: number; label: string }) => void;
  /** element layer: tells the host its dialog closed (clears is-open) */
  syncHostClosed?: () => void;
  /** rendered in the content area; the element passes a <slot> */
  children?: ReactNode;
}

const MAX_WIDTHS = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const TITLE_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const CLOSE_STYLES = new Set(['plain', 'contained', 'outlined', 'light']);
const STEP = /^\d+(\.\d+)?$/;
/** One to four lengths or spacing steps (`2rem 1rem`, `3`), each checked by safeLength: the only padding text that reaches CSS. */
function paddingText(theme: Theme, value: string): string | undefined {
  const parts = value.trim().split(/\s+/);
  if (parts.length > 4) return undefined;
  const lengths = parts.map((part) => (STEP.test(part) ? theme.spacing(Number(part)) : safeLength(part)));
  return lengths.every(Boolean) ? lengths.join(' ') : undefined;
}
/** closeButtonStyle object keys we apply (colours and the button's offsets); values must be plain. */
const CLOSE_STYLE_KEYS = new Set(['color', 'backgroundColor', 'background', 'borderColor', 'insetBlockStart', 'insetInlineEnd', 'top', 'right', 'left']);
const DEFAULT_Z_INDEX = 1300;

export function dialogMaxWidth(value: DialogProps['maxWidth']): Exclude<DialogMaxWidth, false> | 'none' {
  if (value === false || value === 'false' || value === 'none') return 'none';
  return typeof value === 'string' && MAX_WIDTHS.has(value) ? (value as Exclude<DialogMaxWidth, false>) : 'sm';
}

export function dialogActions(value: unknown): DialogAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const label = typeof entry === 'string' ? entry : typeof entry?.label === 'string' ? entry.label : '';
    if (!label.trim()) return [];
    const variant = ['contained', 'outlined', 'text'].includes(entry?.variant) ? entry.variant : undefined;
    return [{ label: label.trim(), ...(variant ? { variant } : {}) }];
  });
}

function contentPadding(theme: Theme, value: DialogProps['dialogContentPadding']): string | undefined {
  if (value === undefined || value === null || value === true || value === '') return undefined;
  if (value === false || value === 0 || value === '0' || value === 'none' || value === 'false') return '0';
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return theme.spacing(value);
  return typeof value === 'string' ? paddingText(theme, value) : undefined;
}

function closeStyle(value: DialogProps['closeButtonStyle']): { variant: string; style?: CSSProperties } {
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      return closeStyle(JSON.parse(value) as Record<string, unknown>); // an object given as an attribute
    } catch {
      return { variant: 'plain' };
    }
  }
  if (typeof value === 'string') return { variant: CLOSE_STYLES.has(value.trim()) ? value.trim() : 'plain' };
  if (!value || typeof value !== 'object') return { variant: 'plain' };
  const style: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!CLOSE_STYLE_KEYS.has(key)) continue;
    if (typeof raw === 'number' && Number.isFinite(raw)) style[key] = raw;
    else if (typeof raw === 'string') {
      const text = COLOR.test(raw.trim()) ? raw.trim() : safeLength(raw);
      if (text) style[key] = text;
    }
  }
  return { variant: 'plain', style: style as CSSProperties };
}

function paperColors(theme: Theme, background: unknown): CSSProperties | undefined {
  if (typeof background !== 'string' || !COLOR.test(background.trim())) return undefined;
  const color = background.trim();
  try {
    // Text on an authored background keeps WCAG AA contrast.
    return { background: color, color: theme.palette.getContrastText(color) };
  } catch {
    return { background: color }; // a named colour MUI cannot measure
  }
}

/**
 * A modal dialog: optional title and close button, the
 * content, action buttons, on the shared Modal: focus moves in and Tab wraps (slotted light-DOM
 * content included), focus returns on close, the page behind is inert and does not scroll.
 * Dismissible (default): the close button (reason titleCloseClick), a backdrop click
 * (backdropClick) and Escape (escapeKeyDown) close it. Not dismissible: none of them, no close button, and an opaque backdrop hides the page.
 */
export function Dialog(props: DialogProps) {
  const { isOpen = false, dismissible = true, onClose, syncHostClosed } = props;
  // Open follows is-open when it changes; a dismissal closes it at once (no JS needed on the page).
  const [open, setOpen] = useState(!!isOpen);
  const [seen, setSeen] = useState(!!isOpen);
  if (!!isOpen !== seen) {
    setSeen(!!isOpen);
    setOpen(!!isOpen);
  }
  const close = (reason: DialogCloseReason) => {
    setOpen(false);
    onClose?.({ reason });
    syncHostClosed?.();
  };
  // A page-wide gate (age gate, geofence, visibility) goes first: two modals would each make the
  // other's host inert and neither could be answered. The dialog opens once they are settled.
  const gates = useSyncExternalStore(gateStore.subscribe, gateStore.getSnapshot, gateStore.getSnapshot);
  if (!open || activeGate(gates) !== undefined) return null;
  return <OpenDialog {...props} dismissible={dismissible !== false} close={close} />;
}

function OpenDialog({
  maxWidth,
  fullWidth,
  fullScreen,
  transparent,
  transparentBackdrop,
  title,
  titleTag,
  dismissible,
  closeAriaLabel,
  closeButtonStyle,
  dialogContentPadding,
  actions,
  zIndex,
  background,
  onAction,
  children,
  close,
}: DialogProps & { dismissible: boolean; close: (reason: DialogCloseReason) => void }) {
  const theme = useTheme();
  const titleId = useId();
  const classes = {
    layer: useThemedClass(layerStyles),
    backdrop: useThemedClass(backdropStyles),
    paper: useThemedClass(paperStyles),
    title: useThemedClass(titleStyles),
    content: useThemedClass(contentStyles),
    close: useThemedClass(closeStyles),
    actions: useThemedClass(actionsStyles),
    button: useThemedClass(buttonStyles),
  };

  const Title = (typeof titleTag === 'string' && TITLE_TAGS.has(titleTag.toLowerCase()) ? titleTag.toLowerCase() : 'h2') as 'h2';
  const heading = typeof title === 'string' ? title.trim() : '';
  const list = dialogActions(actions);
  const width = dialogMaxWidth(maxWidth);
  const padding = contentPadding(theme, dialogContentPadding);
  const closeLook = closeStyle(closeButtonStyle);
  const layer = typeof zIndex === 'number' && Number.isFinite(zIndex) ? zIndex : DEFAULT_Z_INDEX;
  const backdrop = !dismissible ? 'opaque' : transparentBackdrop ? 'transparent' : 'translucent';

  return (
    <Modal
      open
      onClose={close}
      dismissible={dismissible}
      labelledBy={heading ? titleId : undefined}
      zIndex={layer}
      layerProps={{ className: classes.layer, 'data-dialog-layer': '' }}
      backdropProps={{ className: classes.backdrop, 'data-backdrop': backdrop, 'data-dialog-backdrop': '' }}
      dialogProps={{
        className: classes.paper,
        style: paperColors(theme, background),
        'data-max-width': width,
        'data-full-width': fullWidth ? '' : undefined,
        'data-full-screen': fullScreen ? '' : undefined,
        'data-transparent': transparent ? '' : undefined,
        'data-dismissible': dismissible ? '' : undefined,
        'data-has-title': heading ? '' : undefined,
        part: 'paper',
      }}
    >
      {heading && (
        <Title id={titleId} className={classes.title} part="title">
          {heading}
        </Title>
      )}
      {dismissible && (
        <button
          type="button"
          className={classes.close}
          data-style={closeLook.variant}
          style={closeLook.style}
          aria-label={typeof closeAriaLabel === 'string' && closeAriaLabel.trim() ? closeAriaLabel.trim() : 'Close'}
          onClick={() => close('titleCloseClick')}
          data-dialog-close=""
          part="close-button"
        >
          <Icon name="close" />
        </button>
      )}
      <div className={classes.content} style={padding !== undefined ? { padding } : undefined} part="content">
        {children}
      </div>
      {list.length > 0 && (
        <div className={classes.actions} part="actions">
          {list.map((action, index) => (
            <button
              key={`${index}|${action.label}`}
              type="button"
              className={classes.button}
              data-variant={action.variant ?? (index === list.length - 1 ? 'contained' : 'outlined')}
              onClick={() => onAction?.({ index, label: action.label })}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}

/** brand-dialog: the element's light-DOM children are the content, through a <slot>. */
export function SlottedDialog(props: Omit<DialogProps, 'children'>) {
  return (
    <Dialog {...props}>
      <slot />
    </Dialog>
  );
}
