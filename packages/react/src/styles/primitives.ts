import type { SkateSheet } from './sheet';
/** Buttons, form fields, modal, skeleton, price, spinner, badges and tabs shared by every screen. */
export const primitivesCss = /* css */ `
.skate-root .skate-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--skate-space-2);
  min-height: 44px; padding: 0 var(--skate-space-4);
  font: inherit; font-weight: 700; font-size: 0.95rem; line-height: 1.1;
  border-radius: var(--skate-radius-pill); border: 2px solid transparent; cursor: pointer;
  text-decoration: none; white-space: nowrap;
  transition: background var(--skate-transition), color var(--skate-transition), border-color var(--skate-transition), transform var(--skate-transition);
}
.skate-root .skate-btn:active:not(:disabled) { transform: translateY(1px); }
.skate-root .skate-btn:disabled, .skate-root .skate-btn[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.skate-root .skate-btn--primary { background: var(--skate-color-primary); color: var(--skate-color-on-primary); }
.skate-root .skate-btn--primary:hover:not(:disabled) { background: var(--skate-color-primary-hover); }
.skate-root .skate-btn--accent { background: var(--skate-color-accent); color: var(--skate-color-on-accent); }
.skate-root .skate-btn--accent:hover:not(:disabled) { background: var(--skate-color-accent-hover); }
.skate-root .skate-btn--action { background: var(--skate-color-action); color: var(--skate-color-on-action); }
.skate-root .skate-btn--action:hover:not(:disabled) { background: var(--skate-color-action-hover); }
.skate-root .skate-btn--outline { background: transparent; color: var(--skate-color-primary); border-color: var(--skate-color-primary); }
.skate-root .skate-btn--outline:hover:not(:disabled) { background: var(--skate-color-primary-soft); }
.skate-root .skate-btn--ghost { background: transparent; color: var(--skate-color-text); }
.skate-root .skate-btn--ghost:hover:not(:disabled) { background: var(--skate-color-primary-soft); }
.skate-root .skate-btn--danger { background: transparent; color: var(--skate-color-danger); border-color: var(--skate-color-danger); }
.skate-root .skate-btn--danger:hover:not(:disabled) { background: var(--skate-color-danger-soft); }
.skate-root .skate-btn--sm { min-height: 36px; padding: 0 var(--skate-space-3); font-size: 0.85rem; }
.skate-root .skate-btn--block { width: 100%; }
.skate-root .skate-icon-btn {
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: 50%; border: 1px solid var(--skate-color-border);
  background: var(--skate-color-surface); color: var(--skate-color-text); cursor: pointer; font: inherit;
  box-shadow: var(--skate-shadow-sm);
}
.skate-root .skate-icon-btn:hover:not(:disabled) { background: var(--skate-color-primary-soft); color: var(--skate-color-primary); }
.skate-root .skate-icon-btn:disabled { opacity: 0.4; cursor: not-allowed; }
.skate-root .skate-icon { width: 1.15em; height: 1.15em; flex: none; }

.skate-root .skate-field { display: flex; flex-direction: column; gap: var(--skate-space-1); margin-bottom: var(--skate-space-3); }
.skate-root .skate-label { font-weight: 600; font-size: 0.9rem; }
.skate-root .skate-input, .skate-root .skate-select, .skate-root .skate-textarea {
  font: inherit; color: var(--skate-color-text); background: var(--skate-color-surface);
  border: 1px solid var(--skate-color-border); border-radius: var(--skate-radius-sm);
  min-height: 44px; padding: var(--skate-space-2) var(--skate-space-3); width: 100%;
}
.skate-root .skate-textarea { min-height: 96px; resize: vertical; }
.skate-root .skate-input:focus-visible, .skate-root .skate-select:focus-visible, .skate-root .skate-textarea:focus-visible {
  outline: 3px solid var(--skate-color-focus); outline-offset: 0; border-color: var(--skate-color-primary);
}
.skate-root .skate-input[aria-invalid='true'], .skate-root .skate-select[aria-invalid='true'], .skate-root .skate-textarea[aria-invalid='true'] { border-color: var(--skate-color-danger); box-shadow: 0 0 0 1px var(--skate-color-danger); }
.skate-root .skate-input:read-only:not([type='checkbox']):not([type='radio']), .skate-root .skate-textarea:read-only { background: var(--skate-color-background); color: var(--skate-color-muted); border-style: dashed; cursor: default; }
.skate-root .skate-field-error { color: var(--skate-color-danger); font-size: 0.85rem; margin: 0; }
.skate-root .skate-field-hint { color: var(--skate-color-muted); font-size: 0.85rem; margin: 0; }
.skate-root .skate-form-row { display: grid; gap: var(--skate-space-3); grid-template-columns: 1fr; }
@media (min-width: 640px) { .skate-root .skate-form-row--2 { grid-template-columns: 1fr 1fr; } }

.skate-root .skate-modal-backdrop {
  position: fixed; inset: 0; z-index: 1000; background: rgba(12, 22, 45, 0.55);
  display: flex; align-items: flex-end; justify-content: center; padding: 0;
  animation: skate-fade-in 160ms ease;
}
@media (min-width: 640px) { .skate-root .skate-modal-backdrop { align-items: center; padding: var(--skate-space-4); } }
.skate-root .skate-modal {
  background: var(--skate-color-surface); color: var(--skate-color-text);
  width: 100%; max-width: 560px; max-height: 92vh; overflow: auto;
  border-radius: var(--skate-radius) var(--skate-radius) 0 0; box-shadow: var(--skate-shadow-lg);
  display: flex; flex-direction: column;
  animation: skate-rise 200ms ease;
}
.skate-root .skate-modal--wide { max-width: 880px; }
@media (min-width: 640px) { .skate-root .skate-modal { border-radius: var(--skate-radius); } }
.skate-root .skate-modal-header {
  display: flex; align-items: center; justify-content: space-between; gap: var(--skate-space-3);
  padding: var(--skate-space-4) var(--skate-space-5); border-bottom: 1px solid var(--skate-color-border);
  position: sticky; top: 0; background: var(--skate-color-surface); z-index: 1;
}
.skate-root .skate-modal-title { font-size: 1.15rem; font-weight: 800; margin: 0; }
.skate-root .skate-modal-body { padding: var(--skate-space-4) var(--skate-space-5) var(--skate-space-5); }
.skate-root .skate-modal-footer { display: flex; gap: var(--skate-space-2); justify-content: flex-end; padding: 0 var(--skate-space-5) var(--skate-space-5); flex-wrap: wrap; }
@keyframes skate-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes skate-rise { from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; } }

.skate-root .skate-skeleton {
  display: block; width: 100%; border-radius: var(--skate-radius-sm);
  background: linear-gradient(90deg, var(--skate-color-skeleton) 25%, #f3f5fa 37%, var(--skate-color-skeleton) 63%);
  background-size: 400% 100%; animation: skate-shimmer 1.4s ease infinite;
}
@keyframes skate-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }

.skate-root .skate-price { display: inline-flex; align-items: baseline; flex-wrap: wrap; gap: var(--skate-space-2); }
.skate-root .skate-price-current { font-weight: 800; color: var(--skate-color-primary); font-size: 1.1rem; }
.skate-root .skate-price-original { color: var(--skate-color-muted); text-decoration: line-through; font-size: 0.9rem; }
.skate-root .skate-price--lg .skate-price-current { font-size: 1.7rem; }

.skate-root .skate-spinner {
  display: inline-block; width: 1.25em; height: 1.25em; border-radius: 50%;
  border: 3px solid var(--skate-color-primary-soft); border-top-color: var(--skate-color-primary);
  animation: skate-spin 0.8s linear infinite; vertical-align: middle;
}
.skate-root .skate-btn .skate-spinner { border-color: rgba(255, 255, 255, 0.4); border-top-color: currentColor; }
.skate-root .skate-loading { display: flex; justify-content: center; align-items: center; gap: var(--skate-space-2); padding: var(--skate-space-6); color: var(--skate-color-muted); }
@keyframes skate-spin { to { transform: rotate(360deg); } }

.skate-root .skate-badge {
  display: inline-block; padding: 2px 10px; border-radius: var(--skate-radius-pill);
  font-size: 0.75rem; font-weight: 800; letter-spacing: 0.02em;
  background: var(--skate-color-accent); color: var(--skate-color-on-accent);
}
.skate-root .skate-badge--soft { background: var(--skate-color-primary-soft); color: var(--skate-color-primary); }
.skate-root .skate-badge--success { background: var(--skate-color-success-soft); color: var(--skate-color-success); }
.skate-root .skate-badge--danger { background: var(--skate-color-danger-soft); color: var(--skate-color-danger); }

/* Tab bars fit: tabs that do not fit on one line wrap onto the next, so none is cut or hidden at 390 px. */
.skate-root .skate-tabs { display: flex; flex-wrap: wrap; gap: var(--skate-space-2); overflow-x: auto; padding-bottom: var(--skate-space-1); scrollbar-width: none; }
.skate-root .skate-tabs::-webkit-scrollbar { display: none; }
.skate-root .skate-tabs--more-right { mask-image: linear-gradient(to right, #000 calc(100% - 48px), transparent); }
.skate-root .skate-tabs--more-left { mask-image: linear-gradient(to left, #000 calc(100% - 48px), transparent); }
.skate-root .skate-tabs--more-left.skate-tabs--more-right { mask-image: linear-gradient(to right, transparent, #000 48px, #000 calc(100% - 48px), transparent); }
.skate-root .skate-tab {
  font: inherit; font-weight: 700; font-size: 0.9rem; white-space: nowrap; cursor: pointer;
  padding: var(--skate-space-2) var(--skate-space-4); min-height: 40px;
  border-radius: var(--skate-radius-pill); border: 1px solid var(--skate-color-border);
  background: var(--skate-color-surface); color: var(--skate-color-text);
}
.skate-root .skate-tab[aria-selected='true'] { background: var(--skate-color-primary); border-color: var(--skate-color-primary); color: var(--skate-color-on-primary); }
.skate-root .skate-alert { padding: var(--skate-space-3) var(--skate-space-4); border-radius: var(--skate-radius-sm); margin: var(--skate-space-2) 0; font-size: 0.9rem; }
.skate-root .skate-alert--success { background: var(--skate-color-success-soft); color: var(--skate-color-success); }
.skate-root .skate-alert--danger { background: var(--skate-color-danger-soft); color: var(--skate-color-danger); }
.skate-root .skate-alert--warning { background: var(--skate-color-warning-soft); color: var(--skate-color-warning); }
.skate-root .skate-qty { display: inline-flex; align-items: center; border: 1px solid var(--skate-color-border); border-radius: var(--skate-radius-pill); background: var(--skate-color-surface); }
.skate-root .skate-qty button { width: 40px; height: 40px; border: 0; background: transparent; font: inherit; font-size: 1.2rem; cursor: pointer; border-radius: 50%; color: var(--skate-color-text); }
.skate-root .skate-qty button:disabled { opacity: 0.35; cursor: not-allowed; }
.skate-root .skate-qty-wrap { display: inline-flex; flex-direction: column; gap: 2px; }
.skate-root .skate-qty-note { margin: 0; min-height: 1.2em; font-size: 0.8rem; color: var(--skate-color-danger); font-weight: 600; }
.skate-root .skate-qty output { min-width: 2.5ch; text-align: center; font-weight: 700; }
.skate-root .skate-programs-grid, .skate-root .skate-course-grid, .skate-root .skate-office-grid { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--skate-space-4); }
.skate-root .skate-programs-grid > li, .skate-root .skate-course-grid > li, .skate-root .skate-office-grid > li { flex: 0 1 100%; display: flex; min-width: 0; }
.skate-root .skate-programs-grid > li > *, .skate-root .skate-course-grid > li > *, .skate-root .skate-office-grid > li > * { flex: 1; min-width: 0; }
@media (min-width: 600px) { .skate-root .skate-programs-grid > li, .skate-root .skate-course-grid > li, .skate-root .skate-office-grid > li { flex-basis: calc((100% - var(--skate-space-4)) / 2); } }
@media (min-width: 960px) { .skate-root .skate-programs-grid > li, .skate-root .skate-course-grid > li, .skate-root .skate-office-grid > li { flex-basis: calc((100% - 2 * var(--skate-space-4)) / 3); } }

/* The action bar (ui/ActionBar.tsx): in the page's flow; on phones in the full shop, fixed above the bottom nav. */
.skate-root .skate-action-bar { display: flex; align-items: center; gap: var(--skate-space-3); }
.skate-root .skate-action-bar-value { display: none; }
.skate-root .skate-action-bar-buttons { display: flex; flex: 1; gap: var(--skate-space-2); flex-wrap: wrap; min-width: 0; }
@media (max-width: 959px) {
  .skate-root:has(.skate-bottom-nav) .skate-action-bar {
    position: fixed; left: 0; right: 0; bottom: calc(57px + env(safe-area-inset-bottom, 0px)); z-index: 14; margin: 0;
    padding: var(--skate-space-2) var(--skate-space-4); background: var(--skate-color-surface);
    border-top: 1px solid var(--skate-color-border); box-shadow: 0 -4px 16px rgba(20, 33, 61, 0.1);
  }
  .skate-root:has(.skate-bottom-nav) .skate-action-bar-value { display: block; flex: none; font-weight: 900; font-size: 1.1rem; color: var(--skate-color-primary); white-space: nowrap; }
  .skate-root:has(.skate-bottom-nav) .skate-action-bar-buttons { flex-wrap: nowrap; justify-content: flex-end; }
  .skate-root:has(.skate-bottom-nav) .skate-action-bar-buttons > * { flex: 1 1 0; min-width: 0; padding-left: var(--skate-space-2); padding-right: var(--skate-space-2); }
  /* Room at the page's end, so the bar never hides its last lines; no floating cart over the bar. */
  .skate-root:has(.skate-bottom-nav) .skate-page:has(.skate-action-bar) { padding-bottom: 72px; }
  .skate-root:has(.skate-action-bar) .skate-floating-cart { display: none; }
}
`;

/** `primitivesCss` as the provider injects it (see styles/sheet.ts). */
export const primitivesSheet: SkateSheet = { id: 'primitives', rank: 1, css: primitivesCss };
