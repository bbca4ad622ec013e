import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useThemedClass } from '../../runtime/useThemedClass';
import { safeImageUrl } from '../../../core/security/safeUrl';
import type { CartLine } from '../../../core/commerce/cartView';
import type { CartLineEditing } from './useCartLineEditing';
import { linesStyles } from './styles';

export interface CartLineLabels {
  quantity: string;
  /** '{days}-day loan' */
  lending: string;
  /** the remove button's text; its name adds the product's: 'Remove ZYN Cool Mint 6 mg' */
  remove: string;
}

export const DEFAULT_LINE_LABELS: CartLineLabels = { quantity: 'Quantity', lending: '{days}-day loan', remove: 'Remove' };

/** A typed quantity is sent this long after the last keystroke or step, or at once on Enter or leaving the field. */
export const QUANTITY_SETTLE_MS = 700;

/**
 * A line's quantity as a field (role spinbutton, named by `label`): sent when settled, checked first
 * (editing.setQuantity); `errorId` names the message of a quantity it refused.
 */
function QuantityField({ line, label, busy, errorId, onCommit }: { line: CartLine; label: string; busy: boolean; errorId?: string; onCommit(typed: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  const timer = useRef<number | undefined>(undefined);
  // OCC's answer (or another tab, or a put-back) changes the line: the field follows.
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  // So does an answer that changed nothing (the change could not be sent): the field shows the line again.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) setDraft(String(line.quantity));
    wasBusy.current = busy;
  }, [busy, line.quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const commit = (typed: string) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    onCommit(typed);
  };
  return (
    <div data-line-quantity="">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={line.maxQuantity}
        step={1}
        value={draft}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setDraft(typed);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => commit(typed), QUANTITY_SETTLE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit(event.currentTarget.value);
        }}
        onBlur={(event) => {
          // only a change still waiting: leaving an untouched field sends nothing
          if (timer.current !== undefined) commit(event.currentTarget.value);
        }}
        data-quantity-field=""
      />
    </div>
  );
}

/**
 * The cart's lines: picture, name, the set's tins, the loan's days, quantity and line total. With `editing`,
 * each quantity is a field and each line has a remove button; focus moves to the next line's field when a line
 * goes (`onEmptied` is called when it was the last: the list goes with it).
 */
export function CartLines({
  lines,
  labels = DEFAULT_LINE_LABELS,
  editing,
  onEmptied,
}: {
  lines: CartLine[];
  labels?: Partial<CartLineLabels>;
  editing?: CartLineEditing;
  onEmptied?: () => void;
}) {
  const className = useThemedClass(linesStyles);
  const listId = useId();
  const words = { ...DEFAULT_LINE_LABELS, ...labels };
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const index = refocus.current;
    if (index === undefined) return;
    refocus.current = undefined;
    const fields = list.current?.querySelectorAll<HTMLInputElement>('[data-quantity-field]') ?? [];
    fields[Math.min(index, fields.length - 1)]?.focus();
  }, [lines.length]);
  return (
    <ul ref={list} className={className} data-cart-lines="" data-editable={editing ? '' : undefined}>
      {lines.map((line, index) => {
        const image = line.imageUrl ? safeImageUrl(line.imageUrl) : undefined;
        const busy = editing?.busy.has(line.key);
        const error = editing?.invalid[line.key];
        const errorId = `${listId}-${index}-error`;
        return (
          <li key={line.key} data-cart-line={line.code} aria-busy={busy || undefined}>
            {image ? <img src={image} alt="" width={64} height={64} loading="lazy" /> : <span data-no-image="" />}
            <div>
              <p data-name="">{line.name}</p>
              {line.lendingDays ? <p data-detail="">{words.lending.replace('{days}', String(line.lendingDays))}</p> : null}
              {line.parts.length > 0 && (
                <ul data-set-parts="">
                  {line.parts.map((part) => (
                    <li key={part.code}>{`${part.quantity} × ${part.name}`}</li>
                  ))}
                </ul>
              )}
              {editing ? (
                <div data-line-actions="">
                  <QuantityField line={line} label={words.quantity} busy={!!busy} errorId={error ? errorId : undefined} onCommit={(typed) => editing.setQuantity(line, typed)} />
                  <button
                    type="button"
                    aria-label={`${words.remove} ${line.name}`}
                    onClick={() => {
                      // the button goes with its line at once: focus to the next line's field, or out of the list
                      if (lines.length > 1) refocus.current = index;
                      editing.remove(line);
                      if (lines.length === 1) onEmptied?.();
                    }}
                    data-remove-line=""
                  >
                    {words.remove}
                  </button>
                </div>
              ) : (
                <p data-detail="" data-quantity={line.quantity}>{`${words.quantity}: ${line.quantity}`}</p>
              )}
              {error && (
                <p id={errorId} data-line-error="">
                  {error}
                </p>
              )}
            </div>
            <span data-line-total="">{line.total ?? ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
