import { HERO_INTERVAL_MS } from '../timings';

import { TEXTS } from '@skatekit/core/texts';
import type { SwiperProps } from 'swiper/react';

/**
 * The hero slider's behaviour: advances every 5 s and keeps going after a swipe or a dot click,
 * loops, and its dots are real buttons that jump to their slide. Kept apart from the component so
 * the numbers are checked by a test (swiper itself does not run in jsdom).
 */
export const heroSwiperOptions = {
  autoplay: { delay: HERO_INTERVAL_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
  loop: true,
  pagination: { clickable: true, bulletElement: 'button' },
  navigation: true,
  keyboard: { enabled: true, onlyInViewport: true },
  a11y: {
    enabled: true,
    prevSlideMessage: TEXTS.PREVIOUS_SLIDE,
    nextSlideMessage: TEXTS.NEXT_SLIDE,
    paginationBulletMessage: 'Go to slide {{index}}',
  },
  slidesPerView: 1,
  speed: 600,
} satisfies SwiperProps;
