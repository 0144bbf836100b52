import { activeSliders, productRoute } from '@skatekit/core/rules';
import type { Slider } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { lazy, Suspense, useMemo } from 'react';
import { useSliders } from '../hooks/useCatalogue';
import { useImageUrl } from '../hooks/useImageUrl';
import { useToastOnError } from '../hooks/useToastOnError';
import { Price } from '../ui/Price';
import { SkateImage } from '../ui/SkateImage';
import { Skeleton } from '../ui/Skeleton';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';
import { LinkButton } from '../ui/LinkButton';

/** A slide as the hero shows it: its product kept only while Active (core's activeSliders). */
export type HeroSlideData = ReturnType<typeof activeSliders<Slider>>[number];

// Swiper (its code and its work on start) only for a hero of two slides or more.
const HeroCarousel = lazy(() => import('./HeroCarousel').then((m) => ({ default: m.HeroCarousel })));

/** One slide of the hero: background, offer, name, text, price, the product's link and the image. */
export function HeroSlide({ slide, index }: { slide: HeroSlideData; index: number }) {
  const imageUrl = useImageUrl();
  const background = imageUrl(slide.background_image);
  return (
    <div
      className="skate-hero-slide"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      <div className="skate-hero-inner">
        <div>
          {slide.offer_name ? <span className="skate-hero-eyebrow">{slide.offer_name}</span> : null}
          <h2 className="skate-hero-title">{slide.slider_name}</h2>
          {slide.description ? <p className="skate-hero-text">{slide.description}</p> : null}
          {slide.price > 0 ? <Price current={slide.price} original={slide.cutOffPrice} size="lg" /> : null}
          {slide.product ? (
            <div className="skate-hero-actions">
              <LinkButton to={productRoute(slide.product.title, slide.product.product_id)} variant="accent">
                {TEXTS.SHOP_NOW}
              </LinkButton>
            </div>
          ) : null}
        </div>
        {slide.image ? (
          <SkateImage
            path={slide.image}
            alt={slide.slider_name}
            className="skate-hero-image"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            fallbackHeight={0}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * The home page hero: the merchant's slides (a slide's product is dropped when not Active),
 * auto-advancing every 5 s in a loop, with dots that jump to a slide. One slide is shown as it is,
 * without the carousel; while the carousel's code loads, its first slide stands in its place.
 * A failed load shows "Failed to load slider data".
 */
export function HeroSlider() {
  useSkateStyles(HOME_SHEETS);
  const sliders = useSliders();
  useToastOnError(sliders.status, TEXTS.FAILED_LOAD_SLIDER, sliders.error);
  const slides = useMemo(() => activeSliders(sliders.data ?? []), [sliders.data]);

  if (sliders.status === 'loading' && !sliders.data) {
    return (
      <section className="skate-hero" aria-busy="true" aria-label={TEXTS.LOADING}>
        <Skeleton className="skate-hero-skeleton" height="auto" />
      </section>
    );
  }
  if (slides.length === 0) return null;

  const first = <HeroSlide slide={slides[0]} index={0} />;
  return (
    <section
      className="skate-hero"
      aria-roledescription="carousel"
      aria-label={slides[0].slider_name || TEXTS.SHOP_NOW}
    >
      {slides.length === 1 ? (
        first
      ) : (
        <Suspense fallback={first}>
          <HeroCarousel slides={slides} />
        </Suspense>
      )}
    </section>
  );
}
