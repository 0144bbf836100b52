import { LISTING_SORTS, type ListingSort, sortListing } from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { textLabel, TEXTS } from '@skatekit/core/texts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { ProductGrid, ProductGridLoading } from './ProductGrid';
import { useProductActions } from './useProductActions';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';
import { ListingHead } from './ListingHead';
import { LoadFailed } from './LoadFailed';

export interface ProductListingProps {
  heading: ReactNode;
  /** The products to list, already chosen by core's rules (general listing, search, category); undefined while loading. */
  products: Product[] | undefined;
  /** True while the products load. */
  loading?: boolean;
  /** Price ranges on the cards (category page). */
  showPriceRange?: boolean;
  /** The heading's level: 1 on a page of its own (default), 2 inside a host page. */
  headingLevel?: 1 | 2;
  /** The sort shown, when the caller controls it; without it the listing keeps its own, from Recommended. */
  sort?: ListingSort;
  /** Called with the sort the shopper picks (with `sort`, the caller applies it). */
  onSortChange?: (sort: ListingSort) => void;
  /** Given when the products could not be read: the listing says so, with Retry calling it. */
  onRetry?: () => void;
}

/**
 * A listing page body: heading, item count, the sort dropdown (Recommended keeps the server's
 * order, Newest First, Popular, Price High to Low, Price Low to High), the cards and their modals.
 */
export function ProductListing({
  heading,
  products,
  loading,
  showPriceRange,
  headingLevel = 1,
  sort: controlledSort,
  onSortChange,
  onRetry,
}: ProductListingProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  const [ownSort, setOwnSort] = useState<ListingSort>(LISTING_SORTS[0].id);
  const sort = controlledSort ?? ownSort;
  const changeSort = (next: ListingSort) => {
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  const sortId = useId();
  const actions = useProductActions({ context: 'listing' });
  const sorted = useMemo(() => sortListing(products ?? [], sort), [products, sort]);
  const showSkeletons = loading && !products;

  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <ListingHead heading={heading} as={Heading} count={products ? sorted.length : undefined}>
          <div className="skate-sort">
            <label htmlFor={sortId} className="skate-label" part="label">
              {TEXTS.SORT_BY}
            </label>
            <select
              id={sortId}
              className="skate-select"
              part="input"
              value={sort}
              onChange={(event) => changeSort(event.target.value as ListingSort)}
            >
              {LISTING_SORTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {textLabel(option.label)}
                </option>
              ))}
            </select>
          </div>
        </ListingHead>
        {showSkeletons ? (
          <ProductGridLoading />
        ) : onRetry ? (
          <LoadFailed onRetry={onRetry} />
        ) : sorted.length === 0 ? (
          <p className="skate-empty">{TEXTS.NO_PRODUCTS_FOUND}</p>
        ) : (
          <ProductGrid products={sorted} actions={actions} showPriceRange={showPriceRange} />
        )}
      </div>
      {actions.modals}
    </div>
  );
}
