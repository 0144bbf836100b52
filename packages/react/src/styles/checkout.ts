import type { SkateSheet } from './sheet';
/** Checkout: address manager, contact info, pay-method chooser; payment result pages. */
export const checkoutCss = /* css */ `
.skate-root .skate-checkout { display: grid; gap: var(--skate-space-5); }
@media (min-width: 960px) { .skate-root .skate-checkout { grid-template-columns: minmax(0, 1fr) 380px; align-items: start; } }
.skate-root .skate-checkout-main { display: grid; gap: var(--skate-space-4); }
.skate-root .skate-panel { padding: var(--skate-space-4); }
@media (min-width: 640px) { .skate-root .skate-panel { padding: var(--skate-space-5); } }
.skate-root .skate-panel-head { display: flex; align-items: center; justify-content: space-between; gap: var(--skate-space-3); margin-bottom: var(--skate-space-3); flex-wrap: wrap; }
.skate-root .skate-panel-title { font-size: 1.1rem; font-weight: 800; margin: 0; }
.skate-root .skate-address-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-3); grid-template-columns: 1fr; }
@media (min-width: 640px) { .skate-root .skate-address-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.skate-root .skate-address-card { padding: var(--skate-space-4); display: flex; flex-direction: column; gap: var(--skate-space-2); border: 2px solid var(--skate-color-border); border-radius: var(--skate-radius-sm); background: var(--skate-color-surface); }
.skate-root .skate-address-card--selected { border-color: var(--skate-color-primary); background: var(--skate-color-primary-soft); }
.skate-root .skate-address-type { display: flex; align-items: center; gap: var(--skate-space-2); font-weight: 800; }
.skate-root .skate-address-text { margin: 0; color: var(--skate-color-muted); font-size: 0.92rem; }
.skate-root .skate-address-badges { display: flex; gap: var(--skate-space-1); flex-wrap: wrap; }
.skate-root .skate-address-actions { display: flex; gap: var(--skate-space-2); flex-wrap: wrap; margin-top: auto; }
.skate-root .skate-form-actions { display: flex; gap: var(--skate-space-2); justify-content: flex-end; flex-wrap: wrap; margin-top: var(--skate-space-3); }
.skate-root .skate-address-select { display: grid; gap: var(--skate-space-3); }
@media (min-width: 640px) { .skate-root .skate-address-select { grid-template-columns: 1fr 1fr; } }
.skate-root .skate-radio-cards { display: grid; gap: var(--skate-space-2); border: 0; padding: 0; margin: 0; }
.skate-root .skate-radio-cards legend { margin-bottom: var(--skate-space-3); padding: 0; }
.skate-root .skate-radio-card {
  display: flex; align-items: center; gap: var(--skate-space-3); padding: var(--skate-space-3) var(--skate-space-4);
  border: 2px solid var(--skate-color-border); border-radius: var(--skate-radius-sm); cursor: pointer; font-weight: 700;
  background: var(--skate-color-surface);
}
.skate-root .skate-radio-card:has(input:checked) { border-color: var(--skate-color-primary); background: var(--skate-color-primary-soft); }
.skate-root .skate-radio-card input { width: 18px; height: 18px; accent-color: var(--skate-color-primary); }
.skate-root .skate-radio-card small { display: block; font-weight: 500; color: var(--skate-color-muted); }
.skate-root .skate-segmented { display: flex; gap: var(--skate-space-2); flex-wrap: wrap; border: 0; padding: 0; margin: 0 0 var(--skate-space-3); }
.skate-root .skate-segmented label { display: inline-flex; align-items: center; gap: var(--skate-space-1); padding: 6px 14px; border: 1px solid var(--skate-color-border); border-radius: var(--skate-radius-pill); cursor: pointer; font-weight: 600; }
.skate-root .skate-segmented label:has(input:checked) { border-color: var(--skate-color-primary); background: var(--skate-color-primary-soft); color: var(--skate-color-primary); }
.skate-root .skate-summary-items { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-2); }
.skate-root .skate-summary-item-qty { display: block; color: var(--skate-color-muted); font-size: 0.8rem; }
.skate-root .skate-summary-item { display: grid; grid-template-columns: 48px 1fr auto; gap: var(--skate-space-2); align-items: center; font-size: 0.9rem; }
.skate-root .skate-summary-item img, .skate-root .skate-summary-item .skate-skeleton { width: 48px; height: 48px; object-fit: contain; border-radius: 8px; background: #f7f9fc; }

.skate-root .skate-result { max-width: 560px; margin: 0 auto; padding: var(--skate-space-6) var(--skate-space-5); text-align: center; }
.skate-root .skate-result-icon { width: 72px; height: 72px; margin: 0 auto var(--skate-space-3); border-radius: 50%; display: flex; align-items: center; justify-content: center; }
.skate-root .skate-result-icon .skate-icon { width: 40px; height: 40px; }
.skate-root .skate-result--success .skate-result-icon { background: var(--skate-color-success-soft); color: var(--skate-color-success); }
.skate-root .skate-result--failed .skate-result-icon { background: var(--skate-color-danger-soft); color: var(--skate-color-danger); }
.skate-root .skate-result-amount { font-size: 2rem; font-weight: 900; margin: 0 0 var(--skate-space-4); }
.skate-root .skate-result-details { text-align: left; margin: 0; display: grid; gap: var(--skate-space-2); border-top: 1px dashed var(--skate-color-border); padding-top: var(--skate-space-4); }
.skate-root .skate-result-details div { display: flex; justify-content: space-between; gap: var(--skate-space-3); }
.skate-root .skate-result-details dt { color: var(--skate-color-muted); }
.skate-root .skate-result-details dd { margin: 0; font-weight: 700; text-align: right; overflow-wrap: anywhere; }
`;
/** The sandbox checkout frame (opened by core's platform/browser-payment-gateway.ts). */
export const sandboxCss = /* css */ `
.skate-root .skate-sandbox-panel { position: relative; max-width: 460px; height: min(620px, 92vh); overflow: hidden; }
.skate-root .skate-sandbox-frame { width: 100%; height: 100%; border: 0; }
.skate-root .skate-sandbox-close { position: absolute; top: 8px; right: 8px; z-index: 1; font-size: 1.4rem; }
`;

/** `checkoutCss` as the provider injects it (see styles/sheet.ts). */
export const checkoutSheet: SkateSheet = { id: 'checkout', rank: 8, css: checkoutCss };

/** `sandboxCss` as the provider injects it (see styles/sheet.ts). */
export const sandboxSheet: SkateSheet = { id: 'sandbox', rank: 9, css: sandboxCss };
