import type { AddOutcome } from '../cart/guestCart';

/** A message the UI shows as a toast, with its kind. */
export interface Notice {
  type: 'success' | 'warning' | 'error';
  message: string;
}

/**
 * What `addItem` did: the guest outcomes of the cart rules ('added', 'increased', 'duplicate'),
 * 'refused' for another server refusal, 'error' when the request itself failed.
 */
export interface AddItemResult {
  outcome: AddOutcome | 'refused' | 'error';
  notice: Notice;
}

/** Result of a cart action without a success toast of its own (remove, fetch, clear). */
export type CartActionResult = { ok: true } | { ok: false; message: string };

/** What pushing the guest cart to the server after login did. */
export interface MergeResult {
  /** Lines now in the server cart (including those it already had: "Product already in cart"). */
  merged: number;
  /** Lines the server refused or could not be reached for; they stay in the guest cart. */
  kept: number;
}
