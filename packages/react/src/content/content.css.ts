import type { SkateSheet } from '../styles/sheet';
/** Offices, About and the policy pages. */
export const contentCss = /* css */ `
.skate-root .skate-office-grid { list-style: none; margin: var(--skate-space-4) 0 0; padding: 0; }
.skate-root .skate-office-card { overflow: hidden; display: flex; flex-direction: column; }
.skate-root .skate-office-image { width: 100%; aspect-ratio: 4 / 3; height: auto; object-fit: contain; }
.skate-root .skate-office-body { padding: var(--skate-space-4); display: flex; flex-direction: column; gap: var(--skate-space-2); align-items: flex-start; flex: 1; }
.skate-root .skate-office-name { font-size: 1.05rem; margin: 0; }
.skate-root .skate-office-address { font-style: normal; color: var(--skate-color-muted); font-size: 0.9rem; flex: 1; }

.skate-root .skate-about-hero { background: linear-gradient(120deg, var(--skate-color-primary), #0a2461); color: #fff; padding: var(--skate-space-7) 0; }
.skate-root .skate-about-eyebrow { text-transform: uppercase; letter-spacing: 0.08em; font-weight: 800; font-size: 0.8rem; color: #ffd4b0; }
.skate-root .skate-about-title { font-size: clamp(1.8rem, 1.2rem + 3vw, 3rem); font-weight: 900; color: #fff; max-width: 22ch; }
.skate-root .skate-about-subtitle { font-size: 1.1rem; max-width: 56ch; opacity: 0.92; margin-bottom: var(--skate-space-4); }
.skate-root .skate-about-grid { display: grid; gap: var(--skate-space-5); }
@media (min-width: 900px) { .skate-root .skate-about-grid { grid-template-columns: 1fr 1fr; align-items: start; } }
.skate-root .skate-accordion { display: grid; gap: var(--skate-space-2); }
.skate-root .skate-accordion-heading { margin: 0; font-size: 1rem; }
.skate-root .skate-accordion-toggle {
  width: 100%; display: flex; justify-content: space-between; align-items: center; gap: var(--skate-space-3); min-height: 48px;
  padding: var(--skate-space-3) var(--skate-space-4); font: inherit; font-weight: 800; text-align: left; background: transparent; border: 0; cursor: pointer; color: var(--skate-color-text); border-radius: var(--skate-radius);
}
.skate-root .skate-accordion-sign { font-size: 1.3rem; color: var(--skate-color-primary); }
.skate-root .skate-accordion-panel { padding: 0 var(--skate-space-4) var(--skate-space-4); }
.skate-root .skate-feature-grid, .skate-root .skate-testimonial-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-4); grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.skate-root .skate-feature { padding: var(--skate-space-4); }
.skate-root .skate-feature h3 { font-size: 1rem; }
.skate-root .skate-feature-icon { display: inline-flex; width: 40px; height: 40px; border-radius: 50%; align-items: center; justify-content: center; background: var(--skate-color-primary-soft); color: var(--skate-color-primary); margin-bottom: var(--skate-space-2); }
.skate-root .skate-testimonial { padding: var(--skate-space-4); }
.skate-root .skate-testimonial figure, .skate-root .skate-testimonial blockquote { margin: 0; }
.skate-root .skate-testimonial blockquote p { font-style: italic; }
.skate-root .skate-about-join { background: var(--skate-color-primary-soft); }

.skate-root .skate-policy-intro { font-size: 1.05rem; color: var(--skate-color-muted); }
.skate-root .skate-policy-sections { padding-left: 1.4em; display: grid; gap: var(--skate-space-4); }
.skate-root .skate-policy-section h2 { font-size: 1.1rem; }
.skate-root .skate-policy-section ul { padding-left: 1.2em; }
`;

/** `contentCss` as the provider injects it (see styles/sheet.ts). */
export const contentSheet: SkateSheet = { id: 'content', rank: 16, css: contentCss };
