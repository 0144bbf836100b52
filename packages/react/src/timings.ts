/*
 * The UI's timings and distances (what the spec's pages do on screen): React's own, not business
 * rules, so they live here rather than in core.
 */
/** Pause before Load More shows the next shop page. */
export const LOAD_MORE_DELAY_MS = 1000;
/** Delay before the category strip recalculates whether its chevrons show. */
export const CATEGORY_SCROLL_RECALC_MS = 100;
/** Hero slider auto-advance interval. */
export const HERO_INTERVAL_MS = 5000;
/** Header promo text rotation. */
export const MARQUEE_INTERVAL_MS = 3000;
/** Toast auto-close. */
export const TOAST_MS = 3000;
/** Redirect after a payment result and after a password reset. */
export const REDIRECT_MS = 2000;
/** How long push setup waits for the service worker. */
export const SERVICE_WORKER_WAIT_MS = 10_000;
/** Pixels a chevron scrolls the categories strip. */
export const SCROLL_STEP_CATEGORIES = 150;
/** Swipe distance that moves the product-detail image carousel. */
export const SWIPE_THRESHOLD_PX = 50;
