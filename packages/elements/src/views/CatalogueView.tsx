import {
  generalListing,
  itemCount,
  LISTING_SORTS,
  type ListingSort,
  type Product,
  productsInCategory,
  searchProducts,
  searchResultsFor,
  sortListing,
  TEXTS,
} from '@skatekit/core';
import {
  ProductCard,
  ProductCardSkeleton,
  useProductActions,
  useProducts,
  useToastOnError,
} from '@skatekit/react';
import { useEffect, useId, useMemo, useState } from 'react';

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
): { products?: Product[]; loading: boolean } {
  const products = useProducts();
  useToastOnError(products.status, TEXTS.FAILED_LOAD_PRODUCTS, products.error);
  const listed = useMemo(() => {
    if (!products.data) return undefined;
    if (category) return productsInCategory(products.data, category);
    const general = generalListing(products.data);
    return search?.trim() ? searchProducts(general, search.trim()) : general;
  }, [products.data, category, search]);
  return { products: products.status === 'error' ? [] : listed, loading: products.status === 'loading' };
}

/**
 * `<skate-catalogue>`: the equipment, search or category listing with the sort dropdown, cards and
 * their modals. A local counterpart of @skatekit/react's ProductListing, which keeps its sort
 * internal; this one starts from (and follows) the `sort` attribute.
 */
export function CatalogueView({ category, search, sort }: CatalogueViewProps) {
  const wanted: ListingSort = isListingSort(sort) ? sort : LISTING_SORTS[0].id;
  const [current, setCurrent] = useState<ListingSort>(wanted);
  useEffect(() => setCurrent(wanted), [wanted]);
  const { products, loading } = useListed(category, search);
  const sorted = useMemo(() => sortListing(products ?? [], current), [products, current]);
  const actions = useProductActions({ context: 'listing' });
  const sortId = useId();
  const heading = category || (search?.trim() ? searchResultsFor(search.trim()) : TEXTS.EQUIPMENTS_HEADING);

  return (
    <div className="skate-page">
      <div className="skate-container">
        <div className="skate-listing-head">
          <div>
            <h2 className="skate-page-title">{heading}</h2>
            {products ? (
              <p className="skate-listing-count" aria-live="polite">
                {itemCount(sorted.length)}
              </p>
            ) : null}
          </div>
          <div className="skate-sort">
            <label htmlFor={sortId} className="skate-label">
              {TEXTS.SORT_BY}
            </label>
            <select
              id={sortId}
              className="skate-select"
              value={current}
              onChange={(event) => setCurrent(event.target.value as ListingSort)}
            >
              {LISTING_SORTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {loading && !products ? (
          <ul className="skate-product-grid" aria-busy="true" aria-label={TEXTS.LOADING_PRODUCTS}>
            <li>
              <ProductCardSkeleton />
            </li>
            <li>
              <ProductCardSkeleton />
            </li>
          </ul>
        ) : sorted.length === 0 ? (
          <p className="skate-empty">{TEXTS.NO_PRODUCTS_FOUND}</p>
        ) : (
          <ul className="skate-product-grid">
            {sorted.map((product) => (
              <li key={product.product_id}>
                <ProductCard
                  product={product}
                  button={actions.button}
                  onAction={actions.onAction}
                  busy={actions.busyFor(product)}
                  showPriceRange={Boolean(category)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {actions.modals}
    </div>
  );
}
