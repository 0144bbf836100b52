import type { SkateSheet } from './sheet';
/**
 * The few swiper rules the hero slider needs, instead of swiper's own stylesheets (global CSS files
 * cannot be imported into a shadow root). Only layout, the slide track and the pagination dots.
 */
export const swiperCss = /* css */ `
.skate-root .swiper { position: relative; overflow: hidden; list-style: none; padding: 0; z-index: 1; margin: 0 auto; touch-action: pan-y; }
.skate-root .swiper-wrapper { position: relative; width: 100%; height: 100%; z-index: 1; display: flex; box-sizing: content-box; transition-property: transform; transition-timing-function: ease-out; }
.skate-root .swiper-slide { flex-shrink: 0; width: 100%; height: 100%; position: relative; transition-property: transform; display: block; }
.skate-root .swiper-pagination {
  position: absolute; left: 0; right: 0; bottom: 14px; z-index: 10;
  display: flex; justify-content: center; gap: 8px; text-align: center; pointer-events: none;
}
.skate-root .swiper-pagination-bullet {
  width: 10px; height: 10px; border-radius: var(--skate-radius-pill); padding: 0; margin: 0;
  background: rgba(255, 255, 255, 0.6); border: 0; cursor: pointer; pointer-events: auto;
  transition: width var(--skate-transition), background var(--skate-transition);
}
.skate-root .swiper-pagination-bullet-active { width: 28px; background: var(--skate-color-accent); }
.skate-root .swiper-button-prev, .skate-root .swiper-button-next {
  position: absolute; top: 50%; z-index: 10; transform: translateY(-50%);
  width: 44px; height: 44px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
  background: rgba(255, 255, 255, 0.85); color: var(--skate-color-primary); cursor: pointer; border: 0;
  box-shadow: var(--skate-shadow);
}
.skate-root .swiper-button-prev { left: 12px; }
.skate-root .swiper-button-next { right: 12px; }
.skate-root .swiper-button-prev::after { content: '\\2039'; font-size: 28px; line-height: 1; }
.skate-root .swiper-button-next::after { content: '\\203A'; font-size: 28px; line-height: 1; }
.skate-root .swiper-button-disabled { opacity: 0.35; cursor: auto; }
.skate-root .swiper-button-lock, .skate-root .swiper-pagination-lock { display: none; }
@media (max-width: 640px) { .skate-root .swiper-button-prev, .skate-root .swiper-button-next { display: none; } }
`;

/** `swiperCss` as the provider injects it (see styles/sheet.ts). */
export const swiperSheet: SkateSheet = { id: 'swiper', rank: 3, css: swiperCss };
