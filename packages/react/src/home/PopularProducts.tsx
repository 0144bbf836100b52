import {
  mergePopularPage,
  PAGE_SIZE,
  POPULAR_TABS,
  type PopularTab,
  POPULAR_INITIAL,
  popularServerTab,
  popularTabProducts,
  popularVisible,
  ROUTES,
  showMoreProductsVisible,
} from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ProductGrid, ProductSkeletonItems } from '../catalogue/ProductGrid';
import { useProductActions } from '../catalogue/useProductActions';
import { useAsync } from '../hooks/useAsync';
import { useNewArrivals } from '../hooks/useCatalogue';
import { useStorefront } from '../provider/useStorefront';
import { Button } from '../ui/Button';
import { tabId, tabPanelId, Tabs, useTabsId } from '../ui/Tabs';
import { notify } from '../ui/toast';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';
import { LinkButton } from '../ui/LinkButton';
import { HomeSection } from './HomeSection';

interface Paging {
  items: Product[];
  /** Last page loaded (0 = none yet). */
  page: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}

const hasObserver = () => typeof IntersectionObserver !== 'undefined';

/**
 * Popular Products: four tabs over pages of 10 products. The next page loads when the end of the
 * list comes into view (IntersectionObserver; a Load More button where that is unavailable or
 * after a failure). Pages merge with core's rule; All Products shows 20 and offers "Show More
 * Products" (to /course) when more exist. A failed page shows "Failed to load products".
 */
export function PopularProducts() {
  useSkateStyles(HOME_SHEETS);
  const { api } = useStorefront();
  const idBase = useTabsId();
  const [tab, setTab] = useState<PopularTab>(POPULAR_TABS[0]);
  const [paging, setPaging] = useState<Paging>({
    items: [],
    page: 0,
    hasMore: true,
    loading: false,
    failed: false,
  });
  const newArrivals = useNewArrivals();
  const actions = useProductActions({ context: 'popular' });
  const pagingRef = useRef(paging);
  pagingRef.current = paging;
  // Set the moment a page is asked for, not on the next render: the first-page effect and the end-of-list
  // observer can both call loadNext before React re-renders, and must not fetch the same page twice.
  const inFlight = useRef(false);

  const loadNext = useCallback(async () => {
    const current = pagingRef.current;
    if (inFlight.current || current.loading || !current.hasMore) return;
    inFlight.current = true;
    const page = current.page + 1;
    setPaging((p) => ({ ...p, loading: true, failed: false }));
    try {
      const fetched = await api.catalogue.products({ page, limit: PAGE_SIZE });
      const merged = mergePopularPage(pagingRef.current.items, fetched);
      const next = { items: merged.items, page, hasMore: merged.hasMore, loading: false, failed: false };
      // The ref follows at once, so a call right after this one asks for the page after this one.
      pagingRef.current = next;
      setPaging(next);
    } catch (error) {
      console.error(error);
      notify.error(TEXTS.FAILED_LOAD_PRODUCTS);
      setPaging((p) => ({ ...p, loading: false, failed: true }));
    } finally {
      inFlight.current = false;
    }
  }, [api]);

  useEffect(() => {
    void loadNext();
  }, [loadNext]);

  // Best Sellers and Trending are the server's, computed from the orders; a backend without the
  // search extension (or a failed call) falls back to core's label filter over the pages loaded.
  const serverTab = popularServerTab(tab);
  const sales = useAsync(
    () =>
      serverTab
        ? api.catalogue.search({ type: 'equipment', tab: serverTab, limit: POPULAR_INITIAL })
        : Promise.resolve(null),
    [api, serverTab],
  );
  const asked = serverTab !== null && sales.status !== 'error';
  const salesLoading = asked && sales.status !== 'success';
  const all = asked
    ? (sales.data?.data ?? [])
    : popularTabProducts(tab, { products: paging.items, newArrivals: newArrivals.data });
  const visible = popularVisible(all, tab, false);

  // The end of the list: when it scrolls into view, the next page loads. Re-observed whenever the
  // list grows, so a sentinel still in view after a short page keeps the pages coming.
  const sentinelRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: visible.length re-arms the observer on purpose.
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || !hasObserver() || !paging.hasMore || paging.failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadNext();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadNext, paging.hasMore, paging.failed, visible.length]);

  return (
    <HomeSection
      titleId={`${idBase}-title`}
      title={TEXTS.POPULAR_PRODUCTS}
      subtitle={TEXTS.POPULAR_SUBTITLE}
      className="skate-popular"
      after={actions.modals}
    >
      <Tabs
        tabs={POPULAR_TABS}
        value={tab}
        onChange={setTab}
        label={TEXTS.POPULAR_PRODUCTS}
        idBase={idBase}
      />
      <div role="tabpanel" id={tabPanelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)}>
        {visible.length === 0 && !paging.loading && !salesLoading && paging.page > 0 ? (
          <p className="skate-empty">{TEXTS.NO_PRODUCTS_FOUND}</p>
        ) : (
          <ProductGrid products={visible} actions={actions}>
            {(paging.loading || salesLoading) && visible.length === 0 ? <ProductSkeletonItems /> : null}
          </ProductGrid>
        )}
        <div ref={sentinelRef} className="skate-sentinel" aria-hidden="true" />
        {paging.hasMore && (!hasObserver() || paging.failed) ? (
          <div className="skate-popular-more">
            <Button variant="outline" loading={paging.loading} onClick={() => void loadNext()}>
              {TEXTS.LOAD_MORE}
            </Button>
          </div>
        ) : null}
        {showMoreProductsVisible(tab, all.length) ? (
          <div className="skate-popular-more">
            <LinkButton to={ROUTES.course}>{TEXTS.SHOW_MORE_PRODUCTS}</LinkButton>
          </div>
        ) : null}
      </div>
    </HomeSection>
  );
}
