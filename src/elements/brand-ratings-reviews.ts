import { defineElement } from './define';
import { RatingsReviews } from '../react/ratingsReviews/RatingsReviews';

const label = (what: string, fallback: string) => ({ type: 'string' as const, description: `${what} (default '${fallback}').` });

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
    hybrisConfig: { type: 'json', description: "The commerce service ({ apiUrl, site, clientId, clientSecret }), when no <brand-page> gives the root model's config.hybrisConfig." },
    writeReviewLabel: label('The button that opens the form, and the form heading', 'Write a review'),
    loginToReviewLabel: label('The log-in link shown to anonymous visitors', 'Log in to write a review'),
    ratingLabel: label('Legend of the star rating radio group', 'Your rating'),
    starsLabel: label("Name of a star count; {stars} is the number", '{stars} stars'),
    singleStarLabel: label('Name of one star', '1 star'),
    headlineLabel: label('Label of the headline field', 'Headline'),
    commentLabel: label('Label of the review text field', 'Your review'),
    aliasLabel: label('Label of the optional display name field', 'Your name (optional)'),
    submitLabel: label('The submit button', 'Submit review'),
    cancelLabel: label('The button that closes the form', 'Cancel'),
    sendingLabel: label('Accessible name of the progress indicator while sending', 'Sending your review'),
    thankYouMessage: label('Shown (and focused) after posting', 'Thank you for your review. It will appear here once it has been checked.'),
    noReviewsMessage: label('Shown when the product has no reviews', 'No reviews yet. Be the first to share what you think.'),
    showMoreLabel: label('The button that shows the next page of reviews', 'Show more reviews'),
    shownCountLabel: label('How many reviews show; {shown} and {count}', 'Showing {shown} of {count} reviews'),
    ratingText: label('Accessible text of the average stars; {rating} and {count}', '{rating} out of 5 stars, {count} reviews'),
    ratingTextOne: label('The same for a single review', '{rating} out of 5 stars, 1 review'),
    reviewCountLabel: label('The count under the average; {count}', '{count} reviews'),
    reviewCountOneLabel: label('The same for one review', '1 review'),
    distributionLabel: label('Accessible name of the distribution list', 'Rating breakdown'),
    loadingLabel: label('Announced while the reviews load', 'Loading reviews'),
    errorMessage: label('Shown when the reviews cannot be loaded', 'Reviews could not be loaded. Please try again later.'),
    submitErrorMessage: label('Shown when posting fails (what was typed stays)', 'Your review could not be sent. Please try again in a moment.'),
    ratingRequired: label('Shown when no rating is chosen', 'Choose a rating from 1 to 5 stars.'),
    headlineRequired: label('Shown when the headline is empty', 'Enter a headline.'),
    headlineTooLong: label('Shown when the headline is over 100 characters', 'Shorten the headline to 100 characters or fewer.'),
    commentRequired: label('Shown when the review text is empty', 'Enter your review.'),
    commentTooLong: label('Shown when the review text is over 2000 characters', 'Shorten your review to 2000 characters or fewer.'),
    aliasTooLong: label('Shown when the name is over 50 characters', 'Shorten the name to 50 characters or fewer.'),
  },
  modelFields: {
    title: { type: 'string', description: 'Heading of the section (h2).' },
  },
  emptiness: 'ratings-reviews',
  budgetKiB: 140,
});
