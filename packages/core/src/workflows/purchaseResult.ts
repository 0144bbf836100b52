/**
 * Where a purchase step leaves the shopper: `route` to open next (null: stay, e.g. the provider
 * window was closed and the order may be paid again), or the message to show and stay.
 */
export type PurchaseResult =
  | { ok: true; route: string | null }
  | { ok: false; message: string; cause?: unknown };
