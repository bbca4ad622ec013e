import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, useSyncExternalStore } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageInert } from '../gates/usePageInert';
import { gateStore } from '../../core/stores/gates';
import { activeGate } from '../../core/gates/order';
import { useDialogFocus, useScrollLock } from '../gates/useDialogFocus';
import { buttonStyles } from '../gates/styles';
import { Icon } from '../icons';
import { actionsStyles, backdropStyles, closeStyles, contentStyles, layerStyles, paperStyles, titleStyles } from './styles';

export type DialogCloseReason = 'titleCloseClick' | 'backdropClick' | 'escapeKeyDown';
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
const COLOR = /^(#[0-9a-f]{3,8}|(rgba?|hsla?)\([\d\s.,%/-]+\)|[a-z]+)$/i;
const LENGTH = /^\d+(\.\d+)?(px|rem|em|%)?(\s+\d+(\.\d+)?(px|rem|em|%)?){0,3}$/;
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
  if (typeof value === 'string' && LENGTH.test(value.trim())) {
    const trimmed = value.trim();
    return /^\d+(\.\d+)?$/.test(trimmed) ? theme.spacing(Number(trimmed)) : trimmed;
  }
  return undefined;
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
    else if (typeof raw === 'string' && (COLOR.test(raw.trim()) || LENGTH.test(raw.trim()))) style[key] = raw.trim();
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
 * A modal dialog (component-catalogue sections 3 and 4): optional title and close button, the
 * content, action buttons. Plain elements in the element's shadow root, built on the gates'
 * primitives: focus moves in and Tab wraps (slotted light-DOM content included), focus returns
 * on close, the page behind is inert and does not scroll. Dismissible (default): the close
 * button (reason titleCloseClick), a backdrop click (backdropClick) and Escape (escapeKeyDown)
 * close it. Not dismissible: none of them, no close button, and an opaque backdrop hides the page.
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
  const gates = useSyncExternalStore(gateStore.subscribe, gateStore.getSnapshot);
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
  const { host } = useElement();
  const theme = useTheme();
  const layerRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  usePageInert(true, host);
  useScrollLock(true);
  const wrap = useDialogFocus(true, paperRef);
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

  // Escape, as a native listener: keys pressed in slotted light-DOM content never reach React's
  // handlers (React finds no component for a node outside its tree), but they do bubble here.
  const latest = useRef({ dismissible, close });
  latest.current = { dismissible, close };
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      if (latest.current.dismissible) latest.current.close('escapeKeyDown');
    };
    layer.addEventListener('keydown', onKeyDown);
    return () => layer.removeEventListener('keydown', onKeyDown);
  }, []);

  const Title = (typeof titleTag === 'string' && TITLE_TAGS.has(titleTag.toLowerCase()) ? titleTag.toLowerCase() : 'h2') as 'h2';
  const heading = typeof title === 'string' ? title.trim() : '';
  const list = dialogActions(actions);
  const width = dialogMaxWidth(maxWidth);
  const padding = contentPadding(theme, dialogContentPadding);
  const closeLook = closeStyle(closeButtonStyle);
  const layer = typeof zIndex === 'number' && Number.isFinite(zIndex) ? zIndex : DEFAULT_Z_INDEX;
  const backdrop = !dismissible ? 'opaque' : transparentBackdrop ? 'transparent' : 'translucent';

  return (
    <div ref={layerRef} className={classes.layer} style={{ zIndex: layer }} data-dialog-layer="">
      <div
        className={classes.backdrop}
        data-backdrop={backdrop}
        data-dialog-backdrop=""
        aria-hidden="true"
        onClick={() => dismissible && close('backdropClick')}
      />
      <span tabIndex={0} onFocus={(event) => wrap('start', event.relatedTarget)} data-dialog-sentinel="start" />
      <div
        ref={paperRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={heading ? titleId : undefined}
        tabIndex={-1}
        className={classes.paper}
        style={paperColors(theme, background)}
        data-max-width={width}
        data-full-width={fullWidth ? '' : undefined}
        data-full-screen={fullScreen ? '' : undefined}
        data-transparent={transparent ? '' : undefined}
        data-dismissible={dismissible ? '' : undefined}
        data-has-title={heading ? '' : undefined}
        part="paper"
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
      </div>
      <span tabIndex={0} onFocus={() => wrap('end')} data-dialog-sentinel="end" />
    </div>
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
