import type {} from './jsx';
import { describe, expectTypeOf, it } from 'vitest';
import type { SkateCartChangeDetail } from './internal/events';
import type { SkateProductCardElement } from './skate-product-card';

// Compile-time checks (tsc runs over this file in `pnpm typecheck`); the runtime part is trivial.
describe('typings', () => {
  it('types tags from createElement and querySelector, and skate-* events on document', () => {
    const card = document.createElement('skate-product-card');
    expectTypeOf(card).toEqualTypeOf<SkateProductCardElement>();
    expectTypeOf(card.productId).toEqualTypeOf<string | undefined>();
    const handler = (event: DocumentEventMap['skate-cart-change']) => event.detail;
    expectTypeOf(handler).returns.toEqualTypeOf<SkateCartChangeDetail>();
  });

  it('types <skate-*> tags in React JSX', () => {
    const page = (
      <>
        <skate-catalogue sort="popular" merchant-code="ACAD1" api-base="https://api.example" />
        <skate-product-card productId="p1" />
        <skate-cart-button label="Cart" onClick={() => {}} />
      </>
    );
    expectTypeOf(page).not.toBeAny();
    // @ts-expect-error: not a SkateKit tag
    const wrong = <skate-catalog />;
    void wrong;
  });

  it('types attributes from the manifest: the documented <skate-config texts>, only real sort values', () => {
    const page = (
      <>
        <skate-config texts='{"ADD_TO_CART":"Buy"}' locale="hi" merchant-code="ACAD1" />
        <skate-catalogue sort="price-asc" />
        <skate-payment-result outcome="failed" kind="admission" order-id="o1" />
      </>
    );
    expectTypeOf(page).not.toBeAny();
    // @ts-expect-error: 'cheapest' is not a sort of LISTING_SORTS
    const badSort = <skate-catalogue sort="cheapest" />;
    // @ts-expect-error: outcome is `success` or `failed`
    const badOutcome = <skate-payment-result outcome="ok" />;
    void badSort;
    void badOutcome;
  });
});
