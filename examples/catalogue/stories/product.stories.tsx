import type { StoryDefault } from '@ladle/react';
import type { Product } from '@skatekit/core/schemas';
import { Gallery, PincodeCheck, ProductDetailPage, ProductTabs } from '@skatekit/react/product';
import { asProduct } from '../../../packages/react/src/test/fixtures';
import { picture, products } from './fake-api';
import { Skate } from './Skate';
import { apiStories } from './states';

export default { title: 'Product' } satisfies StoryDefault;

const helmet = asProduct(products[1]) as Product;

const detail = apiStories(() => <ProductDetailPage productId="k2" />);
export const DetailPage = detail.Default;
export const DetailPageLoading = detail.Loading;
export const DetailPageNotFound = detail.Empty;
export const DetailPageError = detail.Error;
export const DetailPageMobile = detail.Mobile;
DetailPageMobile.meta = { width: 375 };

const images = [picture('Front', '#123a8f'), picture('Side', '#c2410c'), picture('Back', '#0f766e')];
export const GalleryOfThree = () => (
  <Skate>
    <div style={{ maxWidth: 480 }}>
      <Gallery images={images} title="Pro Helmet" />
    </div>
  </Skate>
);
export const GalleryMobile = () => (
  <Skate>
    <Gallery images={images} title="Pro Helmet" />
  </Skate>
);
GalleryMobile.meta = { width: 375 };
export const GalleryNoImage = () => (
  <Skate>
    <div style={{ maxWidth: 480 }}>
      <Gallery images={[]} title="Pro Helmet" />
    </div>
  </Skate>
);

export const Pincode = () => (
  <Skate>
    <PincodeCheck deliveryDays={3} />
  </Skate>
);

export const Tabs = () => (
  <Skate>
    <ProductTabs product={helmet} />
  </Skate>
);
