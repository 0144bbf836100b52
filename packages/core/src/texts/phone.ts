/**
 * Texts of the phone-first shop (issue 26): the compact header's search toggle, the sticky action
 * bars, the collapsed filters, the checkout's one address with "Change", the tab bars' scroll buttons
 * and the add-to-cart notice's "View cart". None is quoted by the spec (ours).
 */
export const PHONE_TEXTS = {
  /** The compact header's search button (opens the search field; aria-expanded tells its state). */
  OPEN_SEARCH: 'Open search',
  /** The action in the add-to-cart notice, to the cart. */
  VIEW_CART: 'View cart',
  /** The checkout's address card: the one button that picks another saved address. */
  CHANGE: 'Change',
  /** Billing line when the billing address is the shipping one. */
  BILLING_SAME_AS_SHIPPING: 'Same as shipping address',
  /** The tab bars' scroll buttons (visible when tabs run past the edge). */
  SCROLL_TABS_BACK: 'Scroll tabs back',
  SCROLL_TABS_FORWARD: 'Scroll tabs forward',
} as const;
