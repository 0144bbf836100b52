/** Every tag of @skatekit/elements (besides `<skate-config>`), one file each. */
export const SKATE_TAGS = [
  'skate-catalogue',
  'skate-product',
  'skate-cart',
  'skate-cart-button',
  'skate-checkout',
  'skate-admission',
  'skate-account',
  'skate-enquiry',
  'skate-contact',
  'skate-product-card',
  'skate-new-arrivals',
  'skate-popular-products',
  'skate-offers',
  'skate-categories',
  'skate-hero',
  'skate-search',
  'skate-track',
  'skate-timetable',
  'skate-fees',
  'skate-payment-result',
  'skate-toasts',
] as const;

/** A tag name of {@link SKATE_TAGS}. */
export type SkateTag = (typeof SKATE_TAGS)[number];
