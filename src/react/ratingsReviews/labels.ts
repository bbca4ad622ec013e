import { REVIEW_MESSAGES, type ReviewMessages } from '../../core/commerce/reviews';

/** The words of brand-ratings-reviews, each a model field (AEM dialog names); English defaults. */
export interface RatingsReviewsLabels extends ReviewMessages {
  writeReviewLabel: string;
  loginToReviewLabel: string;
  ratingLabel: string;
  /** `{stars}` → the number: '4 stars' (the radio and the distribution rows) */
  starsLabel: string;
  singleStarLabel: string;
  headlineLabel: string;
  commentLabel: string;
  aliasLabel: string;
  submitLabel: string;
  cancelLabel: string;
  thankYouMessage: string;
  noReviewsMessage: string;
  showMoreLabel: string;
  /** `{shown}` of `{count}` */
  shownCountLabel: string;
  /** `{rating}` and `{count}` */
  ratingText: string;
  ratingTextOne: string;
  /** `{count}`: the count line next to the average */
  reviewCountLabel: string;
  reviewCountOneLabel: string;
  distributionLabel: string;
  loadingLabel: string;
  errorMessage: string;
  submitErrorMessage: string;
  formErrorMessage: string;
  sendingLabel: string;
}

export const DEFAULT_LABELS: RatingsReviewsLabels = {
  ...REVIEW_MESSAGES,
  writeReviewLabel: 'Write a review',
  loginToReviewLabel: 'Log in to write a review',
  ratingLabel: 'Your rating',
  starsLabel: '{stars} stars',
  singleStarLabel: '1 star',
  headlineLabel: 'Headline',
  commentLabel: 'Your review',
  aliasLabel: 'Your name (optional)',
  submitLabel: 'Submit review',
  cancelLabel: 'Cancel',
  thankYouMessage: 'Thank you for your review. It will appear here once it has been checked.',
  noReviewsMessage: 'No reviews yet. Be the first to share what you think.',
  showMoreLabel: 'Show more reviews',
  shownCountLabel: 'Showing {shown} of {count} reviews',
  ratingText: '{rating} out of 5 stars, {count} reviews',
  ratingTextOne: '{rating} out of 5 stars, 1 review',
  reviewCountLabel: '{count} reviews',
  reviewCountOneLabel: '1 review',
  distributionLabel: 'Rating breakdown',
  loadingLabel: 'Loading reviews',
  errorMessage: 'Reviews could not be loaded. Please try again later.',
  submitErrorMessage: 'Your review could not be sent. Please try again in a moment.',
  formErrorMessage: 'The review form could not load. Please try again in a moment.',
  sendingLabel: 'Sending your review',
};

/** The labels given (non-blank strings) over the defaults. */
export function resolveLabels(given: Partial<Record<keyof RatingsReviewsLabels, unknown>>): RatingsReviewsLabels {
  const labels = { ...DEFAULT_LABELS };
  for (const key of Object.keys(DEFAULT_LABELS) as (keyof RatingsReviewsLabels)[]) {
    const value = given[key];
    if (typeof value === 'string' && value.trim()) labels[key] = value;
  }
  return labels;
}

export const starsText = (stars: number, labels: RatingsReviewsLabels): string =>
  stars === 1 ? labels.singleStarLabel : labels.starsLabel.replace('{stars}', String(stars));
