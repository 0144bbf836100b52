import { categoryName, productsInCategory } from '@skatekit/core/rules';
import { searchResultsFor, TEXTS } from '@skatekit/core/texts';
import { useCategories } from '../hooks/useCatalogue';
import { useCompleteListing } from '../hooks/useListing';
import { useToastOnError } from '../hooks/useToastOnError';
import { ProductListing } from './ProductListing';
import { ShopPage } from './ShopPage';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';

/** /equipments: the shop listing (filters, sorts, Load More) over every Active product except courses. */
export function EquipmentsPage() {
  useSkateStyles(CATALOGUE_SHEETS);
  return <ShopPage heading={TEXTS.EQUIPMENTS_HEADING} />;
}

export interface SearchResultsPageProps {
  /** The `search` query parameter of /product. */
  search: string;
}

/** /product?search=: the shop listing over the Active non-course products whose title contains the text. */
export function SearchResultsPage({ search }: SearchResultsPageProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  const text = search.trim();
  // A new search is a new listing: its filters and pages start afresh.
  return (
    <ShopPage key={text} heading={text ? searchResultsFor(text) : TEXTS.PRODUCTS_HEADING} search={text} />
  );
}

export interface CategoryPageProps {
  /** The `{category}` route segment (already URL-decoded by the host's router). */
  category: string;
  /** Heading; defaults to the category as given. */
  heading?: string;
}

/** /category-detail/{category}: Active products of the category, with price ranges on the cards. */
export function CategoryPage({ category, heading }: CategoryPageProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  // The category's products only (O(category) bytes with the search extension), not the whole catalogue.
  const listing = useCompleteListing({
    query: { category: [category] },
    select: (all) => productsInCategory(all, category),
  });
  const categories = useCategories();
  // The route carries the category key; its display name comes from the merchant's categories.
  const name = categoryName(categories.data, category);
  useToastOnError(listing.status, TEXTS.FAILED_LOAD_PRODUCTS, listing.error);
  return (
    <ProductListing
      heading={heading ?? name}
      products={listing.status === 'error' && !listing.page ? [] : listing.page?.items}
      loading={listing.status === 'loading'}
      onRetry={listing.status === 'error' && !listing.page ? listing.retry : undefined}
      showPriceRange
    />
  );
}
