// SAP Commerce (OCC v2) product reviews, in memory (docs/mock-api.md "product reviews"):
//   GET  /mock/occ/v2/{site}/products/{code}/reviews?fields=FULL  → 200 { reviews: [ReviewWsDTO] } (no token needed)
//   POST /mock/occ/v2/{site}/products/{code}/reviews               → 201 ReviewWsDTO (needs a valid bearer)
// Seeded reviews for the demo catalogue; other ZYN-…/IQOS-… codes have none; any other code → 400
// UnknownIdentifierError. Like SAP's default, a posted review is MODERATED: it is kept (pending, in memory,
// capped) and answered with 201, but the list and reviewSummary show approved reviews only.
import { randomInt } from 'node:crypto';
import { bearerOf, lookupToken } from './commerceToken.mjs';
import { decodeSegment, json, occError, parseJsonBody } from './http.mjs';
import { SITES } from './occCarts.mjs';

export const CODE_PATTERN = /^[A-Z0-9-]{2,40}$/;
export const LIMITS = { headline: 255, comment: 4000, alias: 100 };
const MAX_PENDING = 500;
const DAY = 86_400_000;

// [rating, alias, headline, comment, days ago]
const SEED = {
  'ZYN-COOLMINT-6MG': [
    [5, 'Sam, Leeds', 'My go-to tin', 'Fresh, clean and lasts the whole train ride into work. I keep one in every coat pocket now.', 6],
    [5, 'Priya, Leicester', 'Properly minty', 'Cool without being harsh.', 13],
    [4, 'Tom, Bristol', 'Good, a touch strong at first', 'Took a couple of days to get used to 6 mg but now I would not go back to the lighter one. The tin closes nicely and does not pop open in a bag.', 21],
    [5, 'Megan, Cardiff', 'Five stars', 'Does exactly what it says.', 28],
    [3, 'Callum, Glasgow', 'Fine, not amazing', 'Flavour fades quicker than I hoped. Perfectly decent though, and delivery was quick.', 34],
    [4, 'Aisha, Manchester', 'Great for long shifts', 'I work twelve-hour shifts on a ward and these are discreet and easy. Knocked a star off because the pouches could be a bit softer.', 45],
    [5, 'Oliver, Norwich', 'Best mint I have tried', 'I have tried most of the mint pouches on the market and this is the one I keep coming back to. Balanced, not too sweet, and the cooling builds slowly rather than hitting you all at once. Subscribed for monthly delivery.', 52],
    [4, 'Hannah, York', 'Really like it', 'Nice and fresh. Would buy again.', 67],
    [5, 'Ben, Brighton', 'Spot on', 'Consistent every tin.', 80],
    [4, 'Grace, Belfast', 'Lovely flavour', 'A gentle mint that does not overpower. The 6 mg is the right strength for me.', 96],
    [2, 'Jack, Newcastle', 'Too strong for me', 'I should have started with a lower strength. Flavour is nice but 6 mg was a lot.', 118],
    [5, 'Chloe, Edinburgh', 'Love it', 'Clean, fresh, and the tin is easy to open with cold hands.', 141],
  ],
  'ZYN-CITRUS-6MG': [
    [4, 'Ellie, Bath', 'Zesty and bright', 'A nice change from mint. Tastes like lemon sherbet for the first few minutes.', 9],
    [5, 'Ravi, Coventry', 'Surprisingly good', 'Was not sure about citrus but it is now my favourite.', 25],
    [3, 'Lewis, Aberdeen', 'OK', 'Bit too sweet for my taste.', 40],
    [4, 'Sophie, Oxford', 'Refreshing', 'Great on a warm day. The flavour holds up well and the pouches sit comfortably. I alternate it with Cool Mint.', 58],
    [5, 'Dan, Sheffield', 'Brilliant', 'Spot-on citrus, not artificial at all.', 77],
    [2, 'Fiona, Inverness', 'Not for me', 'Flavour faded within ten minutes.', 104],
  ],
  'ZYN-ESPRESSO-9MG': [
    [5, 'Marcus, Liverpool', 'Coffee lovers, this is it', 'Rich roasted flavour with a hint of sweetness. 9 mg is strong, so go easy, but it is the best flavour in the range for me.', 11],
    [4, 'Zara, Birmingham', 'Strong but tasty', 'Really like the espresso taste.', 30],
    [5, 'Alfie, Exeter', 'Morning favourite', 'Goes perfectly with my first brew of the day.', 62],
    [5, 'Niamh, Derry', 'Excellent', 'Deep flavour, lasts ages.', 99],
  ],
  'IQOS-ILUMA-KIT': [
    [5, 'James, Reading', 'No more cleaning', 'The induction heating means no blade to clean and no broken sticks. Battery easily lasts the day and the holder charges quickly in the pocket charger.', 4],
    [4, 'Laura, Nottingham', 'Very good device', 'Solid build, easy to use. Would like a few more colours.', 16],
    [5, 'Kieran, Swansea', 'Worth it', 'Set up in minutes and works flawlessly.', 23],
    [3, 'Rachel, Southampton', 'Good but pricey', 'Works well. The lending option made it easier to try first, which I appreciated.', 39],
    [5, 'Mo, Bradford', 'Top kit', 'Premium feel, and the auto-start is brilliant.', 48],
    [4, 'Emily, Cambridge', 'Really happy', 'Much nicer than my old device, and the charge indicator is clear.', 70],
    [5, 'Harry, Portsmouth', 'Excellent switch', 'Made the switch three months ago and have not looked back. The flexible puff mode is handy when I am out and about, and customer service sorted a question about the charger within a day.', 88],
    [1, 'Paul, Hull', 'Stopped charging', 'Holder stopped charging after two weeks. Replacement was sent but it was a hassle.', 112],
    [5, 'Isla, Dundee', 'Love the design', 'Sleek and light.', 150],
  ],
  'ZYN-MIX-3': [
    [4, 'Nathan, Milton Keynes', 'Great way to try flavours', 'Picking three tins let me find what I like without committing to a full pack of one flavour.', 8],
    [5, 'Amelia, Chester', 'Perfect mix', 'Cool Mint, Citrus and Espresso: a tin for every mood.', 36],
    [3, 'Owen, Plymouth', 'Good value', 'Handy, though I wish it offered more than three tins.', 73],
  ],
};

const started = Date.now();
/** SAP's date format: 2026-05-01T10:00:00+0000 */
export const occDate = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

function seeded() {
  const map = new Map();
  let next = 8796093055000;
  for (const [code, rows] of Object.entries(SEED)) {
    map.set(
      code,
      rows.map(([rating, alias, headline, comment, daysAgo]) => ({
        id: String((next += 37)),
        headline,
        comment,
        rating,
        date: occDate(started - daysAgo * DAY - (next % 600) * 60_000),
        alias,
        principal: { uid: `${alias.split(',')[0].toLowerCase()}@example.co.uk`, name: alias.split(',')[0] },
      })),
    );
  }
  return map;
}

let approved = seeded();
/** Posted reviews awaiting moderation (oldest dropped beyond MAX_PENDING). */
const pending = [];

/** Back to the seeded reviews, nothing pending (tests). */
export function resetReviews() {
  approved = seeded();
  pending.length = 0;
}

/** Reviews waiting for moderation (tests). */
export function pendingReviews() {
  return [...pending];
}

/** `{ averageRating, numberOfReviews }` of a product's approved reviews, as its OCC product carries them. */
export function reviewSummary(code) {
  const list = approved.get(code) ?? [];
  if (!list.length) return { numberOfReviews: 0 };
  return { averageRating: list.reduce((sum, review) => sum + review.rating, 0) / list.length, numberOfReviews: list.length };
}

const unknownProduct = (code) => occError(400, 'UnknownIdentifierError', `Product with code '${code}' not found!`, 'notFound', code);

/** { site, code } or { response }. */
function target(params) {
  const site = decodeSegment(params[0]);
  if (!site || !SITES.includes(site)) return { response: occError(400, 'InvalidResourceError', `Base site ${site} doesn't exist`, 'notFound', site) };
  const code = decodeSegment(params[1]);
  if (!code || !CODE_PATTERN.test(code) || !(approved.has(code) || /^(ZYN|IQOS)-/.test(code))) return { response: unknownProduct(code ?? params[1]) };
  return { site, code };
}

function listReviews({ params }) {
  const found = target(params);
  if (found.response) return found.response;
  const list = approved.get(found.code) ?? [];
  // SAP leaves `reviews` out when there are none.
  return json(list.length ? { reviews: list } : {});
}

function problems(value) {
  const errors = [];
  const add = (subject, reason, message) => errors.push({ type: 'ValidationError', subjectType: 'parameter', subject, reason, message });
  const text = (field, limit) => {
    const raw = value?.[field];
    if (typeof raw !== 'string' || !raw.trim()) add(field, 'missing', `This field is required.`);
    else if (raw.length > limit) add(field, 'invalid', `Must be at most ${limit} characters.`);
  };
  const rating = value?.rating;
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 1 || rating > 5) add('rating', 'invalid', 'Value should be between 1 and 5');
  text('headline', LIMITS.headline);
  text('comment', LIMITS.comment);
  if (value?.alias !== undefined && (typeof value.alias !== 'string' || value.alias.length > LIMITS.alias)) add('alias', 'invalid', `Must be at most ${LIMITS.alias} characters.`);
  return errors;
}

function createReview({ req, params, body }) {
  const token = lookupToken(bearerOf(req));
  if (!token) return occError(401, 'InvalidTokenError', 'Invalid access token', 'invalid_token', 'token');
  const found = target(params);
  if (found.response) return found.response;
  const parsed = parseJsonBody(body);
  if (parsed.invalid || (parsed.value !== undefined && (typeof parsed.value !== 'object' || Array.isArray(parsed.value)))) {
    return occError(400, 'HttpMessageNotReadableError', 'Malformed JSON request body');
  }
  const errors = problems(parsed.value);
  if (errors.length) return json({ errors }, 400);
  const { headline, comment, rating, alias } = parsed.value;
  const anonymous = token.username === 'anonymous';
  const review = {
    id: String(randomInt(10 ** 12, 10 ** 13)),
    headline: headline.trim(),
    comment: comment.trim(),
    rating,
    date: occDate(Date.now()),
    principal: { uid: anonymous ? 'anonymous' : token.username, name: anonymous ? 'Anonymous' : token.username },
  };
  if (typeof alias === 'string' && alias.trim()) review.alias = alias.trim();
  pending.push({ code: found.code, review });
  if (pending.length > MAX_PENDING) pending.shift();
  return json(review, 201);
}

const REVIEWS = '^/mock/occ/v2/([^/]+)/products/([^/]+)/reviews$';

export const routes = [
  { method: 'GET', path: new RegExp(REVIEWS), handler: listReviews },
  { method: 'POST', path: new RegExp(REVIEWS), handler: createReview },
];
