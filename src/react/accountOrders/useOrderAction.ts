import { useCallback, useState } from 'react';
import type { OrderAction } from '../../core/account';
import { actionCall, orderEntryInputs } from '../../core/account/orderCard';
import { refreshVisitorCart } from '../../core/commerce/cartRefresh';
import type { HybrisConfig } from '../../core/services/configTypes';
import type { OccAccountClient, OccOrder } from '../../core/services/occAccount';

export interface ActionOutcome {
  kind: 'status' | 'alert';
  action: OrderAction;
}

/**
 * Runs one confirmed order action: the OCC call it maps to (core/account/orderCard `actionCall`), then, for a
 * reorder, the visitor's cart read into the local cart (the header's badge and the mini cart follow), then the
 * order read again so its status and actions change. A failure changes nothing on screen: the caller shows one
 * message (the client logged its own console error).
 */
export function useOrderAction(occ: OccAccountClient | undefined, hybrisConfig: HybrisConfig | undefined, onOrder: (order: OccOrder) => void) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: OrderAction, order: OccOrder): Promise<ActionOutcome> => {
      const code = order.code ?? '';
      setBusy(true);
      try {
        if (!occ) throw new Error('no commerce service');
        const call = actionCall(action);
        if (call === 'cancel') await occ.cancelOrder(code, orderEntryInputs(order, 'cancel'));
        else if (call === 'return') await occ.requestReturn(code, orderEntryInputs(order, 'return'));
        else if (call === 'lending') await occ.decideLending(code, action === 'keep' ? 'keep' : 'extend');
        else {
          await occ.reorder(code);
          await refreshVisitorCart(hybrisConfig);
        }
      } catch {
        setBusy(false);
        return { kind: 'alert', action };
      }
      try {
        onOrder(await occ.getOrder(code));
      } catch {
        // the action was done; the order on screen is the one before it until the next read (logged by the client)
      }
      setBusy(false);
      return { kind: 'status', action };
    },
    [occ, hybrisConfig, onOrder],
  );
  return { busy, run };
}
