import type { Review } from '../api/schemas/catalogue';

/**
 * The rating of a product's reviews (issue 39): the average of those with a rating (1-5), to one decimal,
 * and how many there are; null when none has one (the spec's seeded reviews carry no rating).
 * @example reviewsRating([{ user: 'A', comment: '', rating: 4 }, { user: 'B', comment: '', rating: 5 }]) // { average: 4.5, count: 2 }
 */
export function reviewsRating(reviews: readonly Review[]): { average: number; count: number } | null {
  const rated = reviews.flatMap((review) => (review.rating ? [review.rating] : []));
  if (rated.length === 0) return null;
  const average = Math.round((rated.reduce((sum, rating) => sum + rating, 0) / rated.length) * 10) / 10;
  return { average, count: rated.length };
}
