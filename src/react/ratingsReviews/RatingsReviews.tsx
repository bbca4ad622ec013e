import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ButtonControl } from '../shared/buttonControl/ButtonControl';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeUrl } from '../shared/useSafeUrl';
import { usePageLang } from '../shared/usePageLang';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorStore } from '../../core/stores/visitor';
import { isLoggedIn } from '../../core/visitor/session';
import { fetchReviews } from '../../core/services/occReviews';
import type { HybrisConfig } from '../../core/services/configTypes';
import { fillTemplate } from '../../core/text/template';
import { countedReviews, normalizePageSize, ratingText, sortNewestFirst, summarizeReviews, visibleSlice, type NewReview, type OccReview } from '../../core/commerce/reviews';
import { Stars } from './Stars';
import { ReviewItem } from './ReviewItem';
import { Summary } from './Summary';
import { resolveLabels } from './labels';
import type { RatingsReviewsLabels } from './formLabels';
import { ratingsReviewsStyles } from './styles';
import { usePageConfig } from '../runtime/context';
import { lazyModule } from '../runtime/lazyModule';
import { onReach } from '../shared/onReach';

/**
 * Writing a review (the form and the post as the visitor, with OCC's commerce token): code fetched when "Write a
 * review" is first reached (pointer over or down, focus), else at its click, which opens the form once it is here.
 */
const writeCode = lazyModule(
  () =>
    Promise.all([import('./ReviewForm'), import('../../core/services/occReviewPost')]).then(([form, post]) => ({
      ReviewForm: form.ReviewForm,
      postReview: post.postReview,
    })),
  'brand-ratings-reviews: the review form could not load; "Write a review" tries again.',
);
const prefetchWriting = () => writeCode.use(() => undefined);


export interface RatingsReviewsProps extends Partial<RatingsReviewsLabels> {
  productCode?: string;
  /** heading (a model field: `title` is the host's own attribute) */
  title?: string;
  /** reviews per page (default 5) */
  pageSize?: number;
  /** where "Log in to write a review" goes */
  loginUrl?: string;
  /** the commerce service, when the page's root model does not give it */
  hybrisConfig?: HybrisConfig;
}

export const TAG = 'brand-ratings-reviews';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; reviews: OccReview[] };

const loggedInSnapshot = () => isLoggedIn();
const noServerSession = () => false;

/** Average, distribution, the reviews newest first page by page, and writing one when logged in. */
/** A language tag Intl refuses (`en_GB` from a model) falls back to the browser's language, never an error state. */
function numberFormat(lang: string | undefined): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  } catch {
    return new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
}

function dateFormat(lang: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  }
}

export function RatingsReviews(props: RatingsReviewsProps) {
  const { productCode, title, pageSize, loginUrl, hybrisConfig } = props;
  const className = useThemedClass(ratingsReviewsStyles);
  const labels = resolveLabels(props);
  const lang = usePageLang() || 'en';
  const config = usePageConfig();
  const commerce = hybrisConfig?.apiUrl ? hybrisConfig : config.hybrisConfig;
  const loggedIn = useSyncExternalStore(visitorStore.subscribe, loggedInSnapshot, noServerSession);
  const loginHref = useSafeUrl(loginUrl, 'loginUrl');
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pages, setPages] = useState(1);
  const [writing, setWriting] = useState(false);
  const [write, setWrite] = useState(() => writeCode.loaded());
  const [writeLoad, setWriteLoad] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [thanked, setThanked] = useState(false);
  const firstNewRef = useRef<HTMLElement>(null);
  const [focusNew, setFocusNew] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const writeRef = useRef<HTMLButtonElement>(null);
  const size = normalizePageSize(pageSize);
  const apiUrl = commerce?.apiUrl;
  const site = commerce?.site;

  useEffect(() => {
    if (!productCode || !apiUrl || !site) return undefined;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    setPages(1);
    fetchReviews({ apiUrl, site }, productCode, { signal: controller.signal, logLabel: TAG }).then(
      (reviews) => controller.signal.aborted || setLoad({ state: 'ready', reviews }),
      () => controller.signal.aborted || setLoad({ state: 'error' }),
    );
    return () => controller.abort();
  }, [productCode, apiUrl, site]);

  useLayoutEffect(() => {
    if (focusNew) {
      firstNewRef.current?.focus();
      setFocusNew(false);
    }
  }, [focusNew]);
  useLayoutEffect(() => {
    if (thanked) thanksRef.current?.focus();
  }, [thanked]);

  const sorted = useMemo(() => (load.state === 'ready' ? sortNewestFirst(countedReviews(load.reviews)) : []), [load]);
  const summary = useMemo(() => summarizeReviews(sorted), [sorted]);
  const number = useMemo(() => numberFormat(lang), [lang]);
  const dates = useMemo(() => dateFormat(lang), [lang]);

  if (!productCode) return null;
  const heading = title ? <h2 id={`${id}-title`}>{title}</h2> : null;

  if (load.state !== 'ready') {
    return (
      <section className={className} aria-labelledby={title ? `${id}-title` : undefined} aria-busy={load.state === 'loading'}>
        {heading}
        {load.state === 'loading' ? (
          <div data-skeleton role="status">
            <span data-visually-hidden>{labels.loadingLabel}</span>
            <span data-bone="summary" />
            <span data-bone="review" />
            <span data-bone="review" />
          </div>
        ) : (
          <p data-error role="alert">
            {labels.errorMessage}
          </p>
        )}
      </section>
    );
  }

  const shown = visibleSlice(sorted, size, pages);
  const firstNew = (pages - 1) * size;
  const send = async (review: NewReview) => {
    await write!.postReview({ ...commerce }, productCode, review, { logLabel: TAG });
    setWriting(false);
    setThanked(true);
  };

  let writeArea;
  if (thanked) {
    writeArea = (
      <p data-thanks role="status" tabIndex={-1} ref={thanksRef}>
        {labels.thankYouMessage}
      </p>
    );
  } else if (!loggedIn) {
    writeArea = loginHref ? (
      <a data-login href={loginHref}>
        {labels.loginToReviewLabel}
      </a>
    ) : null;
  } else if (writing && write) {
    writeArea = (
      <write.ReviewForm
        labels={labels}
        authored={props}
        onSubmit={send}
        onCancel={() => {
          setWriting(false);
          requestAnimationFrame(() => writeRef.current?.focus());
        }}
      />
    );
  } else {
    // Busy while the form's code arrives (the focus stays on the button); if it cannot, one alert says so.
    writeArea = (
      <>
        <ButtonControl
          ref={writeRef}
          variant="outlined"
          size="large"
          aria-busy={writeLoad === 'loading' || undefined}
          onClick={() => {
            setWriteLoad('loading');
            writeCode.use(
              (loaded) => {
                setWrite(loaded);
                setWriting(true);
                setWriteLoad('idle');
              },
              () => setWriteLoad('failed'),
            );
          }}
        >
          {labels.writeReviewLabel}
        </ButtonControl>
        {writeLoad === 'failed' && (
          <p data-error role="alert">
            {labels.formErrorMessage}
          </p>
        )}
      </>
    );
  }
  // the form's code fetched ahead only where the button to write one is
  const prefetch = loggedIn && !thanked && !writing ? onReach(prefetchWriting) : {};

  return (
    <section className={className} aria-labelledby={title ? `${id}-title` : undefined}>
      {heading}
      <div data-top>
        <div data-average>
          <span data-number aria-hidden="true">
            {summary.count ? number.format(summary.average) : '–'}
          </span>
          <Stars size="large" rating={summary.average} label={ratingText(summary.average, summary.count, labels, (n) => number.format(n))} />
          <span data-count aria-hidden="true">
            {summary.count === 1 ? labels.reviewCountOneLabel : fillTemplate(labels.reviewCountLabel, { count: summary.count })}
          </span>
        </div>
        <Summary summary={summary} labels={labels} />
        <div data-write {...prefetch}>
          {writeArea}
        </div>
      </div>
      {summary.count === 0 ? (
        <p data-none>{labels.noReviewsMessage}</p>
      ) : (
        <>
          <ul data-list>
            {shown.map((review, index) => (
              <ReviewItem key={review.id ?? index} review={review} labels={labels} dates={dates} focusRef={index === firstNew && pages > 1 ? firstNewRef : undefined} />
            ))}
          </ul>
          <div data-more>
            <p aria-live="polite">{fillTemplate(labels.shownCountLabel, { shown: shown.length, count: sorted.length })}</p>
            {shown.length < sorted.length ? (
              <ButtonControl
                variant="outlined"
                size="large"
                onClick={() => {
                  setPages((n) => n + 1);
                  setFocusNew(true);
                }}
              >
                {labels.showMoreLabel}
              </ButtonControl>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
