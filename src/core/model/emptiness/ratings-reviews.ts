import { present, type EmptinessRule } from './rule';

export const ratingsReviewsEmptiness: EmptinessRule = { label: 'Ratings and reviews: set a product code', isEmpty: (m) => !present(m.productCode) };
