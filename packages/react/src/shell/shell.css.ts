import type { SkateSheet } from '../styles/sheet';
/** Site shell: header with marquee, search and navigation, mobile drawer, bottom nav, floating cart, footer; shared form bits of my areas.
 * The rotating marquee text slides in rather than fading, so it keeps full contrast at every moment. */
export const shellCss = /* css */ `
.skate-root .skate-muted { color: var(--skate-color-muted); }
.skate-root .skate-center { text-align: center; }
.skate-root .skate-container--narrow { max-width: 760px; }
.skate-root .skate-card-title { font-size: 1.05rem; font-weight: 800; margin: 0 0 var(--skate-space-3); }
.skate-root .skate-required { color: var(--skate-color-danger); }
.skate-root .skate-field-hint--danger { color: var(--skate-color-danger); font-weight: 700; }
.skate-root .skate-fieldset { border: 0; padding: 0; margin: 0 0 var(--skate-space-3); min-width: 0; }
.skate-root .skate-fieldset > legend { padding: 0; }
.skate-root .skate-radio-row { display: flex; gap: var(--skate-space-4); flex-wrap: wrap; }
.skate-root .skate-radio, .skate-root .skate-checkbox { display: inline-flex; align-items: center; gap: var(--skate-space-2); min-height: 44px; cursor: pointer; }
.skate-root .skate-radio input, .skate-root .skate-checkbox input { width: 20px; height: 20px; accent-color: var(--skate-color-primary); }
.skate-root .skate-form-card { padding: var(--skate-space-5); }
.skate-root .skate-details { margin: 0 0 var(--skate-space-3); display: grid; gap: var(--skate-space-2); }
.skate-root .skate-details div { display: flex; justify-content: space-between; gap: var(--skate-space-3); flex-wrap: wrap; }
.skate-root .skate-details dt { color: var(--skate-color-muted); }
.skate-root .skate-details dd { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
.skate-root .skate-details address { font-style: normal; }

.skate-root .skate-site-header { background: var(--skate-color-surface); border-bottom: 1px solid var(--skate-color-border); position: relative; z-index: 20; }
.skate-root .skate-marquee { background: var(--skate-color-primary); color: var(--skate-color-on-primary); text-align: center; font-size: 0.85rem; font-weight: 700; padding: 6px var(--skate-space-4); }
.skate-root .skate-marquee { overflow: hidden; }
/* Phones: one compact line, whichever heading shows, so the rotation and the first load do not move the page. */
@media (max-width: 600px) {
  .skate-root .skate-marquee { box-sizing: border-box; font-size: 0.75rem; padding: 4px var(--skate-space-3); min-height: calc(1.25em + 8px); }
  .skate-root .skate-marquee-text { line-height: 1.25; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
}
.skate-root .skate-marquee-text { margin: 0; animation: skate-marquee-in 300ms ease; }
@keyframes skate-marquee-in { from { transform: translateY(60%); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .skate-root .skate-marquee-text { animation: none; } }
.skate-root .skate-header-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--skate-space-3); padding-top: var(--skate-space-3); padding-bottom: var(--skate-space-3); }
.skate-root .skate-menu-button { flex: none; }
@media (min-width: 960px) { .skate-root .skate-menu-button { display: none; } }
.skate-root .skate-brand { display: flex; align-items: center; gap: var(--skate-space-2); text-decoration: none; color: var(--skate-color-text); min-width: 0; flex: 0 1 auto; }
.skate-root .skate-brand-logo { height: 44px; width: 44px; flex: none; object-fit: contain; }
/* Room for the store's name and tag line before they load (lines of each: 2 and 3 on phones, 2 and 2
   up to 1099 px, 1 and 1 wider), so the header does not grow when they come. Longer texts still show
   whole: the block grows. */
.skate-root .skate-brand-text {
  --_skate-brand-name: 1.1rem; --_skate-brand-tagline: 0.75rem; --_skate-brand-name-lines: 1; --_skate-brand-tagline-lines: 1;
  display: flex; flex-direction: column; justify-content: center; min-width: 0; line-height: 1.2;
  min-height: calc(1.2 * (var(--_skate-brand-name-lines) * var(--_skate-brand-name) + var(--_skate-brand-tagline-lines) * var(--_skate-brand-tagline)));
}
.skate-root .skate-brand-name { font-weight: 900; font-size: var(--_skate-brand-name); color: var(--skate-color-primary); letter-spacing: -0.01em; }
.skate-root .skate-brand-tagline { font-size: var(--_skate-brand-tagline); color: var(--skate-color-muted); }
@media (min-width: 720px) and (max-width: 1099px) {
  .skate-root .skate-brand-text { --_skate-brand-name-lines: 2; --_skate-brand-tagline-lines: 2; }
}
@media (min-width: 720px) { .skate-root .skate-brand { max-width: 340px; } }
/* Wide screens: room for the name and tag line on one line each, as the placeholder holds before they load. */
@media (min-width: 1100px) { .skate-root .skate-brand { max-width: 460px; } }
/* Phones, the compact header: one line of the store's name, the tag line moved into the menu drawer,
   the search behind its button (opened, it takes a full-width row under the bar). */
@media (max-width: 719px) {
  .skate-root .skate-header-bar { gap: var(--skate-space-2); padding-top: var(--skate-space-2); padding-bottom: var(--skate-space-2); }
  .skate-root .skate-brand { flex: 1 1 0; }
  .skate-root .skate-brand-logo { height: 32px; width: 32px; }
  /* The name whole: one line when it fits, else two short lines inside the bar's 44 px (never cut). */
  .skate-root .skate-brand-text { --_skate-brand-name: 0.9rem; --_skate-brand-name-lines: 1; --_skate-brand-tagline-lines: 0; line-height: 1.15; }
  .skate-root .skate-brand-name { overflow-wrap: anywhere; }
  .skate-root .skate-site-header .skate-brand-tagline { display: none; }
  .skate-root .skate-header-bar .skate-header-account { display: none; }
  .skate-root .skate-header-search:not(.skate-header-search--open) { display: none; }
}
.skate-root .skate-search-toggle { flex: none; }
@media (min-width: 720px) { .skate-root .skate-search-toggle { display: none; } }
.skate-root .skate-search-toggle[aria-expanded='true'] { background: var(--skate-color-primary-soft); color: var(--skate-color-primary); }
.skate-root .skate-drawer-tagline { margin: 0; color: var(--skate-color-muted); font-size: 0.85rem; }
.skate-root .skate-header-search { flex: 1; display: flex; min-width: 0; }
/* Narrow screens: the opened search box gets its own full-width row under the logo, outside the drawer. */
@media (max-width: 719px) { .skate-root .skate-header-search { order: 10; flex-basis: 100%; } }
.skate-root .skate-header-actions { display: flex; align-items: center; gap: var(--skate-space-2); margin-left: auto; }
.skate-root .skate-header-cart, .skate-root .skate-header-account {
  display: inline-flex; align-items: center; gap: var(--skate-space-2); min-height: 44px; min-width: 44px; justify-content: center;
  padding: 0 var(--skate-space-2); border-radius: var(--skate-radius-pill); color: var(--skate-color-text); text-decoration: none; font-weight: 700; position: relative;
}
.skate-root .skate-header-cart:hover, .skate-root .skate-header-account:hover { background: var(--skate-color-primary-soft); }
/* Narrow screens hide the words visually only, so the link keeps its accessible name. */
@media (max-width: 639px) {
  .skate-root .skate-site-header .skate-header-bar .skate-header-account span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
.skate-root .skate-cart-badge {
  position: absolute; top: 2px; right: 0; min-width: 20px; height: 20px; padding: 0 5px; border-radius: var(--skate-radius-pill);
  background: var(--skate-color-accent); color: var(--skate-color-on-accent); font-size: 0.75rem; font-weight: 800; display: flex; align-items: center; justify-content: center;
}
.skate-root .skate-header-nav { display: block; border-top: 1px solid var(--skate-color-border); }
@media (max-width: 959px) { .skate-root .skate-header-nav { display: none; } }
.skate-root .skate-nav-list { list-style: none; margin: 0; padding: 0; display: flex; gap: var(--skate-space-1); flex-wrap: wrap; }
.skate-root .skate-nav-link { display: inline-flex; align-items: center; min-height: 44px; padding: 0 var(--skate-space-3); color: var(--skate-color-text); text-decoration: none; font-weight: 700; border-bottom: 3px solid transparent; }
.skate-root .skate-nav-link:hover { color: var(--skate-color-primary); }
.skate-root .skate-nav-link[aria-current='page'] { color: var(--skate-color-primary); border-bottom-color: var(--skate-color-accent); }

.skate-root .skate-search { position: relative; align-items: center; }
.skate-root .skate-search-input { padding-right: 48px; border-radius: var(--skate-radius-pill); }
.skate-root .skate-search-submit { position: absolute; right: 4px; top: 50%; transform: translateY(-50%); width: 40px; height: 40px; border: 0; border-radius: 50%; background: var(--skate-color-primary); color: var(--skate-color-on-primary); cursor: pointer; display: flex; align-items: center; justify-content: center; }
.skate-root .skate-search-list {
  position: absolute; top: calc(100% + 4px); left: 0; right: 0; z-index: 30; list-style: none; margin: 0; padding: var(--skate-space-1);
  background: var(--skate-color-surface); border: 1px solid var(--skate-color-border); border-radius: var(--skate-radius-sm); box-shadow: var(--skate-shadow);
}
.skate-root .skate-search-option { padding: var(--skate-space-2) var(--skate-space-3); border-radius: var(--skate-radius-sm); cursor: pointer; }
.skate-root .skate-search-option:hover, .skate-root .skate-search-option[aria-selected='true'] { background: var(--skate-color-primary-soft); color: var(--skate-color-primary); }

.skate-root .skate-drawer-backdrop { position: fixed; inset: 0; z-index: 1000; background: rgba(12, 22, 45, 0.55); animation: skate-fade-in 160ms ease; }
.skate-root .skate-drawer {
  position: absolute; top: 0; bottom: 0; left: 0; width: min(86vw, 340px); background: var(--skate-color-surface);
  padding: var(--skate-space-4); overflow-y: auto; display: flex; flex-direction: column; gap: var(--skate-space-4); box-shadow: var(--skate-shadow-lg);
}
.skate-root .skate-drawer-head { display: flex; align-items: center; justify-content: space-between; }
.skate-root .skate-drawer-title { font-size: 1.1rem; margin: 0; }
.skate-root .skate-drawer .skate-nav-list { flex-direction: column; }

.skate-root .skate-bottom-nav { position: fixed; left: 0; right: 0; bottom: 0; z-index: 15; background: var(--skate-color-surface); border-top: 1px solid var(--skate-color-border); box-shadow: 0 -4px 16px rgba(20, 33, 61, 0.08); }
@media (min-width: 960px) { .skate-root .skate-bottom-nav { display: none; } }
.skate-root .skate-bottom-nav ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(5, 1fr); }
.skate-root .skate-bottom-nav a { display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 6px 2px; min-height: 56px; font-size: 0.7rem; font-weight: 700; color: var(--skate-color-muted); text-decoration: none; }
.skate-root .skate-bottom-nav a[aria-current='page'] { color: var(--skate-color-primary); }
.skate-root .skate-floating-cart {
  position: fixed; right: var(--skate-space-4); bottom: 76px; z-index: 16; width: 56px; height: 56px; border-radius: 50%;
  background: var(--skate-color-accent); color: var(--skate-color-on-accent); display: flex; align-items: center; justify-content: center; box-shadow: var(--skate-shadow-lg);
}
.skate-root .skate-floating-cart .skate-cart-badge { background: var(--skate-color-primary); color: var(--skate-color-on-primary); top: -2px; right: -2px; }
@media (min-width: 960px) { .skate-root .skate-floating-cart { display: none; } }

.skate-root .skate-site-footer { background: #0c1a3a; color: #dfe6f5; padding: var(--skate-space-6) 0 calc(var(--skate-space-6) + 56px); margin-top: var(--skate-space-6); }
@media (min-width: 960px) { .skate-root .skate-site-footer { padding-bottom: var(--skate-space-6); } }
.skate-root .skate-footer-grid { display: grid; gap: var(--skate-space-5); grid-template-columns: 1fr; }
@media (min-width: 720px) { .skate-root .skate-footer-grid { grid-template-columns: 1.4fr 1fr 1fr 1fr; } }
.skate-root .skate-footer-brand { font-weight: 900; font-size: 1.1rem; color: #fff; }
.skate-root .skate-footer-heading { font-size: 0.95rem; color: #fff; margin-bottom: var(--skate-space-2); }
.skate-root .skate-site-footer ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-1); }
.skate-root .skate-site-footer a { color: #dfe6f5; display: inline-block; padding: 4px 0; }
.skate-root .skate-site-footer a:hover { color: #fff; }
.skate-root .Toastify__toast-body { white-space: pre-line; }
@media print {
  .skate-root .skate-site-header, .skate-root .skate-site-footer, .skate-root .skate-bottom-nav, .skate-root .skate-floating-cart { display: none !important; }
}
`;

/** `shellCss` as the provider injects it (see styles/sheet.ts). */
export const shellSheet: SkateSheet = { id: 'shell', rank: 10, css: shellCss };
