import { useCallback, useState } from 'react';
import type { OrderAction } from '../../core/account';
import { actionCall, orderAfterAction, orderEntryInputs, reorderMessage, reorderResult } from '../../core/account/orderCard';
import { refreshVisitorCart } from '../../core/commerce/cartRefresh';
import type { HybrisConfig } from '../../core/services/configTypes';
import type { OccAccountClient, OccOrder } from '../../core/services/occAccount';

export interface ActionOutcome {
  kind: 'status' | 'alert';
  action: OrderAction;
  /** the line to say instead of the action's own words (a reorder's count of what was added) */
  text?: string;
}

/** The reorder lines: all added, part of it, nothing. */
export interface ReorderWords {
  done: string;
  partial: string;
  none: string;
}

/**
 * Runs one confirmed order action: the OCC call it maps to (core/account/orderCard `actionCall`), then, for a
 * reorder, the visitor's cart read into the local cart (the header's badge and the mini cart follow), then the
 * order read again so its status and actions change (if that read fails, the known result is applied locally). A
 * failed action changes nothing on screen: the caller shows one message (the client logged its own console error).
 */
export function useOrderAction(occ: OccAccountClient | undefined, hybrisConfig: HybrisConfig | undefined, onOrder: (order: OccOrder) => void, reorderWords: ReorderWords) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: OrderAction, order: OccOrder): Promise<ActionOutcome> => {
      const code = order.code ?? '';
      setBusy(true);
      let said: { kind: 'status' | 'alert'; text: string } | undefined;
      try {
        if (!occ) throw new Error('no commerce service');
        const call = actionCall(action);
        if (call === 'cancel') await occ.cancelOrder(code, orderEntryInputs(order, 'cancel'));
        else if (call === 'return') await occ.requestReturn(code, orderEntryInputs(order, 'return'));
        else if (call === 'lending') await occ.decideLending(code, action === 'keep' ? 'keep' : 'extend');
        else {
          const modifications = await occ.reorder(code);
          said = reorderMessage(reorderResult(order, modifications), reorderWords);
          await refreshVisitorCart(hybrisConfig);
        }
      } catch {
        setBusy(false);
        return { kind: 'alert', action };
      }
      // a reorder leaves the order as it was; any other action: the order read again, or, when that read fails
      // (logged by the client), the known result applied here, so the done action is never offered again
      if (action !== 'reorder') {
        try {
          onOrder(await occ.getOrder(code));
        } catch {
          onOrder(orderAfterAction(order, action));
        }
      }
      setBusy(false);
      return said ? { ...said, action } : { kind: 'status', action };
    },
    [occ, hybrisConfig, onOrder, reorderWords],
  );
  return { busy, run };
}
