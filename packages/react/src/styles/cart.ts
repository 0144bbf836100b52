import type { SkateSheet } from './sheet';
/** Cart page, order summary (shared with checkout) and the quote form. */
export const cartCss = /* css */ `
.skate-root .skate-cart { display: grid; gap: var(--skate-space-5); }
@media (min-width: 960px) { .skate-root .skate-cart { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; } }
.skate-root .skate-cart-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-3); }
.skate-root .skate-cart-line { display: grid; grid-template-columns: 84px 1fr; gap: var(--skate-space-3); padding: var(--skate-space-3); align-items: start; }
@media (min-width: 640px) { .skate-root .skate-cart-line { grid-template-columns: 110px 1fr auto; align-items: center; padding: var(--skate-space-4); } }
.skate-root .skate-cart-line-media img, .skate-root .skate-cart-line-media .skate-skeleton { width: 100%; aspect-ratio: 1 / 1; object-fit: contain; border-radius: var(--skate-radius-sm); background: #f7f9fc; }
.skate-root .skate-cart-line-info { display: flex; flex-direction: column; gap: var(--skate-space-1); min-width: 0; }
.skate-root .skate-cart-line-title { font-weight: 800; margin: 0; font-size: 1rem; }
.skate-root .skate-cart-line-title a { color: inherit; text-decoration: none; }
.skate-root .skate-cart-line-attrs { color: var(--skate-color-muted); font-size: 0.85rem; margin: 0; }
.skate-root .skate-cart-line-controls { display: flex; align-items: center; gap: var(--skate-space-2); grid-column: 1 / -1; justify-content: space-between; }
@media (min-width: 640px) { .skate-root .skate-cart-line-controls { grid-column: auto; flex-direction: column; align-items: flex-end; } }

.skate-root .skate-summary { padding: var(--skate-space-5); display: flex; flex-direction: column; gap: var(--skate-space-3); }
@media (min-width: 960px) { .skate-root .skate-summary { position: sticky; top: var(--skate-space-4); } }
.skate-root .skate-summary-title { font-size: 1.15rem; font-weight: 800; margin: 0; }
.skate-root .skate-summary-rows { margin: 0; display: grid; gap: var(--skate-space-2); }
.skate-root .skate-summary-row { display: flex; justify-content: space-between; gap: var(--skate-space-3); }
.skate-root .skate-summary-row dt { color: var(--skate-color-muted); }
.skate-root .skate-summary-row dd { margin: 0; font-weight: 700; text-align: right; }
.skate-root .skate-summary-row--discount dd { color: var(--skate-color-success); }
.skate-root .skate-summary-row--total { border-top: 1px dashed var(--skate-color-border); padding-top: var(--skate-space-3); font-size: 1.1rem; }
.skate-root .skate-summary-row--total dt { color: var(--skate-color-text); font-weight: 800; }
.skate-root .skate-summary-row--total dd { color: var(--skate-color-primary); font-weight: 900; }
.skate-root .skate-coupon-applied { display: flex; align-items: center; justify-content: space-between; gap: var(--skate-space-2); }
`;

/** `cartCss` as the provider injects it (see styles/sheet.ts). */
export const cartSheet: SkateSheet = { id: 'cart', rank: 7, css: cartCss };
