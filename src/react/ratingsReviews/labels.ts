import { authoredWords } from '../../core/text/template';

/**
 * The list's words, each a model field (AEM dialog names), English defaults; the form's are in formLabels.ts, with its
 * code (all of them: `RatingsReviewsLabels` there).
 */
export const DEFAULT_LABELS = {
  writeReviewLabel: 'Write a review',
  loginToReviewLabel: 'Log in to write a review',
  /** `{stars}` → the number: '4 stars' (the radio and the distribution rows) */
  starsLabel: '{stars} stars',
  singleStarLabel: '1 star',
  thankYouMessage: 'Thank you for your review. It will appear here once it has been checked.',
  noReviewsMessage: 'No reviews yet. Be the first to share what you think.',
  showMoreLabel: 'Show more reviews',
  /** `{shown}` of `{count}` */
  shownCountLabel: 'Showing {shown} of {count} reviews',
  /** `{rating}` and `{count}` */
  ratingText: '{rating} out of 5 stars, {count} reviews',
  ratingTextOne: '{rating} out of 5 stars, 1 review',
  /** `{count}`: the count line next to the average */
  reviewCountLabel: '{count} reviews',
  reviewCountOneLabel: '1 review',
  distributionLabel: 'Rating breakdown',
  loadingLabel: 'Loading reviews',
  errorMessage: 'Reviews could not be loaded. Please try again later.',
  formErrorMessage: 'The review form could not load. Please try again.',
};

export type ListLabels = typeof DEFAULT_LABELS;

/** The list's labels given (non-blank strings) over the defaults. */
export const resolveLabels = (given: unknown): ListLabels => authoredWords(DEFAULT_LABELS, given);

export const starsText = (stars: number, labels: Pick<ListLabels, 'starsLabel' | 'singleStarLabel'>): string =>
  stars === 1 ? labels.singleStarLabel : labels.starsLabel.replace('{stars}', String(stars));
