import { itemCount, LISTING_SORTS, type ListingSort, type Product, sortListing, TEXTS } from '@skatekit/core';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { useProductActions } from './useProductActions';

export interface ProductListingProps {
  heading: ReactNode;
  /** The products to list, already chosen by core's rules (general listing, search, category); undefined while loading. */
  products: Product[] | undefined;
  /** True while the products load. */
  loading?: boolean;
  /** Price ranges on the cards (category page). */
  showPriceRange?: boolean;
}

/**
 * A listing page body: heading, item count, the sort dropdown (Recommended keeps the server's
 * order, Newest First, Popular, Price High to Low, Price Low to High), the cards and their modals.
 */
export function ProductListing({ heading, products, loading, showPriceRange }: ProductListingProps) {
  const [sort, setSort] = useState<ListingSort>(LISTING_SORTS[0].id);
  const sortId = useId();
  const actions = useProductActions({ context: 'listing' });
  const sorted = useMemo(() => sortListing(products ?? [], sort), [products, sort]);
  const showSkeletons = loading && !products;

  return (
    <div className="skate-page">
      <div className="skate-container">
        <div className="skate-listing-head">
          <div>
            <h1 className="skate-page-title">{heading}</h1>
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
              value={sort}
              onChange={(event) => setSort(event.target.value as ListingSort)}
            >
              {LISTING_SORTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {showSkeletons ? (
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
                  showPriceRange={showPriceRange}
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
