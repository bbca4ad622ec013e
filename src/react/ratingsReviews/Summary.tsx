import { fillTemplate } from '../../core/text/template';
import type { ReviewSummary } from '../../core/commerce/reviews';
import { starsText, type ListLabels } from './labels';

/**
 * The distribution as a list of five labelled rows ("5 stars: 6 reviews, 50%"): the bar repeats the numbers
 * for the eye and is hidden from assistive technology, so nothing is said by colour alone.
 */
export function Summary({ summary, labels }: { summary: ReviewSummary; labels: ListLabels }) {
  return (
    <div data-distribution>
      <ul aria-label={labels.distributionLabel}>
        {summary.distribution.map(({ stars, count, percent }) => (
          <li key={stars}>
            <span data-stars-label>{starsText(stars, labels)}</span>{' '}
            <span data-bar aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span data-share>
              <span data-visually-hidden>{count === 1 ? labels.reviewCountOneLabel : fillTemplate(labels.reviewCountLabel, { count })}, </span>
              <span aria-hidden="true">{count}</span> <span data-percent>({percent}%)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
