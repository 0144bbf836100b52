import {
  type LineRef,
  loadQuoteWorld,
  type PayMethod,
  type Quote,
  type QuoteShipping,
  type QuoteWorld,
  quoteCart,
} from '@skatekit/core/rules';
import type { CartItem } from '@skatekit/core/schemas';
import { useMemo } from 'react';
import { type AsyncState, useAsync } from '../hooks/useAsync';
import { useStorefront } from '../provider/useStorefront';

/** What the checkout is quoting: its lines, coupon code, shipping point and pay method. */
export interface QuoteInput {
  lines: readonly (LineRef | CartItem)[];
  couponCode: string;
  shipping: QuoteShipping | null;
  payMethod: PayMethod;
  onlyCourses?: boolean;
}

/**
 * The checkout's figures from core's engine: the world (product records, coupon, store terms) is
 * read from the API once per set of lines and coupon; the quote is recomputed as the shopper changes
 * address or pay method. The server prices the order with the same engine and the same records.
 */
export function useQuote(input: QuoteInput): { world: AsyncState<QuoteWorld>; quote: Quote | null } {
  const { api } = useStorefront();
  const key = `${input.lines.map((l) => `${l.product_id}:${l.product_sku ?? ''}`).join('|')}#${input.couponCode}`;
  // The key stands for the lines and the coupon code (useAsync always calls the latest function).
  const world = useAsync(
    () => loadQuoteWorld(api, { lines: input.lines, couponCode: input.couponCode }),
    [api, key],
  );
  const quote = useMemo(
    () =>
      world.data
        ? quoteCart(input.lines, {
            ...world.data,
            shipping: input.shipping,
            payMethod: input.payMethod,
            onlyCourses: input.onlyCourses,
          })
        : null,
    [world.data, input.lines, input.shipping, input.payMethod, input.onlyCourses],
  );
  return { world, quote };
}
