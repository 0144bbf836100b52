import type { SkateSheet } from '../styles/sheet';
/** Order tracking and the printable invoice. */
export const ordersCss = /* css */ `
.skate-root .skate-tracker { list-style: none; margin: var(--skate-space-4) 0; padding: var(--skate-space-5) var(--skate-space-4); display: grid; grid-template-columns: repeat(4, 1fr); gap: var(--skate-space-2); counter-reset: step; }
.skate-root .skate-tracker-step { position: relative; display: flex; flex-direction: column; align-items: center; text-align: center; gap: var(--skate-space-1); font-size: 0.85rem; }
.skate-root .skate-tracker-step::before { content: ''; position: absolute; top: 18px; right: 50%; width: 100%; height: 3px; background: var(--skate-color-border); z-index: 0; }
.skate-root .skate-tracker-step:first-child::before { display: none; }
.skate-root .skate-tracker-step--done::before { background: var(--skate-color-success); }
.skate-root .skate-tracker-dot {
  position: relative; z-index: 1; width: 38px; height: 38px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
  background: var(--skate-color-surface); border: 3px solid var(--skate-color-border); font-weight: 800; color: var(--skate-color-muted);
}
.skate-root .skate-tracker-step--done .skate-tracker-dot { background: var(--skate-color-success); border-color: var(--skate-color-success); color: #fff; }
.skate-root .skate-tracker-step[aria-current='step'] .skate-tracker-label { color: var(--skate-color-success); }
.skate-root .skate-tracker-label { font-weight: 800; }
.skate-root .skate-tracker-date { color: var(--skate-color-muted); font-size: 0.8rem; }
.skate-root .skate-track-shipment { display: flex; flex-wrap: wrap; gap: var(--skate-space-2) var(--skate-space-5); margin: 0 0 var(--skate-space-4); }
.skate-root .skate-track-shipment dt { color: var(--skate-color-muted); font-size: 0.8rem; }
.skate-root .skate-track-shipment dd { margin: 0; font-weight: 700; }
.skate-root .skate-track-grid { display: grid; gap: var(--skate-space-4); }
@media (min-width: 900px) { .skate-root .skate-track-grid { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; } }
.skate-root .skate-track-items, .skate-root .skate-bill { padding: var(--skate-space-5); }
.skate-root .skate-bill-items { list-style: none; margin: 0 0 var(--skate-space-3); padding: 0 0 var(--skate-space-3); display: grid; gap: var(--skate-space-2); border-bottom: 1px solid var(--skate-color-border); }
.skate-root .skate-bill-item { display: flex; justify-content: space-between; gap: var(--skate-space-3); }
.skate-root .skate-bill-item-name { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.skate-root .skate-bill-item-qty { color: var(--skate-color-muted); font-size: 0.85rem; }
.skate-root .skate-bill-item-amount { font-weight: 700; white-space: nowrap; }
.skate-root .skate-bill-discount dd { color: var(--skate-color-success); }
.skate-root .skate-bill-lines { margin: 0 0 var(--skate-space-4); display: grid; gap: var(--skate-space-2); }
.skate-root .skate-bill-lines div { display: flex; justify-content: space-between; gap: var(--skate-space-3); }
.skate-root .skate-bill-lines dt { color: var(--skate-color-muted); }
.skate-root .skate-bill-lines dd { margin: 0; font-weight: 700; text-align: right; }
.skate-root .skate-bill-total { border-top: 1px dashed var(--skate-color-border); padding-top: var(--skate-space-2); font-size: 1.1rem; }
.skate-root .skate-bill-total dt, .skate-root .skate-bill-total dd { color: var(--skate-color-text); font-weight: 900; }

.skate-root .skate-invoice-actions { display: flex; justify-content: flex-end; margin-bottom: var(--skate-space-3); }
.skate-root .skate-invoice { padding: var(--skate-space-6) var(--skate-space-5); max-width: 900px; margin: 0 auto; display: grid; gap: var(--skate-space-5); }
.skate-root .skate-invoice-head { display: flex; justify-content: space-between; gap: var(--skate-space-4); flex-wrap: wrap; border-bottom: 2px solid var(--skate-color-text); padding-bottom: var(--skate-space-4); }
.skate-root .skate-invoice-logo { height: 48px; width: auto; margin-bottom: var(--skate-space-2); }
.skate-root .skate-invoice-merchant { font-weight: 900; font-size: 1.15rem; margin: 0; }
.skate-root .skate-invoice-meta h1 { font-size: 1.5rem; text-transform: uppercase; letter-spacing: 0.06em; }
.skate-root .skate-invoice-meta dl { margin: 0; display: grid; gap: 2px; font-size: 0.9rem; }
.skate-root .skate-invoice-meta dl div { display: flex; gap: var(--skate-space-2); justify-content: space-between; }
.skate-root .skate-invoice-meta dt { color: var(--skate-color-muted); }
.skate-root .skate-invoice-meta dd { margin: 0; font-weight: 700; }
.skate-root .skate-invoice-parties { display: grid; gap: var(--skate-space-4); grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
.skate-root .skate-invoice-address h3 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--skate-color-muted); }
.skate-root .skate-invoice-address address, .skate-root .skate-invoice-address p { font-style: normal; margin: 0; }
.skate-root .skate-invoice-scroll { overflow-x: auto; }
.skate-root .skate-invoice-gstin { margin: 0; font-weight: 700; }
.skate-root .skate-invoice-table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
.skate-root .skate-invoice-table th, .skate-root .skate-invoice-table td { padding: var(--skate-space-2); border-bottom: 1px solid var(--skate-color-border); text-align: left; vertical-align: top; }
.skate-root .skate-invoice-table th { background: var(--skate-color-background); font-size: 0.85rem; }
.skate-root .skate-invoice-table .skate-num { text-align: right; white-space: nowrap; }
.skate-root .skate-invoice-totals { max-width: 380px; margin-left: auto; width: 100%; }
.skate-root .skate-invoice-note { font-size: 0.8rem; text-align: center; margin: 0; }
/* Phones: the sheet keeps to the screen (its grid column may shrink below the table's natural width). */
.skate-root .skate-invoice { grid-template-columns: minmax(0, 1fr); }
@media (max-width: 639px) {
  .skate-root .skate-invoice { padding: var(--skate-space-4) var(--skate-space-3); }
  .skate-root .skate-invoice-table { font-size: 0.85rem; }
  .skate-root .skate-invoice-table th, .skate-root .skate-invoice-table td { padding: var(--skate-space-2) 4px; }
  .skate-root .skate-invoice-table th.skate-num { white-space: normal; }
  .skate-root .skate-invoice-meta dd { overflow-wrap: anywhere; }
}
@media print {
  .skate-root .skate-invoice-actions { display: none !important; }
  .skate-root .skate-invoice-page { background: #fff; padding: 0; }
  .skate-root .skate-invoice { box-shadow: none; border: 0; padding: 0; max-width: none; }
  .skate-root .skate-invoice-table th { background: #eee; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

/** `ordersCss` as the provider injects it (see styles/sheet.ts). */
export const ordersSheet: SkateSheet = { id: 'orders', rank: 13, css: ordersCss };
