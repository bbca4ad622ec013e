import { useId, type Ref } from 'react';
import { Stars } from './Stars';
import { starsText, type ListLabels } from './labels';
import { reviewTime, type OccReview } from '../../core/commerce/reviews';

interface ReviewItemProps {
  review: OccReview;
  labels: ListLabels;
  dates: Intl.DateTimeFormat;
  /** the first review a "show more" revealed: focus goes there */
  focusRef?: Ref<HTMLElement>;
}

/** One review. Everything in it is visitors' text: rendered as text, never as HTML. */
export function ReviewItem({ review, labels, dates, focusRef }: ReviewItemProps) {
  const id = useId();
  const at = reviewTime(review.date);
  const author = review.alias?.trim() || review.principal?.name?.trim();
  const rating = Math.round(review.rating ?? 0);
  return (
    <li>
      <article aria-labelledby={`${id}-h`} ref={focusRef} tabIndex={focusRef ? -1 : undefined} data-review>
        <Stars rating={rating} label={starsText(rating, labels)} />
        <h3 id={`${id}-h`} dir="auto">
          {review.headline?.trim() || starsText(rating, labels)}
        </h3>
        <p data-meta>
          {author ? <span dir="auto">{author}</span> : null}
          {!Number.isNaN(at) ? <time dateTime={new Date(at).toISOString()}>{dates.format(at)}</time> : null}
        </p>
        {review.comment?.trim() ? (
          <p data-comment dir="auto">
            {review.comment.trim()}
          </p>
        ) : null}
      </article>
    </li>
  );
}
