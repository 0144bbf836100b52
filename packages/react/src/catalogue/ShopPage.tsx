import { LOAD_MORE_DELAY_MS } from '../timings';
import {
  categoryOptions,
  initialShopState,
  SHOP_PAGE,
  SKELETON_CARDS,
  searchProducts,
  shopMatches,
  shopOrderId,
  shopReducer,
} from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useCategories } from '../hooks/useCatalogue';
import { useListing } from '../hooks/useListing';
import { useLogOnError, useToastOnError } from '../hooks/useToastOnError';
import { Button } from '../ui/Button';
import { ProductGrid, ProductGridLoading, ProductSkeletonItems } from './ProductGrid';
import { ShopFilters } from './ShopFilters';
import { useProductActions } from './useProductActions';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';
import { ListingHead } from './ListingHead';
import { LoadFailed } from './LoadFailed';

export interface ShopPageProps {
  heading?: ReactNode;
  /** Only products whose title contains this text (the `search` parameter of /product). */
  search?: string;
}

/**
 * The shop listing with filters: 9 cards per page, Load More adds 9 after a 1 s pause (2 skeleton
 * cards meanwhile), and any filter change goes back to page 1 (core's shopReducer and shopView).
 */
export function ShopPage({ heading = TEXTS.EQUIPMENTS_HEADING, search = '' }: ShopPageProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  const categories = useCategories();
  useLogOnError(categories.status, categories.error, 'categories');
  const [state, dispatch] = useReducer(shopReducer, initialShopState);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const actions = useProductActions({ context: 'listing' });

  useEffect(() => () => clearTimeout(timer.current), []);

  // One page of 9 per Load More from the server when it pages; core's shop rules otherwise.
  const { filters } = state;
  const listing = useListing(
    {
      query: {
        type: 'equipment',
        sort: shopOrderId(filters.sort),
        category: filters.categories,
        price: filters.priceRanges,
        q: search.trim() || undefined,
      },
      select: (all) => shopMatches(search.trim() ? searchProducts(all, search) : all, filters),
      pageSize: SHOP_PAGE,
    },
    state.page,
  );
  useToastOnError(
    listing.status === 'error' ? 'error' : 'success',
    TEXTS.FAILED_LOAD_PRODUCTS,
    listing.error,
  );
  const view = listing.page ?? { items: [], total: 0, hasMore: false };
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);

  const loadMore = () => {
    if (loadingMore) return;
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      dispatch({ type: 'load-more' });
      setLoadingMore(false);
    }, LOAD_MORE_DELAY_MS);
  };

  const initialLoading = listing.status === 'loading';
  const busy = loadingMore || listing.status === 'more';
  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <ListingHead heading={heading} count={listing.page ? view.total : undefined} />
        <div className="skate-shop">
          <ShopFilters
            filters={state.filters}
            categories={options}
            categoriesLoading={categories.status === 'loading' && !categories.data}
            onChange={(filters) => {
              clearTimeout(timer.current);
              setLoadingMore(false);
              dispatch({ type: 'filter', filters });
            }}
          />
          <div>
            {initialLoading ? (
              <ProductGridLoading count={SKELETON_CARDS} />
            ) : listing.status === 'error' && !listing.page ? (
              <LoadFailed onRetry={listing.retry} />
            ) : view.items.length === 0 ? (
              <p className="skate-empty">{TEXTS.NO_PRODUCTS_FOUND}</p>
            ) : (
              <ProductGrid products={view.items} actions={actions} busy={busy}>
                {busy ? <ProductSkeletonItems count={SKELETON_CARDS} /> : null}
              </ProductGrid>
            )}
            {view.hasMore ? (
              <div className="skate-load-more">
                <Button variant="outline" loading={busy} onClick={loadMore}>
                  {TEXTS.LOAD_MORE}
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      {actions.modals}
    </div>
  );
}
