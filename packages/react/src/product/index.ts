// @skatekit/react/product: the product page. Its description is sanitised with @skatekit/core/html (ProductTabs).
export { ProductDetailPage, type ProductDetailPageProps } from './ProductDetailPage';
export { Gallery, type GalleryProps } from './Gallery';
export { PincodeCheck, type PincodeCheckProps } from './PincodeCheck';
export { ProductTabs } from './ProductTabs';
