import { selectIsSignedIn } from '@skatekit/core';
import { reviewsRating } from '@skatekit/core/rules';
import { type Product, REVIEW_MAX } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useState } from 'react';
import { useSession } from '../hooks/useStores';
import { useStorefront } from '../provider/useStorefront';
import { SelectField, TextAreaField } from '../shell/Field';
import { Button } from '../ui/Button';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** "★★★★☆" for 4, read out as "4 out of 5". */
function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="skate-review-stars" role="img" aria-label={`${rating} out of 5`}>
      {'★'.repeat(whole)}
      {'☆'.repeat(5 - whole)}
    </span>
  );
}

/**
 * The Reviews tab: the approved reviews with their rating (average and count from the product's answer),
 * and for a signed-in shopper a rating and text sent to the server, shown once staff approve it
 * (docs/spec-deviations.md 54; the spec sent no review text).
 */
export function ProductReviews({ product, idBase }: { product: Product; idBase: string }) {
  const storefront = useStorefront();
  const signedIn = useSession(selectIsSignedIn);
  const [rating, setRating] = useState(5);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const summary = reviewsRating(product.reviews);

  return (
    <div>
      {summary ? (
        <p className="skate-review-summary">
          <Stars rating={summary.average} /> {`${summary.average}/5 (${summary.count})`}
        </p>
      ) : null}
      {product.reviews.length === 0 ? <p>{TEXTS.NO_REVIEWS}</p> : null}
      {product.reviews.map((review, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reviews carry no id.
        <div key={index} className="skate-review">
          <p className="skate-review-user">
            {review.user} {review.rating ? <Stars rating={review.rating} /> : null}
          </p>
          <p>{review.comment}</p>
        </div>
      ))}
      {signedIn ? (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const comment = draft.trim();
            if (!comment || busy) return;
            setBusy(true);
            try {
              const sent = await storefront.api.reviews.create(product.product_id, { rating, comment });
              setAnswer({ ok: true, text: sent.message });
              setDraft('');
            } catch (error) {
              setAnswer({
                ok: false,
                text: error instanceof Error ? error.message : TEXTS.SOMETHING_WENT_WRONG_RETRY,
              });
            } finally {
              setBusy(false);
            }
          }}
        >
          <SelectField
            id={`${idBase}-rating`}
            label={TEXTS.REVIEW_RATING}
            options={RATINGS}
            value={String(rating)}
            onChange={(event) => setRating(Number(event.target.value))}
          />
          <TextAreaField
            id={`${idBase}-review`}
            label={TEXTS.WRITE_REVIEW}
            maxLength={REVIEW_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {answer ? (
            <p
              role={answer.ok ? 'status' : 'alert'}
              className={answer.ok ? 'skate-review-sent' : 'skate-error'}
            >
              {answer.text}
            </p>
          ) : null}
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {TEXTS.SUBMIT}
          </Button>
        </form>
      ) : (
        <p>{TEXTS.LOGIN_REQUIRED}</p>
      )}
    </div>
  );
}
