import type { OccPagination } from '../../core/account';
import { pagerPages } from '../../core/account/orderCard';
import { useThemedClass } from '../runtime/useThemedClass';
import { pagerStyles } from './styles';

interface OrderPagerProps {
  pagination: OccPagination;
  links: { previous: boolean; next: boolean };
  onPage: (page: number) => void;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** a page button's accessible name, `{page}` filled in */
  pageLabel: string;
}

/** The list's pages: a nav landmark with previous, the pages (the current one aria-current="page") and next. */
export function OrderPager({ pagination, links, onPage, label, previousLabel, nextLabel, pageLabel }: OrderPagerProps) {
  const className = useThemedClass(pagerStyles);
  const current = pagination.currentPage;
  return (
    <nav className={className} aria-label={label} data-orders-pager="">
      <ul>
        <li>
          <button type="button" disabled={!links.previous} data-page-previous="" onClick={() => onPage(current - 1)}>
            {previousLabel}
          </button>
        </li>
        {pagerPages(current, pagination.totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} data-gap="" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                aria-current={page === current ? 'page' : undefined}
                aria-label={pageLabel.replace('{page}', String(page + 1))}
                data-page={page}
                onClick={() => page !== current && onPage(page)}
              >
                {page + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={!links.next} data-page-next="" onClick={() => onPage(current + 1)}>
            {nextLabel}
          </button>
        </li>
      </ul>
    </nav>
  );
}
