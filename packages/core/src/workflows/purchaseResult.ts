import type { QuoteChange } from '../checkout/quoteChange';

/**
 * Where a purchase step leaves the shopper: `route` to open next (null: stay, e.g. the provider
 * window was closed and the order may be paid again), or the message to show and stay - with the
 * server's `reason` when it refused, and for `price-changed` the figures shown and charged (`change`).
 */
export type PurchaseResult =
  | { ok: true; route: string | null }
  | { ok: false; message: string; cause?: unknown; reason?: string; change?: QuoteChange };
