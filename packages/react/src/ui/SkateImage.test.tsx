import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../catalogue/ProductCard';
import { Gallery } from '../product/Gallery';
import { asProduct, simpleProduct } from '../test/fixtures';
import { renderSkate } from '../test/harness';
import { SkateImage } from './SkateImage';

const UPLOAD = '/media/SKATE01/0123456789abcdef01234567/800.webp';
const SRCSET = [160, 400, 800, 1200]
  .map((w) => `http://api.test/media/SKATE01/0123456789abcdef01234567/${w}.webp ${w}w`)
  .join(', ');

describe('SkateImage srcset', () => {
  it('lists every stored width of an uploaded image, with the sizes the caller gives', () => {
    renderSkate(<SkateImage path={UPLOAD} alt="Helmet" sizes="72px" />);
    const img = screen.getByAltText('Helmet');
    expect(img).toHaveAttribute('src', `http://api.test${UPLOAD}`);
    expect(img).toHaveAttribute('srcset', SRCSET);
    expect(img).toHaveAttribute('sizes', '72px');
  });

  it('leaves seeded images and other addresses as one file', () => {
    renderSkate(
      <>
        <SkateImage path="/uploads/products/helmet.svg" alt="Seeded" sizes="72px" />
        <SkateImage path="https://cdn.example/a/800.webp" alt="Elsewhere" />
      </>,
    );
    expect(screen.getByAltText('Seeded')).not.toHaveAttribute('srcset');
    expect(screen.getByAltText('Seeded')).not.toHaveAttribute('sizes');
    expect(screen.getByAltText('Elsewhere')).not.toHaveAttribute('srcset');
  });

  it('product cards and the gallery say how wide they draw the picture', () => {
    renderSkate(
      <ProductCard
        product={asProduct(simpleProduct({ title: 'Helmet', image: UPLOAD }))}
        button="addtocart"
      />,
    );
    const card = screen.getByAltText('Helmet');
    expect(card).toHaveAttribute('srcset', SRCSET);
    expect(card).toHaveAttribute('sizes', '(max-width: 639px) 50vw, 300px');
  });

  it('the gallery: the main picture and its 72 px thumbnails', () => {
    renderSkate(<Gallery images={[UPLOAD, '/uploads/b.svg']} title="Helmet" />);
    const main = screen.getByAltText('Helmet - image 1 of 2');
    expect(main).toHaveAttribute('srcset', SRCSET);
    expect(main).toHaveAttribute('sizes', '(max-width: 899px) 100vw, 640px');
    const thumbs = document.querySelectorAll('.skate-gallery-thumb img');
    expect(thumbs[0]).toHaveAttribute('sizes', '72px');
    expect(thumbs[0]).toHaveAttribute('srcset', SRCSET);
    expect(thumbs[1]).not.toHaveAttribute('srcset');
  });
});
