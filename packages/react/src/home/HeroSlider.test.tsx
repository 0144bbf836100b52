import { HERO_INTERVAL_MS } from '../timings';
import { productRoute } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { HeroSlider } from './HeroSlider';
import { heroSwiperOptions } from './heroOptions';

const slide = (name: string, product: unknown = null) => ({
  offer_name: 'Summer Offer',
  slider_name: name,
  description: `${name} description`,
  image: `uploads/${name}.png`,
  price: 1999,
  cutOffPrice: 2999,
  background_image: 'uploads/bg.jpg',
  product,
});

describe('HeroSlider', () => {
  it('auto-advances every 5 s, loops, and has clickable dots', () => {
    expect(heroSwiperOptions.autoplay.delay).toBe(HERO_INTERVAL_MS);
    expect(HERO_INTERVAL_MS).toBe(5000);
    expect(heroSwiperOptions.loop).toBe(true);
    expect(heroSwiperOptions.pagination).toMatchObject({ clickable: true, bulletElement: 'button' });
  });

  it('shows the slides; a slide links its product only when the product is Active', async () => {
    renderSkate(<HeroSlider />, {
      routes: {
        [`GET /slider/all/${MERCHANT}`]: {
          data: [
            slide('Glide', simpleProduct({ product_id: 'g1', title: 'Glide Skates' })),
            slide('Retired', simpleProduct({ product_id: 'r1', title: 'Old Skates', status: 'Inactive' })),
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Glide' })).toBeInTheDocument();
    // Two slides: the carousel (its own chunk) takes over from the first slide shown while it loads.
    expect(await screen.findByRole('heading', { name: 'Retired' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: TEXTS.SHOP_NOW });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([productRoute('Glide Skates', 'g1')]);
    expect(screen.getByAltText('Glide')).toHaveAttribute('src', 'http://api.test/uploads/Glide.png');
  });

  it('shows one slide without the carousel', async () => {
    renderSkate(<HeroSlider />, { routes: { [`GET /slider/all/${MERCHANT}`]: { data: [slide('Solo')] } } });
    expect(await screen.findByRole('heading', { name: 'Solo' })).toBeInTheDocument();
    // Had the carousel been asked for, it would be drawn once its module is in.
    await act(async () => {
      await import('./HeroCarousel');
    });
    expect(document.querySelector('.swiper')).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Solo' })).toHaveLength(1);
  });

  it('toasts "Failed to load slider data" when the call fails', async () => {
    renderSkate(<HeroSlider />, { routes: { [`GET /slider/all/${MERCHANT}`]: { status: 500, body: {} } } });
    expect(await screen.findByText(TEXTS.FAILED_LOAD_SLIDER)).toBeInTheDocument();
  });
});
