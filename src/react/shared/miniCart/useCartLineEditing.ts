import { useCallback, useState } from 'react';
import type { CartLineOutcome } from '../../../core/commerce/cart';
import { cartLineMessage, checkLineQuantity, type CartLineMessageKey } from '../../../core/commerce/cartLines';
import type { CartLine } from '../../../core/commerce/cartView';
import type { HybrisConfig } from '../../../core/services/configTypes';
import { lazyModule } from '../../runtime/lazyModule';

/**
 * The cart's calls (cart.ts, with OCC's cart client and the commerce token): the cart page reads its lines from the
 * local cart and loads these beside its first render, to read OCC's cart; a change waits for them if they are not here.
 */
export const cartCalls = lazyModule(() => import('../../../core/commerce/cart'), 'The cart could not load; your cart has not changed.');

export interface CartLineEditing {
  /** the keys of the lines OCC is being asked about */
  busy: ReadonlySet<string>;
  /** per line key: why the typed quantity was not sent */
  invalid: Readonly<Record<string, string>>;
  /** what the last change did (polite) */
  status: string;
  /** why the last change failed (assertive); the line is back as it was */
  alert: string;
  setQuantity(line: CartLine, typed: string): void;
  remove(line: CartLine): void;
}

export type CartLineMessages = Partial<Record<CartLineMessageKey, unknown>>;

/** What the shopper hears after OCC answered a change of `line` (or its removal). */
function outcomeText(line: CartLine, outcome: CartLineOutcome, messages: CartLineMessages): { status: string; alert: string } {
  if (!outcome.ok) {
    return { status: '', alert: outcome.reason === 'server' && outcome.message ? outcome.message : cartLineMessage(outcome.reason, { name: line.name }, messages) };
  }
  if (outcome.quantity === 0) return { status: cartLineMessage('removed', { name: line.name }, messages), alert: '' };
  const key = outcome.statusCode === 'lowStock' ? 'lowStock' : outcome.statusCode === 'maxOrderQuantityExceeded' ? 'limit' : 'updated';
  return { status: cartLineMessage(key, { name: line.name, count: outcome.quantity }, messages), alert: '' };
}

/**
 * The quantity fields and remove buttons of a list of cart lines (the cart page, the mini cart): a typed
 * quantity is checked here (cartLines.ts checkLineQuantity) and, when it is one, sent (cart.ts changeCartLine,
 * which shows it at once and puts it back if OCC refuses); each answer is said once.
 */
export function useCartLineEditing(config: HybrisConfig | undefined, messages: CartLineMessages = {}): CartLineEditing {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [invalid, setInvalid] = useState<Readonly<Record<string, string>>>({});
  const [said, setSaid] = useState({ status: '', alert: '' });

  const send = useCallback(
    (line: CartLine, quantity: number) => {
      setBusy((keys) => new Set(keys).add(line.key));
      setSaid({ status: '', alert: '' });
      const change = cartCalls.load().then(
        ({ changeCartLine, removeCartLine }) => (quantity === 0 ? removeCartLine(config, line.entryNumber) : changeCartLine(config, { entryNumber: line.entryNumber, quantity })),
        (): CartLineOutcome => ({ ok: false, reason: 'network' }),
      );
      void change.then((outcome) => {
        setBusy((keys) => {
          const next = new Set(keys);
          next.delete(line.key);
          return next;
        });
        setSaid(outcomeText(line, outcome, messages));
      });
    },
    [config, messages],
  );

  const setQuantity = useCallback(
    (line: CartLine, typed: string) => {
      const checked = checkLineQuantity(typed, line.maxQuantity);
      setInvalid((current) => {
        const { [line.key]: _, ...rest } = current;
        return checked.ok ? rest : { ...rest, [line.key]: cartLineMessage(checked.reason, { max: checked.max }, messages) };
      });
      if (checked.ok && checked.quantity !== line.quantity) send(line, checked.quantity);
    },
    [send, messages],
  );

  const remove = useCallback(
    (line: CartLine) => {
      setInvalid(({ [line.key]: _, ...rest }) => rest);
      send(line, 0);
    },
    [send],
  );

  return { busy, invalid, status: said.status, alert: said.alert, setQuantity, remove };
}
