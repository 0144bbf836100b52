// @skatekit/react/product: the product page. DOMPurify is imported here only (ProductTabs).
export { ProductDetailPage, type ProductDetailPageProps } from './ProductDetailPage';
export { Gallery, type GalleryProps } from './Gallery';
export { PincodeCheck, type PincodeCheckProps } from './PincodeCheck';
export { ProductTabs } from './ProductTabs';
