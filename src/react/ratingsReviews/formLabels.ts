import { REVIEW_MESSAGES } from '../../core/commerce/reviews';
import { authoredWords } from '../../core/text/template';
import type { ListLabels } from './labels';

/** The form's words, English defaults: with the form's code, loaded when a review is written. */
const FORM_LABELS = {
  ...REVIEW_MESSAGES,
  ratingLabel: 'Your rating',
  headlineLabel: 'Headline',
  commentLabel: 'Your review',
  aliasLabel: 'Your name (optional)',
  submitLabel: 'Submit review',
  cancelLabel: 'Cancel',
  submitErrorMessage: 'Your review could not be sent. Please try again in a moment.',
  sendingLabel: 'Sending your review',
};

export type FormLabels = ListLabels & typeof FORM_LABELS;

/** Every word of brand-ratings-reviews (the element's fields). */
export type RatingsReviewsLabels = FormLabels;

/** The form's labels given (non-blank strings) over the defaults, beside the list's. */
export const formLabels = (list: ListLabels, given: unknown): FormLabels => ({ ...list, ...authoredWords(FORM_LABELS, given) });
