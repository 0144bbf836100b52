import type { SkateSheet } from './sheet';
/** Home page sections: hero, scrolling rows (new arrivals, offers, categories), popular grid, programs, counters. */
export const homeCss = /* css */ `
.skate-root .skate-hero { position: relative; background: var(--skate-color-primary); }
/* The slide and its loading skeleton are as tall on each screen (a slide's texts fit in that), so the
   page does not move when the slides come. */
.skate-root .skate-hero-slide {
  position: relative; min-height: 420px; display: flex; align-items: center;
  background-color: var(--skate-color-primary); background-size: cover; background-position: center;
  color: #fff; overflow: hidden;
}
@media (min-width: 900px) { .skate-root .skate-hero-slide { min-height: 460px; } }
.skate-root .skate-hero-slide::before {
  content: ''; position: absolute; inset: 0;
  background: linear-gradient(100deg, rgba(10, 28, 72, 0.92) 0%, rgba(10, 28, 72, 0.72) 45%, rgba(10, 28, 72, 0.15) 100%);
}
.skate-root .skate-hero-inner {
  position: relative; z-index: 1; width: 100%; max-width: var(--skate-content-width); margin: 0 auto;
  padding: var(--skate-space-6) var(--skate-space-5) var(--skate-space-7);
  display: grid; gap: var(--skate-space-5); align-items: center;
}
@media (min-width: 900px) { .skate-root .skate-hero-inner { grid-template-columns: 1.2fr 1fr; padding: var(--skate-space-7) 72px; } }
.skate-root .skate-hero-eyebrow {
  display: inline-block; background: var(--skate-color-accent); color: var(--skate-color-on-accent);
  font-weight: 800; font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase;
  padding: 4px 12px; border-radius: var(--skate-radius-pill); margin-bottom: var(--skate-space-3);
}
.skate-root .skate-hero-title { font-size: clamp(1.8rem, 1.2rem + 3vw, 3.2rem); font-weight: 900; margin-bottom: var(--skate-space-3); color: #fff; }
.skate-root .skate-hero-text { font-size: 1.05rem; opacity: 0.92; max-width: 52ch; margin-bottom: var(--skate-space-4); }
.skate-root .skate-hero .skate-price-current { color: #fff; font-size: 1.6rem; }
.skate-root .skate-hero .skate-price-original { color: rgba(255, 255, 255, 0.75); }
.skate-root .skate-hero-actions { display: flex; gap: var(--skate-space-3); flex-wrap: wrap; margin-top: var(--skate-space-4); }
.skate-root .skate-hero-image { display: none; justify-self: center; max-height: 340px; object-fit: contain; filter: drop-shadow(0 24px 40px rgba(0, 0, 0, 0.35)); }
@media (min-width: 900px) { .skate-root .skate-hero-image { display: block; } }
.skate-root .skate-hero-skeleton { display: block; min-height: 420px; border-radius: 0; }
@media (min-width: 900px) { .skate-root .skate-hero-skeleton { min-height: 460px; } }

.skate-root .skate-row { position: relative; }
.skate-root .skate-row-track {
  display: flex; gap: var(--skate-space-4); overflow-x: auto; scroll-behavior: smooth;
  padding: var(--skate-space-2) 0 var(--skate-space-4); scrollbar-width: none;
}
.skate-root .skate-row-track::-webkit-scrollbar { display: none; }
.skate-root .skate-row-track { list-style: none; margin: 0; }
.skate-root .skate-row-track > li { flex: none; display: flex; }
.skate-root .skate-row-track > li > * { flex: 1; }
.skate-root .skate-row-item--product { width: 220px; }
@media (min-width: 640px) { .skate-root .skate-row-item--product { width: 240px; } }
.skate-root .skate-row-chevron { position: absolute; top: 42%; z-index: 2; transform: translateY(-50%); box-shadow: var(--skate-shadow); }
.skate-root .skate-row-chevron--left { left: -6px; }
.skate-root .skate-row-chevron--right { right: -6px; }
@media (min-width: 1280px) { .skate-root .skate-row-chevron--left { left: -50px; } .skate-root .skate-row-chevron--right { right: -50px; } }
@media (hover: none) and (pointer: coarse) { .skate-root .skate-row-chevron { display: none; } }
.skate-root .skate-group { margin-bottom: var(--skate-space-6); }
.skate-root .skate-group-head { margin-bottom: var(--skate-space-3); }
.skate-root .skate-group-title { font-size: 1.35rem; font-weight: 800; margin: 0; }
.skate-root .skate-group-desc { color: var(--skate-color-muted); margin: 0; }

.skate-root .skate-popular .skate-tabs { justify-content: flex-start; margin-bottom: var(--skate-space-4); }
@media (min-width: 640px) { .skate-root .skate-popular .skate-tabs { justify-content: center; } }
.skate-root .skate-popular-more { display: flex; justify-content: center; margin-top: var(--skate-space-5); }
.skate-root .skate-sentinel { height: 1px; }

.skate-root .skate-offers { background: linear-gradient(180deg, var(--skate-color-primary-soft), transparent); }
.skate-root .skate-offer-card {
  width: 280px; overflow: hidden; display: flex; flex-direction: column;
}
.skate-root .skate-offer-media { position: relative; aspect-ratio: 16 / 10; background: var(--skate-color-skeleton); }
.skate-root .skate-offer-media img { width: 100%; height: 100%; object-fit: cover; }
.skate-root .skate-offer-media .skate-badge { position: absolute; top: 12px; left: 12px; }
.skate-root .skate-offer-body { padding: var(--skate-space-4); display: flex; flex-direction: column; gap: var(--skate-space-2); flex: 1; }
.skate-root .skate-offer-title { font-size: 1.1rem; font-weight: 800; margin: 0; }
.skate-root .skate-offer-desc { color: var(--skate-color-muted); font-size: 0.92rem; margin: 0; flex: 1; }

.skate-root .skate-category-card {
  width: 140px; display: flex; flex-direction: column; align-items: center; gap: var(--skate-space-2);
  padding: var(--skate-space-4) var(--skate-space-2); text-decoration: none; color: var(--skate-color-text);
  text-align: center; transition: transform var(--skate-transition), box-shadow var(--skate-transition);
}
.skate-root .skate-category-card:hover { transform: translateY(-3px); box-shadow: var(--skate-shadow); }
.skate-root .skate-category-icon {
  width: 72px; height: 72px; border-radius: 50%; object-fit: cover; background: var(--skate-color-primary-soft);
  border: 3px solid var(--skate-color-surface); box-shadow: 0 0 0 2px var(--skate-color-accent);
}
.skate-root .skate-category-name { font-weight: 700; font-size: 0.92rem; }

.skate-root .skate-programs-grid { list-style: none; margin: 0; padding: 0; }
.skate-root .skate-program-card { overflow: hidden; display: flex; flex-direction: column; }
.skate-root .skate-program-card img { width: 100%; aspect-ratio: 4 / 3; object-fit: contain; }
.skate-root .skate-program-body { padding: var(--skate-space-4); display: flex; flex-direction: column; gap: var(--skate-space-2); flex: 1; }
.skate-root .skate-program-title { font-size: 1.1rem; font-weight: 800; margin: 0; }
.skate-root .skate-program-title a { color: inherit; text-decoration: none; }
.skate-root .skate-program-title a:hover { color: var(--skate-color-primary); }
.skate-root .skate-program-text { color: var(--skate-color-muted); font-size: 0.92rem; flex: 1; margin: 0; }

.skate-root .skate-counters {
  background: linear-gradient(120deg, var(--skate-color-primary), var(--skate-color-primary-hover));
  color: var(--skate-color-on-primary);
}
.skate-root .skate-counters-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-4); grid-template-columns: repeat(3, 1fr); text-align: center; }
.skate-root .skate-counter-value { display: block; font-size: clamp(1.8rem, 1.2rem + 3vw, 3rem); font-weight: 900; color: var(--skate-color-accent); line-height: 1.1; }
.skate-root .skate-counter-label { font-weight: 600; text-transform: capitalize; opacity: 0.92; font-size: 0.95rem; }
`;

/** `homeCss` as the provider injects it (see styles/sheet.ts). */
export const homeSheet: SkateSheet = { id: 'home', rank: 4, css: homeCss };
