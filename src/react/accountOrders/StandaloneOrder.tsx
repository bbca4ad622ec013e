import { useCallback, useState } from 'react';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import type { OccOrder, OccOrderHistory } from '../../core/services/occAccount';
import { isUnknownOrderError } from '../../core/account/orderCard';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { useAccountData } from '../account/useAccountData';
import { useAccountServices } from '../account/useOccAccount';
import { accountMessageStyles, accountNoticeStyles, accountSkeletonStyles } from '../account/styles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { OrderCard } from './OrderCard';
import { orderWords, type OrderWordProps } from './words';
import { authoredWords } from '../../core/text/template';

export interface AccountOrderCardProps extends OrderWordProps {
  /** the order to show; without it the newest order */
  orderCode?: string;
  /** the level of the order's heading (2 to 4, default 2) */
  headingLevel?: number;
  emptyMessage?: string;
  shopUrl?: string;
  shopLabel?: string;
  loadErrorMessage?: string;
  /** said when the shop does not know the order orderCode (404) */
  notFoundMessage?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
}

const TAG = 'brand-account-order-card';
/** The answer for an order the shop does not know. */
const NOT_FOUND = 'not-found' as const;
const PAGE_DEFAULTS = {
  loadErrorMessage: 'We could not load your order. Please try again in a moment.',
  notFoundMessage: 'This order was not found.',
  shopLabel: 'Start shopping',
  emptyMessage: 'You have no orders yet.',
};

/**
 * The order `orderCode` read whole, or else the newest order (the first of OCC's list by date), shown expanded;
 * no order at all reads "You have no orders yet." with a link to the shop.
 */
export function StandaloneOrder(props: AccountOrderCardProps) {
  const words = orderWords(props);
  const pageText = authoredWords(PAGE_DEFAULTS, props);
  const { occ, hybrisConfig, lang } = useAccountServices(props, TAG);
  const code = typeof props.orderCode === 'string' ? props.orderCode.trim() : '';
  const shopHref = useSafeUrl(props.shopUrl, 'shopUrl');
  const classes = {
    button: useThemedClass(buttonStyles),
    message: useThemedClass(accountMessageStyles),
    notice: useThemedClass(accountNoticeStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
  };
  const load = useCallback(
    async (signal: AbortSignal): Promise<OccOrder | OccOrderHistory | null | typeof NOT_FOUND> => {
      if (!occ) throw new Error('no commerce service');
      if (code) {
        try {
          return await occ.getOrder(code, { signal });
        } catch (error) {
          if (isUnknownOrderError(error)) return NOT_FOUND;
          throw error;
        }
      }
      const list = await occ.getOrders({ currentPage: 0, pageSize: 1, sort: 'byDate' }, { signal });
      return list.orders?.[0] ?? null;
    },
    [occ, code],
  );
  const data = useAccountData(load, `${occ ? 'occ' : 'none'}|${code}`);
  // a successful "Try again" puts focus on the order's heading button (the button itself goes away)
  const [focusRequest, setFocusRequest] = useState(0);
  const retry = async () => {
    if ((await data.reload()) === 'ok') setFocusRequest((n) => n + 1);
  };

  if (data.status === 'loading') {
    return (
      <div className={classes.skeleton} aria-busy="true" data-order-loading="">
        <span />
      </div>
    );
  }
  if (data.status === 'failed') {
    return (
      <div className={classes.notice} data-order-failed="">
        <p className={classes.message} role="alert">
          {pageText.loadErrorMessage}
        </p>
        <button type="button" className={classes.button} data-variant="contained" data-order-retry="" onClick={() => void retry()}>
          {words.retryLabel}
        </button>
      </div>
    );
  }
  if (data.data === NOT_FOUND) {
    // reading it again would not help: no "Try again"
    return (
      <div className={classes.notice} data-order-not-found="">
        <p className={classes.message} role="alert">
          {pageText.notFoundMessage}
        </p>
        {shopHref && (
          <p>
            <a href={shopHref}>{pageText.shopLabel}</a>
          </p>
        )}
      </div>
    );
  }
  if (!data.data) {
    return (
      <div className={classes.notice} data-order-empty="">
        <p>{pageText.emptyMessage}</p>
        {shopHref && (
          <p>
            <a href={shopHref}>{pageText.shopLabel}</a>
          </p>
        )}
      </div>
    );
  }
  return <OrderCard order={data.data} occ={occ} hybrisConfig={hybrisConfig} words={words} lang={lang ?? 'en'} cartUrl={props.cartUrl} headingLevel={props.headingLevel === 3 || props.headingLevel === 4 ? props.headingLevel : 2} defaultExpanded focusRequest={focusRequest} />;
}
