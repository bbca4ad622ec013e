import { useContext, useRef } from 'react';
import { ButtonControl } from '../shared/buttonControl/ButtonControl';
import { copyableText, findByIdDeep, type NodeLike } from '../../core/content/findById';
import { Icon } from '../icons';
import { ElementContext } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { COPIED_MS, useCopy } from '../shared/useCopy';
import { errorStyles, feedbackStyles, rootStyles } from './styles';


export interface CopyToClipboardProps {
  /** id of the element whose text is copied (in the document or inside an open shadow root) */
  copyElementId?: string;
  /** what the polite live region announces (and shows) after a copy */
  copyFeedbackLabel?: string;
  /** the button's label (default "Copy") */
  label?: string;
  /** shown (and announced) when nothing could be copied: missing target or a refusing browser */
  copyErrorLabel?: string;
  /** outlined (default), contained or text */
  variant?: 'contained' | 'outlined' | 'text' | string;
  /** accessible name of the button when the label is not enough, e.g. "Copy the promo code" */
  ariaLabel?: string;
  onCopy?: (detail: { copyElementId: string; text: string }) => void;
  onCopyError?: (detail: { copyElementId: string; reason: 'missing' | 'empty' | 'refused' }) => void;
}

/** How long the feedback stays on screen. */
export const FEEDBACK_MS = COPIED_MS;
const DEFAULT_ERROR = 'Sorry, this could not be copied.';

/** The target: the document first (fast), then every open shadow root. */
function findTarget(id: string): HTMLElement | undefined {
  return document.getElementById(id) ?? (findByIdDeep(document as unknown as NodeLike, id) as HTMLElement | undefined);
}

/**
 * A button that copies the text of the element with `copyElementId` (a promo code, an address)
 * and announces `copyFeedbackLabel` in a polite live region. Clipboard API first, the textarea
 * and execCommand fallback second; a missing target or a refusing browser shows an error.
 */
export function CopyToClipboard({ copyElementId = '', copyFeedbackLabel, label, copyErrorLabel, variant = 'outlined', ariaLabel, onCopy, onCopyError }: CopyToClipboardProps) {
  const element = useContext(ElementContext);
  const button = useRef<HTMLButtonElement>(null);
  const { status, copy: copyToClipboard, fail: failed } = useCopy(button);
  const rootClass = useThemedClass(rootStyles);
  const feedbackClass = useThemedClass(feedbackStyles);
  const errorClass = useThemedClass(errorStyles);
  const tag = element?.tag ?? 'brand-copy-to-clipboard';

  const fail = (reason: 'missing' | 'empty' | 'refused', why: string, marked = false) => {
    console.error(`<${tag}>: ${why}; nothing was copied.`);
    if (!marked) failed();
    onCopyError?.({ copyElementId, reason });
  };

  const copy = async () => {
    const id = copyElementId.trim();
    const target = findTarget(id);
    if (!target) return fail('missing', `no element with id "${id.slice(0, 60)}" on the page`);
    const text = copyableText(target as unknown as NodeLike);
    if (!text) return fail('empty', `the element with id "${id.slice(0, 60)}" has no text`);
    // a refusal is already marked: only the log and the event remain
    if (!(await copyToClipboard(text))) return fail('refused', 'the browser refused to write to the clipboard', true);
    onCopy?.({ copyElementId: id, text });
  };

  const copied = status.kind === 'copied';
  return (
    <div className={rootClass} data-status={status.kind}>
      <ButtonControl
        ref={button}
        variant={variant === 'contained' || variant === 'text' ? variant : 'outlined'}
        startIcon={<Icon name={copied ? 'check' : 'copy'} />}
        onClick={() => void copy()}
        aria-label={ariaLabel || undefined}
        part="button"
      >
        {label?.trim() || 'Copy'}
      </ButtonControl>
      {/* Always in the page, so its later text is announced; a new key per copy re-announces it. */}
      <span role="status" aria-live="polite" className={feedbackClass} part="feedback">
        {copied && <span key={status.count}>{copyFeedbackLabel}</span>}
      </span>
      <span role="alert" className={errorClass} part="error">
        {status.kind === 'error' && (
          <span key={status.count}>
            <Icon name="error" fontSize="small" />
            {copyErrorLabel?.trim() || DEFAULT_ERROR}
          </span>
        )}
      </span>
    </div>
  );
}
