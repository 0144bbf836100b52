import type { SkateSheet } from '../styles/sheet';
/** My Account: header, tabs, orders, help and admission cards. */
export const accountCss = /* css */ `
.skate-root .skate-account-header { display: flex; align-items: center; justify-content: space-between; gap: var(--skate-space-3); flex-wrap: wrap; padding: var(--skate-space-5); margin-bottom: var(--skate-space-4); }
.skate-root .skate-account-header .skate-page-title { margin: 0; }
.skate-root .skate-account-header > div { min-width: 0; max-width: 100%; }
.skate-root .skate-account-header p { overflow-wrap: anywhere; }
.skate-root .skate-account-panel { margin-top: var(--skate-space-4); }
.skate-root .skate-order-list, .skate-root .skate-admission-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-4); }
.skate-root .skate-order-card { padding: var(--skate-space-4); display: grid; gap: var(--skate-space-3); }
.skate-root .skate-order-head, .skate-root .skate-order-foot { display: flex; align-items: center; justify-content: space-between; gap: var(--skate-space-3); flex-wrap: wrap; }
.skate-root .skate-order-head p, .skate-root .skate-order-foot p { margin: 0; }
.skate-root .skate-order-actions { display: inline-flex; align-items: center; gap: var(--skate-space-2); flex-wrap: wrap; }
.skate-root .skate-order-pending { display: flex; flex-direction: column; align-items: flex-start; gap: var(--skate-space-1); max-width: 36rem; font-size: 0.9rem; }
.skate-root .skate-order-ref { font-weight: 800; }
.skate-root .skate-order-delivery { font-weight: 700; color: var(--skate-color-success); }
.skate-root .skate-order-products { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-3); }
.skate-root .skate-order-product { display: flex; gap: var(--skate-space-3); align-items: flex-start; }
.skate-root .skate-order-product-image { width: 64px; height: 64px; object-fit: cover; border-radius: var(--skate-radius-sm); flex: none; }
.skate-root .skate-order-product .skate-skeleton { width: 64px; flex: none; }
.skate-root .skate-order-product-info p { margin: 0; }
.skate-root .skate-order-product-name { font-weight: 700; }
.skate-root .skate-order-product-price { color: var(--skate-color-primary); font-weight: 800; }
.skate-root .skate-attributes { display: flex; gap: var(--skate-space-3); flex-wrap: wrap; margin: var(--skate-space-1) 0 0; font-size: 0.85rem; }
.skate-root .skate-attributes div { display: flex; gap: 4px; }
.skate-root .skate-attributes dt { color: var(--skate-color-muted); }
.skate-root .skate-attributes dt::after { content: ':'; }
.skate-root .skate-attributes dd { margin: 0; font-weight: 700; }
.skate-root .skate-help { padding: var(--skate-space-5); background: var(--skate-color-surface); border-radius: var(--skate-radius); border: 1px solid var(--skate-color-border); }
.skate-root .skate-help-title { font-size: 1.15rem; }
.skate-root .skate-help-actions { display: flex; gap: var(--skate-space-3); flex-wrap: wrap; }
.skate-root .skate-admission-heading { margin: 0; font-size: 1rem; }
.skate-root .skate-admission-toggle {
  width: 100%; display: flex; align-items: center; gap: var(--skate-space-3); flex-wrap: wrap; text-align: left; font: inherit; font-weight: 700;
  padding: var(--skate-space-4); background: transparent; border: 0; border-radius: var(--skate-radius); cursor: pointer; color: var(--skate-color-text); min-height: 44px;
}
.skate-root .skate-admission-title { flex: 1; min-width: 12ch; }
.skate-root .skate-admission-body { padding: 0 var(--skate-space-4) var(--skate-space-4); }
`;

/** `accountCss` as the provider injects it (see styles/sheet.ts). */
export const accountSheet: SkateSheet = { id: 'account', rank: 12, css: accountCss };
