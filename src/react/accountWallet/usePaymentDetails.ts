import type { OccPaymentDetails } from '../../core/services/occAccount';
import { useAccountData } from '../account/useAccountData';
import { useElement } from '../runtime/context';
import { useAccountServices } from '../account/useOccAccount';
import type { AccountProps } from './words';

/** The elements that said so already: one line per element, however often it mounts or retries. */
const told = new WeakSet<HTMLElement>();

/**
 * The saved cards of the wallet and of the credit card page: the commerce client and the payment details, loaded
 * once with useAccountData. Without a commerce service the load fails (the element shows its load error) with ONE
 * console.error naming the element, so an editor can see why (the client logs its own failures itself).
 */
export function usePaymentDetails(props: AccountProps, tag: string) {
  const { occ } = useAccountServices(props, tag);
  const { host } = useElement();
  const cards = useAccountData<OccPaymentDetails[]>(async (signal) => {
    if (!occ) {
      if (host.isConnected && !told.has(host)) console.error(`${tag}: no commerce service (hybrisConfig with apiUrl and site) is configured.`);
      if (host.isConnected) told.add(host);
      throw new Error('no commerce service');
    }
    return occ.getPaymentDetails({ signal });
  }, occ ? 'occ' : 'none');
  return { occ, cards };
}
