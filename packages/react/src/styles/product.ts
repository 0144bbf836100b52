import type { SkateSheet } from './sheet';
/** Product detail page: gallery carousel, buy box, attribute selectors, pincode check, tabs. */
export const productCss = /* css */ `
.skate-root .skate-pdp { display: grid; gap: var(--skate-space-5); }
@media (min-width: 900px) { .skate-root .skate-pdp { grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr); gap: var(--skate-space-6); align-items: start; } }
.skate-root .skate-gallery { display: flex; flex-direction: column; gap: var(--skate-space-3); }
.skate-root .skate-gallery-main {
  position: relative; overflow: hidden; background: var(--skate-color-surface); border-radius: var(--skate-radius);
  border: 1px solid var(--skate-color-border); touch-action: pan-y; user-select: none;
}
.skate-root .skate-gallery-main img { width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: contain; padding: var(--skate-space-4); }
.skate-root .skate-gallery-arrow { position: absolute; top: 50%; transform: translateY(-50%); z-index: 1; }
.skate-root .skate-gallery-arrow--prev { left: 10px; }
.skate-root .skate-gallery-arrow--next { right: 10px; }
.skate-root .skate-gallery-thumbs { display: flex; gap: var(--skate-space-2); overflow-x: auto; padding: 2px; scrollbar-width: thin; }
.skate-root .skate-gallery-thumb {
  flex: none; width: 72px; height: 72px; padding: 4px; border-radius: var(--skate-radius-sm); cursor: pointer;
  border: 2px solid var(--skate-color-border); background: var(--skate-color-surface);
}
.skate-root .skate-gallery-thumb img { width: 100%; height: 100%; object-fit: contain; }
.skate-root .skate-gallery-thumb[aria-current='true'] { border-color: var(--skate-color-accent); }

.skate-root .skate-pdp-info { display: flex; flex-direction: column; gap: var(--skate-space-4); }
.skate-root .skate-pdp-title { font-size: clamp(1.4rem, 1.1rem + 1.4vw, 2.1rem); font-weight: 900; margin: 0; }
.skate-root .skate-pdp-meta { display: flex; flex-wrap: wrap; gap: var(--skate-space-2); align-items: center; color: var(--skate-color-muted); font-size: 0.9rem; }
.skate-root .skate-pdp-short { color: var(--skate-color-muted); }
.skate-root .skate-attr { border: 0; padding: 0; margin: 0; }
.skate-root .skate-attr legend { font-weight: 800; margin-bottom: var(--skate-space-2); padding: 0; }
.skate-root .skate-attr-options { display: flex; flex-wrap: wrap; gap: var(--skate-space-2); }
.skate-root .skate-attr-option {
  font: inherit; font-weight: 600; min-height: 40px; min-width: 48px; padding: 0 var(--skate-space-3); cursor: pointer;
  border-radius: var(--skate-radius-sm); border: 2px solid var(--skate-color-border); background: var(--skate-color-surface); color: var(--skate-color-text);
}
.skate-root .skate-attr-option[aria-pressed='true'] { border-color: var(--skate-color-primary); background: var(--skate-color-primary-soft); color: var(--skate-color-primary); }
.skate-root .skate-attr-option:disabled { opacity: 0.45; text-decoration: line-through; cursor: not-allowed; }
.skate-root .skate-buy-row { display: flex; flex-wrap: wrap; gap: var(--skate-space-3); align-items: center; }
.skate-root .skate-buy-row .skate-btn { flex: 1 1 160px; }
.skate-root .skate-pdp-view-cart { align-self: flex-start; }
.skate-root .skate-pincode { padding: var(--skate-space-4); }
.skate-root .skate-pincode-form { display: flex; gap: var(--skate-space-2); }
.skate-root .skate-pincode-form .skate-input { flex: 1; }
.skate-root .skate-pincode-result { margin-top: var(--skate-space-2); font-weight: 600; }
.skate-root .skate-pincode-result--ok { color: var(--skate-color-success); }
.skate-root .skate-pincode-result--bad { color: var(--skate-color-danger); }

.skate-root .skate-pdp-tabs { margin-top: var(--skate-space-6); }
.skate-root .skate-pdp-tabs [role='tablist'] { border-bottom: 1px solid var(--skate-color-border); gap: 0; }
.skate-root .skate-pdp-tab {
  font: inherit; font-weight: 700; background: transparent; border: 0; border-bottom: 3px solid transparent;
  padding: var(--skate-space-3) var(--skate-space-4); cursor: pointer; color: var(--skate-color-muted); white-space: nowrap;
}
.skate-root .skate-pdp-tab[aria-selected='true'] { color: var(--skate-color-primary); border-bottom-color: var(--skate-color-accent); }
.skate-root .skate-pdp-panel { padding: var(--skate-space-5) 0; }
.skate-root .skate-rich-text { line-height: 1.7; overflow-wrap: anywhere; }
.skate-root .skate-rich-text img { height: auto; }
.skate-root .skate-spec-table { width: 100%; border-collapse: collapse; }
.skate-root .skate-spec-table th, .skate-root .skate-spec-table td { text-align: left; padding: var(--skate-space-2) var(--skate-space-3); border-bottom: 1px solid var(--skate-color-border); }
.skate-root .skate-spec-table th { width: 40%; color: var(--skate-color-muted); font-weight: 600; }
.skate-root .skate-feature-list { margin: 0; padding-left: 1.2em; display: grid; gap: var(--skate-space-2); }
.skate-root .skate-review { padding: var(--skate-space-3) 0; border-bottom: 1px solid var(--skate-color-border); }
.skate-root .skate-review-user { font-weight: 800; margin: 0; }
.skate-root .skate-not-found { text-align: center; padding: var(--skate-space-7) var(--skate-space-4); }
`;

/** `productCss` as the provider injects it (see styles/sheet.ts). */
export const productSheet: SkateSheet = { id: 'product', rank: 6, css: productCss };
