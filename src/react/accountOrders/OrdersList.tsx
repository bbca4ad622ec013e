import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_ORDERS_PAGE_SIZE, pageLinks, sortOrdersNewestFirst, type OccPagination } from '../../core/account';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import type { OccOrderHistoryList } from '../../core/services/occAccount';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { useAccountData } from '../account/useAccountData';
import { useAccountServices } from '../account/useOccAccount';
import { accountMessageStyles, accountNoticeStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { OrderCard } from './OrderCard';
import { OrderPager } from './OrderPager';
import { orderWords, type OrderWordProps } from './words';
import { authoredWords } from '../../core/text/template';
import { orderListStyles } from './styles';

export interface AccountOrdersProps extends OrderWordProps {
  title?: string;
  pageSize?: number;
  emptyMessage?: string;
  shopUrl?: string;
  shopLabel?: string;
  loadErrorMessage?: string;
  pagerLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
}

const TAG = 'brand-account-orders';
const PAGE_DEFAULTS = {
  title: 'My orders',
  loadErrorMessage: 'We could not load your orders. Please try again in a moment.',
  emptyMessage: 'You have no orders yet.',
  shopLabel: 'Start shopping',
  pagerLabel: 'Order pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: 'Page {page}',
};

function pageSizeOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100 ? n : DEFAULT_ORDERS_PAGE_SIZE;
}

/**
 * The orders, newest first, a page at a time (OCC's pagination, `pageSize` default 5); each an order card
 * (several may be open at once); a pager (a nav with aria-current) whose page change moves focus to the heading;
 * the empty state with a link to the shop; a skeleton while loading; a failed first load with "Try again", a
 * failed later load keeping the page on screen with one alert.
 */
export function OrdersList(props: AccountOrdersProps) {
  const words = orderWords(props);
  const pageText = authoredWords(PAGE_DEFAULTS, props);
  const title = pageText.title;
  const { occ, hybrisConfig, lang } = useAccountServices(props, TAG);
  const pageSize = pageSizeOf(props.pageSize);
  // the page asked for, and a count so asking again for the same page (after a failure) reads it again
  const [request, setRequest] = useState({ page: 0, n: 0 });
  const page = request.page;
  const [failedPage, setFailedPage] = useState(false);
  const [pageLoading, setPageLoading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shopHref = useSafeUrl(props.shopUrl, 'shopUrl');
  const classes = {
    section: useThemedClass(accountSectionStyles),
    button: useThemedClass(buttonStyles),
    message: useThemedClass(accountMessageStyles),
    notice: useThemedClass(accountNoticeStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    list: useThemedClass(orderListStyles),
  };
  const load = useCallback(
    async (signal: AbortSignal): Promise<OccOrderHistoryList> => {
      if (!occ) throw new Error('no commerce service');
      return occ.getOrders({ currentPage: page, pageSize, sort: 'byDate' }, { signal });
    },
    [occ, page, pageSize],
  );
  const data = useAccountData(load, `${occ ? 'occ' : 'none'}|${pageSize}`);
  const { reload } = data;

  const goTo = (next: number) => setRequest((previous) => ({ page: next, n: previous.n + 1 }));
  useEffect(() => {
    if (request.n === 0) return;
    // a later page: read it, keep the one on screen (busy) until it comes, say so if it does not; a read that a
    // quicker click took over (aborted) says nothing: the later one decides
    setPageLoading(true);
    void reload().then((result) => {
      if (result === 'aborted') return;
      setPageLoading(false);
      setFailedPage(result === 'failed');
      headingRef.current?.focus();
    });
  }, [request, reload]);

  // "Try again" goes away with its answer: a successful one puts focus on the heading over the orders
  const retry = async () => {
    if ((await reload()) === 'ok') headingRef.current?.focus();
  };

  const list = data.data;
  const orders = sortOrdersNewestFirst(list?.orders ?? []);
  const pagination: OccPagination | undefined = list?.pagination
    ? { currentPage: list.pagination.currentPage ?? 0, pageSize: list.pagination.pageSize ?? pageSize, totalPages: list.pagination.totalPages ?? 1, totalResults: list.pagination.totalResults ?? orders.length }
    : undefined;
  const loadError = pageText.loadErrorMessage;

  return (
    <section className={classes.section} aria-labelledby={`${TAG}-title`} aria-busy={data.status === 'loading' || undefined} data-account-orders="">
      <h2 id={`${TAG}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {data.status === 'loading' && (
        <div className={classes.skeleton} aria-hidden="true" data-orders-loading="">
          <span />
          <span />
          <span />
        </div>
      )}
      {data.status === 'failed' && (
        <div className={classes.notice} data-orders-failed="">
          <p className={classes.message} role="alert">
            {loadError}
          </p>
          <button type="button" className={classes.button} data-variant="contained" data-orders-retry="" onClick={() => void retry()}>
            {words.retryLabel}
          </button>
        </div>
      )}
      {data.status === 'ready' && orders.length === 0 && (
        <div className={classes.notice} data-orders-empty="">
          <p>{pageText.emptyMessage}</p>
          {shopHref && (
            <p>
              <a href={shopHref}>{pageText.shopLabel}</a>
            </p>
          )}
        </div>
      )}
      {data.status === 'ready' && orders.length > 0 && (
        <>
          <ul className={classes.list} data-orders-list="" aria-busy={pageLoading || undefined}>
            {orders.map((order) => (
              <li key={order.code} data-order-item="">
                <OrderCard order={order} occ={occ} hybrisConfig={hybrisConfig} words={words} lang={lang ?? 'en'} cartUrl={props.cartUrl} />
              </li>
            ))}
          </ul>
          <p className={classes.message} role="alert" data-orders-alert="">
            {failedPage ? loadError : ''}
          </p>
          {pagination && pagination.totalPages > 1 && (
            <OrderPager
              pagination={pagination}
              links={pageLinks(pagination)}
              onPage={goTo}
              label={pageText.pagerLabel}
              previousLabel={pageText.previousLabel}
              nextLabel={pageText.nextLabel}
              pageLabel={pageText.pageLabel}
            />
          )}
        </>
      )}
    </section>
  );
}
