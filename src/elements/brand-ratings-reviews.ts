import { defineElement } from './defineWithReact';
import { RatingsReviews } from '../react/ratingsReviews/RatingsReviews';
import { ratingsReviewsEmptiness } from '../core/model/emptiness/ratings-reviews';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * A product's ratings and reviews from SAP Commerce OCC v2 (`GET …/products/{productCode}/reviews`, docs/mock-api.md
 * "Product reviews"): the average (stars and text), the distribution of 5..1 stars, the reviews newest first with
 * "show more", and a form to write one for a logged-in visitor (posted with the commerce token; held for
 * moderation, so the visitor is thanked and told it appears once checked). Anonymous visitors get a link to
 * `loginUrl`. Reviews are visitors' text and are shown as text, never HTML. Resource type:
 * brand/components/ratings-reviews.
 */
export const BrandRatingsReviews = defineElement('brand-ratings-reviews', RatingsReviews, {
  props: {
    productCode: { type: 'string', description: 'The OCC product code (required: nothing shows on the live site without it).' },
    pageSize: { type: 'number', description: 'Reviews shown at first and added by each "show more" (default 5).' },
    loginUrl: { type: 'string', description: 'Target of "Log in to write a review" for anonymous visitors (http(s) or relative).' },
    ...COMMERCE_SERVICE_FIELDS,
    writeReviewLabel: { type: 'string', description: "The button that opens the form, and the form heading (default 'Write a review')." },
    loginToReviewLabel: { type: 'string', description: "The log-in link shown to anonymous visitors (default 'Log in to write a review')." },
    ratingLabel: { type: 'string', description: "Legend of the star rating radio group (default 'Your rating')." },
    starsLabel: { type: 'string', description: "Name of a star count; {stars} is the number (default '{stars} stars')." },
    singleStarLabel: { type: 'string', description: "Name of one star (default '1 star')." },
    headlineLabel: { type: 'string', description: "Label of the headline field (default 'Headline')." },
    commentLabel: { type: 'string', description: "Label of the review text field (default 'Your review')." },
    aliasLabel: { type: 'string', description: "Label of the optional display name field (default 'Your name (optional)')." },
    submitLabel: { type: 'string', description: "The submit button (default 'Submit review')." },
    cancelLabel: { type: 'string', description: "The button that closes the form (default 'Cancel')." },
    sendingLabel: { type: 'string', description: "Accessible name of the progress indicator while sending (default 'Sending your review')." },
    thankYouMessage: { type: 'string', description: "Shown (and focused) after posting (default 'Thank you for your review. It will appear here once it has been checked.')." },
    noReviewsMessage: { type: 'string', description: "Shown when the product has no reviews (default 'No reviews yet. Be the first to share what you think.')." },
    showMoreLabel: { type: 'string', description: "The button that shows the next page of reviews (default 'Show more reviews')." },
    shownCountLabel: { type: 'string', description: "How many reviews show; {shown} and {count} (default 'Showing {shown} of {count} reviews')." },
    ratingText: { type: 'string', description: "Accessible text of the average stars; {rating} and {count} (default '{rating} out of 5 stars, {count} reviews')." },
    ratingTextOne: { type: 'string', description: "The same for a single review (default '{rating} out of 5 stars, 1 review')." },
    reviewCountLabel: { type: 'string', description: "The count under the average; {count} (default '{count} reviews')." },
    reviewCountOneLabel: { type: 'string', description: "The same for one review (default '1 review')." },
    distributionLabel: { type: 'string', description: "Accessible name of the distribution list (default 'Rating breakdown')." },
    loadingLabel: { type: 'string', description: "Announced while the reviews load (default 'Loading reviews')." },
    errorMessage: { type: 'string', description: "Shown when the reviews cannot be loaded (default 'Reviews could not be loaded. Please try again later.')." },
    submitErrorMessage: { type: 'string', description: "Shown when posting fails (what was typed stays) (default 'Your review could not be sent. Please try again in a moment.')." },
    formErrorMessage: { type: 'string', description: "Said (role=alert) when the form's code could not load; Write a review tries again (default 'The review form could not load. Please try again.')." },
    ratingRequired: { type: 'string', description: "Shown when no rating is chosen (default 'Choose a rating from 1 to 5 stars.')." },
    headlineRequired: { type: 'string', description: "Shown when the headline is empty (default 'Enter a headline.')." },
    headlineTooLong: { type: 'string', description: "Shown when the headline is over 100 characters (default 'Shorten the headline to 100 characters or fewer.')." },
    commentRequired: { type: 'string', description: "Shown when the review text is empty (default 'Enter your review.')." },
    commentTooLong: { type: 'string', description: "Shown when the review text is over 2000 characters (default 'Shorten your review to 2000 characters or fewer.')." },
    aliasTooLong: { type: 'string', description: "Shown when the name is over 50 characters (default 'Shorten the name to 50 characters or fewer.')." },
  },
  modelFields: {
    title: { type: 'string', description: 'Heading of the section (h2).' },
  },
  emptiness: ratingsReviewsEmptiness,
  family: 'commerce',
  budgetKiB: 104,
});
