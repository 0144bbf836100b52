// @skatekit/react/catalogue: product cards, listings and the shop, search and category pages.
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './ProductCard';
export { VariationChooser, type VariationChooserProps } from './VariationChooser';
export { GroupedPackageModal, type GroupedPackageModalProps } from './GroupedPackageModal';
export { ProductListing, type ProductListingProps } from './ProductListing';
export {
  EquipmentsPage,
  SearchResultsPage,
  CategoryPage,
  type SearchResultsPageProps,
  type CategoryPageProps,
} from './pages';
export { ShopFilters, type ShopFiltersProps } from './ShopFilters';
export { ShopPage, type ShopPageProps } from './ShopPage';
export { useProductActions, type ProductActions, type ProductActionsOptions } from './useProductActions';
