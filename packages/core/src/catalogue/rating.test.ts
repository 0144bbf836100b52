import { describe, expect, it } from 'vitest';
import { reviewsRating } from './rating';

describe('reviewsRating', () => {
  it('averages the rated reviews to one decimal and counts them; unrated ones are left out', () => {
    expect(
      reviewsRating([
        { user: 'A', comment: 'x', rating: 4 },
        { user: 'B', comment: 'y', rating: 5 },
        { user: 'C', comment: 'z', rating: 5 },
        { user: 'Seeded', comment: 'no rating' },
      ]),
    ).toEqual({ average: 4.7, count: 3 });
    expect(reviewsRating([{ user: 'Seeded', comment: 'no rating' }])).toBeNull();
    expect(reviewsRating([])).toBeNull();
  });
});
