import {
  generalListing,
  LISTING_SORTS,
  type ListingSort,
  productsInCategory,
  searchProducts,
} from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { searchResultsFor, TEXTS } from '@skatekit/core/texts';
import { ProductListing, useProducts, useToastOnError } from '@skatekit/react';
import { useEffect, useMemo, useState } from 'react';

export interface CatalogueViewProps {
  /** Only this category's products (the `/category-detail/{category}` listing). */
  category?: string;
  /** Only products whose title contains this text (the `/product?search=` listing). */
  search?: string;
  /** The sort to start with: an id of core's LISTING_SORTS; anything else is Recommended. */
  sort?: string;
}

const isListingSort = (value: unknown): value is ListingSort =>
  LISTING_SORTS.some((option) => option.id === value);

/** The products the attributes ask for, by core's listing rules; undefined while loading. */
function useListed(
  category: string | undefined,
  search: string | undefined,
): { products?: Product[]; loading: boolean; retry?: () => void } {
  const products = useProducts();
  useToastOnError(products.status, TEXTS.FAILED_LOAD_PRODUCTS, products.error);
  const listed = useMemo(() => {
    if (!products.data) return undefined;
    if (category) return productsInCategory(products.data, category);
    const general = generalListing(products.data);
    return search?.trim() ? searchProducts(general, search.trim()) : general;
  }, [products.data, category, search]);
  // A failed load says so with Retry (ProductListing's LoadFailed), never "No products found".
  const failed = products.status === 'error';
  return {
    products: failed ? [] : listed,
    loading: products.status === 'loading',
    retry: failed ? products.reload : undefined,
  };
}

/**
 * `<skate-catalogue>`: the equipment, search or category listing with the sort dropdown, cards and
 * their modals (@skatekit/react's ProductListing, with an h2 heading); the sort starts from, and
 * follows, the `sort` attribute, and the shopper may change it.
 */
export function CatalogueView({ category, search, sort }: CatalogueViewProps) {
  const wanted: ListingSort = isListingSort(sort) ? sort : LISTING_SORTS[0].id;
  const [current, setCurrent] = useState<ListingSort>(wanted);
  useEffect(() => setCurrent(wanted), [wanted]);
  const { products, loading, retry } = useListed(category, search);
  const heading = category || (search?.trim() ? searchResultsFor(search.trim()) : TEXTS.EQUIPMENTS_HEADING);

  return (
    <ProductListing
      heading={heading}
      headingLevel={2}
      products={products}
      loading={loading}
      showPriceRange={Boolean(category)}
      sort={current}
      onSortChange={setCurrent}
      onRetry={retry}
    />
  );
}
