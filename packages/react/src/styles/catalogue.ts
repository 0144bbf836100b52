import type { SkateSheet } from './sheet';
/** Product cards, grids, listing heads, shop filters and the variation / package modals. */
export const catalogueCss = /* css */ `
.skate-root .skate-product-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-3); grid-template-columns: repeat(2, minmax(0, 1fr)); }
.skate-root .skate-product-grid > li { display: flex; min-width: 0; }
.skate-root .skate-product-grid > li > * { flex: 1; min-width: 0; }
@media (min-width: 640px) { .skate-root .skate-product-grid { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: var(--skate-space-4); } }
.skate-root .skate-product-card {
  display: flex; flex-direction: column; overflow: hidden; position: relative;
  transition: transform var(--skate-transition), box-shadow var(--skate-transition);
}
.skate-root .skate-product-card:hover { box-shadow: var(--skate-shadow); transform: translateY(-2px); }
.skate-root .skate-product-card-media { position: relative; display: block; background: #f7f9fc; }
.skate-root .skate-product-card-media img { width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: contain; padding: var(--skate-space-2); }
.skate-root .skate-product-card-media .skate-skeleton { border-radius: 0; }
.skate-root .skate-product-card-media .skate-badge { position: absolute; top: 10px; left: 10px; z-index: 1; }
.skate-root .skate-product-card-body { padding: var(--skate-space-3); display: flex; flex-direction: column; gap: var(--skate-space-2); flex: 1; }
@media (min-width: 640px) { .skate-root .skate-product-card-body { padding: var(--skate-space-4); } }
.skate-root .skate-product-card-title {
  font-size: 0.98rem; font-weight: 700; margin: 0; line-height: 1.3;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
.skate-root .skate-product-card-title a { color: var(--skate-color-text); text-decoration: none; }
.skate-root .skate-product-card-title a:hover { color: var(--skate-color-primary); }
.skate-root .skate-product-card-range { color: var(--skate-color-muted); font-size: 0.85rem; }
.skate-root .skate-product-card-actions { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: var(--skate-space-2); margin-top: auto; padding-top: var(--skate-space-2); }
.skate-root .skate-product-card-actions .skate-btn { min-height: 38px; padding: 0 var(--skate-space-2); font-size: 0.85rem; white-space: normal; line-height: 1.15; text-align: center; }
.skate-root .skate-product-card--skeleton .skate-product-card-body { gap: var(--skate-space-3); }
/* Phones' two-column grids: a card is ~170 px wide, so its buttons stack (one line each) and titles get a third line. */
@media (max-width: 639px) {
  .skate-root .skate-product-grid .skate-product-card-actions { grid-auto-flow: row; }
  .skate-root .skate-product-grid .skate-product-card-title { -webkit-line-clamp: 3; }
}

.skate-root .skate-listing-head {
  display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: var(--skate-space-3);
  margin-bottom: var(--skate-space-4);
}
.skate-root .skate-listing-count { color: var(--skate-color-muted); margin: 0; font-size: 0.95rem; }
.skate-root .skate-sort { display: flex; align-items: center; gap: var(--skate-space-2); }
.skate-root .skate-sort .skate-select { width: auto; min-width: 190px; }

.skate-root .skate-shop { display: grid; gap: var(--skate-space-5); }
@media (min-width: 960px) { .skate-root .skate-shop { grid-template-columns: 260px 1fr; align-items: start; } }
.skate-root .skate-filters { padding: var(--skate-space-4); }
/* Phones and tablets: the filters collapsed behind their button (the products first); wide screens: always open. */
.skate-root .skate-filters-toggle { margin: 0; }
@media (min-width: 960px) { .skate-root .skate-filters .skate-filters-toggle { display: none; } }
@media (max-width: 959px) {
  .skate-root .skate-filters { padding: var(--skate-space-2) var(--skate-space-4); }
  .skate-root .skate-filters:not(.skate-filters--open) .skate-filters-body { display: none; }
  .skate-root .skate-filters--open .skate-filters-body { padding-top: var(--skate-space-3); }
}
@media (min-width: 960px) { .skate-root .skate-filters { position: sticky; top: var(--skate-space-4); } }
.skate-root .skate-filter-group { border: 0; margin: 0 0 var(--skate-space-4); padding: 0; }
.skate-root .skate-filter-group legend, .skate-root .skate-filter-title { font-weight: 800; margin-bottom: var(--skate-space-2); font-size: 0.95rem; padding: 0; }
.skate-root .skate-filter-toggle {
  display: flex; width: 100%; align-items: center; justify-content: space-between; font: inherit; font-weight: 800;
  background: transparent; border: 0; padding: var(--skate-space-2) 0; cursor: pointer; color: var(--skate-color-text);
}
.skate-root .skate-filter-toggle[aria-expanded='true'] .skate-icon { transform: rotate(90deg); }
.skate-root .skate-filter-toggle:disabled { cursor: default; opacity: 0.6; }
.skate-root .skate-check { display: flex; align-items: center; gap: var(--skate-space-2); padding: 6px 0; cursor: pointer; font-size: 0.95rem; }
.skate-root .skate-check input { width: 18px; height: 18px; accent-color: var(--skate-color-primary); }
.skate-root .skate-load-more { display: flex; justify-content: center; margin-top: var(--skate-space-5); }

.skate-root .skate-variation-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-3); grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.skate-root .skate-variation-card { padding: var(--skate-space-3); display: flex; flex-direction: column; gap: var(--skate-space-2); }
.skate-root .skate-variation-card img, .skate-root .skate-variation-card .skate-skeleton { width: 100%; aspect-ratio: 1 / 1; object-fit: contain; border-radius: var(--skate-radius-sm); background: #f7f9fc; }
.skate-root .skate-variation-attrs { font-weight: 700; margin: 0; }
.skate-root .skate-facts { display: grid; grid-template-columns: auto 1fr; gap: 2px var(--skate-space-3); margin: 0; font-size: 0.9rem; }
.skate-root .skate-facts dt { color: var(--skate-color-muted); }
.skate-root .skate-facts dd { margin: 0; font-weight: 600; }
.skate-root .skate-variation-card--blocked { opacity: 0.65; }

.skate-root .skate-package-list { list-style: none; margin: 0 0 var(--skate-space-4); padding: 0; display: grid; gap: var(--skate-space-2); }
.skate-root .skate-package-item { display: flex; align-items: center; gap: var(--skate-space-3); padding: var(--skate-space-2); border: 1px solid var(--skate-color-border); border-radius: var(--skate-radius-sm); }
.skate-root .skate-package-item img, .skate-root .skate-package-item .skate-skeleton { width: 64px; height: 64px; object-fit: contain; flex: none; border-radius: var(--skate-radius-sm); }
`;

/** `catalogueCss` as the provider injects it (see styles/sheet.ts). */
export const catalogueSheet: SkateSheet = { id: 'catalogue', rank: 5, css: catalogueCss };
