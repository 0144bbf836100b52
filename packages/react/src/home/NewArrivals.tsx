import { generalListing, SCROLL_STEP_PRODUCTS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useNewArrivals } from '../hooks/useCatalogue';
import { useToastOnError } from '../hooks/useToastOnError';
import { ProductCard, ProductCardSkeleton } from '../catalogue/ProductCard';
import { useProductActions } from '../catalogue/useProductActions';
import { ScrollRow } from '../ui/ScrollRow';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';
import { HomeSection } from './HomeSection';

/**
 * New Arrivals: one horizontal row per group, headed by the group's category name and
 * description; chevrons scroll 260 px and show only when there is more that way.
 * A failed load shows "Failed to load New Arrivals".
 */
export function NewArrivals() {
  useSkateStyles(HOME_SHEETS);
  const groups = useNewArrivals();
  useToastOnError(groups.status, TEXTS.FAILED_LOAD_NEW_ARRIVALS, groups.error);
  const actions = useProductActions({ context: 'listing' });

  if (groups.status === 'loading' && !groups.data) {
    return (
      <section className="skate-section" aria-busy="true" aria-label={TEXTS.NEW_ARRIVALS}>
        <div className="skate-container">
          <div className="skate-product-grid">
            <ProductCardSkeleton />
            <ProductCardSkeleton />
          </div>
        </div>
      </section>
    );
  }
  const list = (groups.data ?? [])
    .map((group) => ({ group, products: generalListing(group.product) }))
    .filter((entry) => entry.products.length > 0);
  if (list.length === 0) return null;

  return (
    <HomeSection
      titleId="skate-new-arrivals-title"
      title={TEXTS.NEW_ARRIVALS}
      className="skate-new-arrivals"
      after={actions.modals}
    >
      {list.map(({ group, products }, index) => {
        const headingId = `skate-new-arrivals-${index}`;
        return (
          <section
            key={group._id ?? `${group.category_name}-${index}`}
            className="skate-group"
            aria-labelledby={headingId}
          >
            <div className="skate-group-head">
              <h3 id={headingId} className="skate-group-title">
                {group.category_name}
              </h3>
              {group.description ? <p className="skate-group-desc">{group.description}</p> : null}
            </div>
            <ScrollRow step={SCROLL_STEP_PRODUCTS} label={group.category_name || TEXTS.NEW_ARRIVALS}>
              {products.map((product) => (
                <li key={product.product_id} className="skate-row-item--product">
                  <ProductCard
                    product={product}
                    button={actions.button}
                    onAction={actions.onAction}
                    busy={actions.busyFor(product)}
                  />
                </li>
              ))}
            </ScrollRow>
          </section>
        );
      })}
    </HomeSection>
  );
}
