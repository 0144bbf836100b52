import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HeroSlide, type HeroSlideData } from './HeroSlider';
import { heroSwiperOptions } from './heroOptions';

const MODULES = [Autoplay, Pagination, Navigation, A11y, Keyboard];

/** The hero's carousel of two slides or more (its own chunk: Swiper comes only with it). */
export function HeroCarousel({ slides }: { slides: readonly HeroSlideData[] }) {
  return (
    <Swiper modules={MODULES} {...heroSwiperOptions}>
      {slides.map((slide, index) => (
        <SwiperSlide key={slide._id ?? index}>
          <HeroSlide slide={slide} index={index} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
