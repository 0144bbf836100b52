import { TEXTS } from '@skatekit/core/texts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asProduct, signedIn, simpleProduct } from '../test/fixtures';
import { renderSkate } from '../test/harness';
import { ProductReviews } from './ProductReviews';

/* The product's Reviews tab (issue 39, deviation 54): approved reviews with their rating, and a stored review. */

/** The server's answer to a stored review (its own text). */
const SENT = 'Thank you! Your review will appear once it is approved.';

const product = asProduct(
  simpleProduct({
    product_id: 'boot',
    reviews: [
      { user: 'Asha P.', comment: 'Smooth and quiet', rating: 4 },
      { user: 'Ravi K.', comment: 'Good value', rating: 5 },
    ],
  }),
);

describe('ProductReviews', () => {
  it('shows the approved reviews with their stars and the average and count', () => {
    renderSkate(<ProductReviews product={product} idBase="t" />);
    expect(screen.getByText('4.5/5 (2)')).toBeTruthy();
    expect(screen.getByText('Smooth and quiet')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5' }).textContent).toBe('★★★★☆');
    expect(screen.getByRole('img', { name: '5 out of 5' }).textContent).toBe('★★★★★');
    // Signed out: no form, a hint to sign in.
    expect(screen.queryByLabelText(TEXTS.WRITE_REVIEW)).toBeNull();
    expect(screen.getByText(TEXTS.LOGIN_REQUIRED)).toBeTruthy();
  });

  it('a signed-in shopper sends a rating and text to the server and is told it awaits approval', async () => {
    const session = signedIn();
    const { calls } = renderSkate(
      <ProductReviews product={asProduct(simpleProduct({ product_id: 'boot' }))} idBase="t" />,
      {
        stored: session.stored,
        routes: {
          ...session.routes,
          'POST /grouped-product/review/boot': { success: true, message: SENT },
        },
      },
    );
    expect(screen.getByText(TEXTS.NO_REVIEWS)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(TEXTS.REVIEW_RATING), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(TEXTS.WRITE_REVIEW), {
      target: { value: '  Wheels wore fast  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent).toEqual({
      method: 'POST',
      url: '/grouped-product/review/boot',
      body: { rating: 3, comment: 'Wheels wore fast' },
    });
    // Pending until approved: the list does not show it.
    expect(screen.queryByText('Wheels wore fast')).toBeNull();
  });
});
