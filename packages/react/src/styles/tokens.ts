import type { SkateSheet } from './sheet';
/**
 * Design tokens of the academy's brand as `--skate-*` custom properties with their defaults, plus the
 * base rules of the tree. Everything lives under `.skate-root`: custom properties inherit through a
 * shadow root boundary, so a host page can theme an embedded element by setting the same names.
 */
export const tokensCss = /* css */ `
.skate-root {
  --skate-color-primary: var(--skate-brand-primary, #123a8f);
  --skate-color-primary-hover: color-mix(in srgb, var(--skate-color-primary) 78%, #000);
  --skate-color-primary-soft: #e8eefb;
  --skate-color-on-primary: #ffffff;
  --skate-color-accent: var(--skate-brand-accent, #c2410c);
  --skate-color-accent-hover: color-mix(in srgb, var(--skate-color-accent) 80%, #000);
  --skate-color-on-accent: #ffffff;
  /* The buying actions (Add to Cart, Buy Now, Checkout, Place Order): one colour on cards, the product
     page, the cart and checkout; the brand's primary unless a merchant sets --skate-brand-action. */
  --skate-color-action: var(--skate-brand-action, var(--skate-color-primary));
  --skate-color-action-hover: color-mix(in srgb, var(--skate-color-action) 80%, #000);
  --skate-color-on-action: var(--skate-color-on-primary);
  --skate-color-surface: #ffffff;
  --skate-color-background: #f4f6fb;
  --skate-color-text: #14213d;
  --skate-color-muted: #5b6477;
  --skate-color-border: #dfe5ef;
  --skate-color-danger: #c4291c;
  --skate-color-danger-soft: #fdecea;
  --skate-color-success: #107a55;
  --skate-color-success-soft: #e6f6ef;
  --skate-color-warning: #a95304;
  --skate-color-warning-soft: #fff4e5;
  --skate-color-skeleton: #e6eaf2;
  --skate-color-focus: #ff9a4d;
  --skate-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
  --skate-font-size: 16px;
  --skate-radius: 16px;
  --skate-radius-sm: 10px;
  --skate-radius-pill: 999px;
  --skate-space-1: 4px;
  --skate-space-2: 8px;
  --skate-space-3: 12px;
  --skate-space-4: 16px;
  --skate-space-5: 24px;
  --skate-space-6: 32px;
  --skate-space-7: 48px;
  --skate-shadow-sm: 0 1px 2px rgba(20, 33, 61, 0.06), 0 1px 3px rgba(20, 33, 61, 0.08);
  --skate-shadow: 0 6px 20px rgba(20, 33, 61, 0.1);
  --skate-shadow-lg: 0 18px 48px rgba(20, 33, 61, 0.22);
  --skate-content-width: 1200px;
  --skate-transition: 160ms ease;

  font-family: var(--skate-font-family);
  font-size: var(--skate-font-size);
  line-height: 1.5;
  color: var(--skate-color-text);
  -webkit-font-smoothing: antialiased;
}
.skate-root *, .skate-root *::before, .skate-root *::after { box-sizing: border-box; }
.skate-root img { max-width: 100%; display: block; }
.skate-root h1, .skate-root h2, .skate-root h3, .skate-root h4 { line-height: 1.25; margin: 0 0 var(--skate-space-2); }
.skate-root p { margin: 0 0 var(--skate-space-2); }
.skate-root a { color: var(--skate-color-primary); }
.skate-root :focus-visible {
  outline: 3px solid var(--skate-color-focus);
  outline-offset: 2px;
  border-radius: 4px;
}
.skate-root .skate-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.skate-root .skate-container {
  width: 100%;
  max-width: var(--skate-content-width);
  margin: 0 auto;
  padding: 0 var(--skate-space-4);
}
.skate-root .skate-section { padding: var(--skate-space-6) 0; }
.skate-root .skate-section-head { text-align: center; margin-bottom: var(--skate-space-5); }
.skate-root .skate-section-title { font-size: clamp(1.4rem, 1.1rem + 1.4vw, 2rem); font-weight: 800; color: var(--skate-color-text); }
.skate-root .skate-section-subtitle { color: var(--skate-color-muted); margin: 0; }
.skate-root .skate-page { padding: var(--skate-space-5) 0 var(--skate-space-7); background: var(--skate-color-background); min-height: 50vh; }
.skate-root .skate-page-title { font-size: clamp(1.4rem, 1.1rem + 1.2vw, 1.9rem); font-weight: 800; }
.skate-root .skate-empty {
  text-align: center; padding: var(--skate-space-7) var(--skate-space-4); color: var(--skate-color-muted);
  background: var(--skate-color-surface); border-radius: var(--skate-radius); border: 1px dashed var(--skate-color-border);
}
.skate-root .skate-card {
  background: var(--skate-color-surface);
  border: 1px solid var(--skate-color-border);
  border-radius: var(--skate-radius);
  box-shadow: var(--skate-shadow-sm);
}
@media (prefers-reduced-motion: reduce) {
  .skate-root *, .skate-root *::before, .skate-root *::after { animation-duration: 1ms !important; transition-duration: 1ms !important; scroll-behavior: auto !important; }
}
`;

/** `tokensCss` as the provider injects it (see styles/sheet.ts). */
export const tokensSheet: SkateSheet = { id: 'tokens', rank: 0, css: tokensCss };
