import { afterQuoteSent, isSkateError, requestQuote } from '@skatekit/core';
import {
  isCourse,
  type AttributeSelection,
  categoryRoute,
  categoryName,
  findVariation,
  isActive,
  isSimpleOutOfStock,
  isGroupedProduct,
  isVariableProduct,
  parseProductRoute,
  productPriceDisplay,
  productVariations,
  ROUTES,
  selectionOf,
  stockLimit,
  withinStock,
  variationBlocked,
  variationEffectivePrice,
} from '@skatekit/core/rules';
import type { CartItem, Product, Variation } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect, useMemo, useState } from 'react';
import {
  addProductToCart,
  addSucceeded,
  cartLineFor,
  showAddOutcome,
  openBuyNow,
} from '../catalogue/cartActions';
import { QuoteModal } from '../cart/QuoteModal';
import { useCategories, useDefaultButton, useProduct } from '../hooks/useCatalogue';
import { SkateLink } from '../provider/SkateLink';
import { useSkateContext } from '../provider/useStorefront';
import { ActionBar } from '../ui/ActionBar';
import { Button } from '../ui/Button';
import { Price } from '../ui/Price';
import { QuantityStepper } from '../ui/QuantityStepper';
import { Loading } from '../ui/Spinner';
import { notify } from '../ui/toast';
import { AttributeSelectors } from './AttributeSelectors';
import { Gallery } from './Gallery';
import { PincodeCheck } from './PincodeCheck';
import { ProductTabs } from './ProductTabs';
import { useSkateStyles } from '../provider/sheets';
import { PRODUCT_SHEETS } from '../styles/groups/product';
import { Page } from '../ui/Page';
import { LinkButton } from '../ui/LinkButton';
import { PackageItems } from '../catalogue/PackageItems';

export interface ProductDetailPageProps {
  /** The route's encoded title segment (`/product/{title}/{id}`). */
  titleSegment?: string;
  /** The route's encoded id segment. */
  idSegment?: string;
  /** A plain product id, instead of the route segments (custom elements). */
  productId?: string;
}

/** The product id of the page: a plain id, or the decoded route; null for unusable params. */
function useProductId({ titleSegment, idSegment, productId }: ProductDetailPageProps): string | null {
  return useMemo(() => {
    if (productId) return productId;
    if (titleSegment === undefined || idSegment === undefined) return null;
    return parseProductRoute(titleSegment, idSegment)?.id ?? null;
  }, [titleSegment, idSegment, productId]);
}

function NotFound() {
  return (
    <Page title={TEXTS.PRODUCT_NOT_FOUND} as="div" containerClassName="skate-not-found">
      <LinkButton to={ROUTES.equipments}>{TEXTS.EQUIPMENTS_HEADING}</LinkButton>
    </Page>
  );
}

/**
 * /product/{title}/{id}: gallery, price, short description, attribute selectors mapped to
 * variations, quantity, pincode check, the actions of the default button (Add to Cart adds to the
 * quantity of a line already in the cart) and the four tabs. Bad route params or an unknown product
 * show "Product not found".
 */
export function ProductDetailPage(props: ProductDetailPageProps) {
  useSkateStyles(PRODUCT_SHEETS);
  const id = useProductId(props);
  const product = useProduct(id);
  useEffect(() => {
    if (product.status !== 'error') return;
    // Not found is a page state, not a failure; anything else is the spec's "Failed to load products".
    if (!(isSkateError(product.error) && product.error.code === 'not-found'))
      notify.error(TEXTS.FAILED_LOAD_PRODUCTS);
  }, [product.status, product.error]);

  if (id === null) return <NotFound />;
  if (product.status === 'error' || (product.data && !isActive(product.data))) return <NotFound />;
  if (!product.data) return <Loading />;
  return <ProductDetail key={product.data.product_id} product={product.data} />;
}

function ProductDetail({ product }: { product: Product }) {
  const { storefront, navigate, merchantCode } = useSkateContext();
  const categories = useCategories();
  const button = useDefaultButton();
  const variations = useMemo(() => productVariations(product) as Variation[], [product]);
  const isVariable = isVariableProduct(product);
  const [selection, setSelection] = useState<AttributeSelection>(() => {
    const first = variations.find((v) => !variationBlocked(v)) ?? variations[0];
    return first ? selectionOf(first, product.attribute) : {};
  });
  const variation = isVariable ? findVariation(variations, product.attribute, selection) : null;
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'cart' | null>(null);
  // After an add, "View cart" sits right after the actions: one Tab from Add to Cart to the cart.
  const [added, setAdded] = useState(false);
  const [quoteLines, setQuoteLines] = useState<CartItem[] | null>(null);

  const blocked = isVariable ? !variation || variationBlocked(variation) : isSimpleOutOfStock(product);
  const limit = variation ? stockLimit(variation.stock) : stockLimit(product.stock, product.totalStock);
  // A variation with less stock than the quantity already picked brings the quantity down to it.
  useEffect(() => {
    const allowed = withinStock(quantity, limit);
    if (allowed !== quantity) setQuantity(allowed);
  }, [limit, quantity]);
  const display = productPriceDisplay(product);
  const price = variation
    ? { current: variationEffectivePrice(variation), original: variation.price }
    : { current: display.price, original: display.struck };
  // The chosen variation's pictures first; the other variations' (another colour) are left out of
  // the product's own, so "Colour: Blue" never shows a pink skate.
  const images = useMemo(() => {
    if (!variation) return [product.image, ...product.gallery];
    const own = new Set([variation.imageUrl, ...variation.galleryImages]);
    const others = new Set(
      variations.filter((v) => v !== variation).flatMap((v) => [v.imageUrl, ...v.galleryImages]),
    );
    const shared = [product.image, ...product.gallery].filter((path) => own.has(path) || !others.has(path));
    return [...own, ...shared];
  }, [variation, variations, product.image, product.gallery]);

  const addToCart = async () => {
    setBusy('cart');
    try {
      const result = await addProductToCart(storefront, merchantCode, product, {
        variation,
        context: 'detail',
        quantity,
      });
      showAddOutcome(result, () => navigate(ROUTES.cart));
      if (addSucceeded(result)) setAdded(true);
      return addSucceeded(result);
    } finally {
      setBusy(null);
    }
  };
  const buyNow = () => void openBuyNow(storefront, merchantCode, product, navigate, { variation, quantity });
  const openQuote = () =>
    setQuoteLines([cartLineFor(storefront, merchantCode, product, variation, quantity)]);

  const actions =
    button === 'getquote'
      ? [{ id: 'quote', label: TEXTS.GET_QUOTE, run: openQuote, primary: true }]
      : button === 'buynow'
        ? [
            { id: 'buy', label: TEXTS.BUY_NOW, run: buyNow, primary: true },
            { id: 'cart', label: TEXTS.ADD_TO_CART, run: () => void addToCart(), primary: false },
          ]
        : button === 'addtocart'
          ? [
              { id: 'cart', label: TEXTS.ADD_TO_CART, run: () => void addToCart(), primary: true },
              { id: 'buy', label: TEXTS.BUY_NOW, run: buyNow, primary: false },
            ]
          : [];

  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <div className="skate-pdp">
          <Gallery images={images} title={product.title} />
          <div className="skate-pdp-info">
            <h1 className="skate-pdp-title">{product.title}</h1>
            <div className="skate-pdp-meta">
              {variation?.sku || product.sku ? (
                <span>
                  {TEXTS.VARIATION_SKU}: {variation?.sku || product.sku}
                </span>
              ) : null}
              {product.category ? (
                <SkateLink
                  to={categoryRoute(product.category)}
                  className="skate-badge skate-badge--soft"
                  part="badge"
                >
                  {categoryName(categories.data, product.category)}
                </SkateLink>
              ) : null}
            </div>
            <Price current={price.current} original={price.original} size="lg" />
            {product.short_description ? (
              <p className="skate-pdp-short">{product.short_description}</p>
            ) : null}
            {isGroupedProduct(product) && product.grouped_product.length > 0 ? (
              <section aria-label={TEXTS.PACKAGE_ITEMS}>
                <h2 className="skate-filter-title">{TEXTS.PACKAGE_ITEMS}</h2>
                <PackageItems items={product.grouped_product} />
              </section>
            ) : null}
            {isVariable ? (
              <AttributeSelectors
                attributes={product.attribute}
                variations={variations}
                selection={selection}
                onChange={setSelection}
              />
            ) : null}
            <div className="skate-buy-row">
              <QuantityStepper value={quantity} onChange={setQuantity} max={limit} disabled={blocked} />
            </div>
            <ActionBar className="skate-buy-row" value={price.current} valueLabel={TEXTS.VARIATION_PRICE}>
              {blocked ? (
                <Button variant="outline" disabled>
                  {TEXTS.OUT_OF_STOCK}
                </Button>
              ) : (
                actions.map((action) => (
                  <Button
                    key={action.id}
                    variant={action.primary ? 'action' : 'outline'}
                    loading={action.id === 'cart' && busy === 'cart'}
                    onClick={action.run}
                  >
                    {action.label}
                  </Button>
                ))
              )}
            </ActionBar>
            {added ? (
              <LinkButton to={ROUTES.cart} variant="outline" className="skate-pdp-view-cart">
                {TEXTS.VIEW_CART}
              </LinkButton>
            ) : null}
            {/* A course is not delivered: no pincode check on its page (deviation, issue 26). */}
            {isCourse(product) ? null : <PincodeCheck deliveryDays={product.delivery_days} />}
          </div>
        </div>
        <ProductTabs product={product} />
      </div>
      <QuoteModal
        open={quoteLines !== null}
        onClose={() => setQuoteLines(null)}
        lines={quoteLines ?? []}
        onSubmit={(form, lines) => requestQuote(storefront, form, lines)}
        onSent={() => {
          setQuoteLines(null);
          // The cart is not what was asked about: it stays. A guest stays on the product too.
          void afterQuoteSent(storefront, { fromCart: false }).then((route) => route && navigate(route));
        }}
      />
    </div>
  );
}
