import type { StoryDefault } from '@ladle/react';
import type { Product } from '@skatekit/core/schemas';
import { Gallery, PincodeCheck, ProductDetailPage, ProductTabs } from '@skatekit/react/product';
import { asProduct } from '../../../packages/react/src/test/fixtures';
import { picture, products } from './fake-api';
import { apiStories, inShop } from './states';

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
export const GalleryOfThree = inShop(
  <div style={{ maxWidth: 480 }}>
    <Gallery images={images} title="Pro Helmet" />
  </div>,
);
export const GalleryMobile = inShop(<Gallery images={images} title="Pro Helmet" />);
GalleryMobile.meta = { width: 375 };
export const GalleryNoImage = inShop(
  <div style={{ maxWidth: 480 }}>
    <Gallery images={[]} title="Pro Helmet" />
  </div>,
);

export const Pincode = inShop(<PincodeCheck deliveryDays={3} />);

export const Tabs = inShop(<ProductTabs product={helmet} />);
