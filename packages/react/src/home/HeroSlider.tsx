import { activeSliders, productRoute } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useMemo } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useSliders } from '../hooks/useCatalogue';
import { useImageUrl } from '../hooks/useImageUrl';
import { useToastOnError } from '../hooks/useToastOnError';
import { SkateLink } from '../provider/SkateLink';
import { Price } from '../ui/Price';
import { SkateImage } from '../ui/SkateImage';
import { Skeleton } from '../ui/Skeleton';
import { heroSwiperOptions } from './heroOptions';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';

const MODULES = [Autoplay, Pagination, Navigation, A11y, Keyboard];

/**
 * The home page hero: the merchant's slides (a slide's product is dropped when not Active),
 * auto-advancing every 5 s in a loop, with dots that jump to a slide.
 * A failed load shows "Failed to load slider data".
 */
export function HeroSlider() {
  useSkateStyles(HOME_SHEETS);
  const imageUrl = useImageUrl();
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

  return (
    <section
      className="skate-hero"
      aria-roledescription="carousel"
      aria-label={slides[0].slider_name || TEXTS.SHOP_NOW}
    >
      <Swiper modules={MODULES} {...heroSwiperOptions} loop={slides.length > 1}>
        {slides.map((slide, index) => {
          const background = imageUrl(slide.background_image);
          return (
            <SwiperSlide key={slide._id ?? index}>
              <div
                className="skate-hero-slide"
                style={background ? { backgroundImage: `url("${background}")` } : undefined}
              >
                <div className="skate-hero-inner">
                  <div>
                    {slide.offer_name ? <span className="skate-hero-eyebrow">{slide.offer_name}</span> : null}
                    <h2 className="skate-hero-title">{slide.slider_name}</h2>
                    {slide.description ? <p className="skate-hero-text">{slide.description}</p> : null}
                    {slide.price > 0 ? (
                      <Price current={slide.price} original={slide.cutOffPrice} size="lg" />
                    ) : null}
                    {slide.product ? (
                      <div className="skate-hero-actions">
                        <SkateLink
                          to={productRoute(slide.product.title, slide.product.product_id)}
                          className="skate-btn skate-btn--accent"
                          part="button button-accent"
                        >
                          {TEXTS.SHOP_NOW}
                        </SkateLink>
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
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
