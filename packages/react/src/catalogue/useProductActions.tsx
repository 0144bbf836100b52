import { type CardActionKind, productRoute, ROUTES } from '@skatekit/core/rules';
import type { Product, Variation } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useDefaultButton } from '../hooks/useCatalogue';
import { useSkateContext } from '../provider/useStorefront';
import { notify } from '../ui/toast';

// Adding to the cart and Buy Now (the cart line from the product, the checkout data) load with the
// first press, and the two modals load when a shopper first opens one (fetched alongside the product it shows), not
// with every list of cards.
const loadActions = () => import('./cartActions');
const loadChooser = () => import('./VariationChooser');
const loadPackageModal = () => import('./GroupedPackageModal');
const VariationChooser = lazy(() => loadChooser().then((m) => ({ default: m.VariationChooser })));
const GroupedPackageModal = lazy(() => loadPackageModal().then((m) => ({ default: m.GroupedPackageModal })));

export interface ProductActionsOptions {
  /** 'popular' shows Price and Sale in the chooser only when above 0. */
  context: 'listing' | 'popular';
}

/** What a product list needs to wire its cards: the default button, the handler and the modals to render. */
export interface ProductActions {
  button: ReturnType<typeof useDefaultButton>;
  onAction: (kind: CardActionKind, product: Product) => void;
  /** The action running for a card, for its busy state. */
  busyFor: (product: Product) => CardActionKind | null;
  /** The variation chooser and the package modal; render once next to the cards. */
  modals: ReactNode;
}

/**
 * Card actions of a product list (core's cardActions decides which buttons exist; this carries them
 * out): Add to Cart (listing rule: a duplicate is refused with a warning), Buy Now (one-line
 * checkout), Select (loads the product, opens the variation chooser), View Details (package
 * modal) and Package (loads the product, then adds it). Links (View, Get Quote) need no handler.
 */
export function useProductActions({ context }: ProductActionsOptions): ProductActions {
  const { storefront, navigate, merchantCode } = useSkateContext();
  const button = useDefaultButton();
  const [busy, setBusy] = useState<{ id: string; kind: CardActionKind } | null>(null);
  const [chooser, setChooser] = useState<Product | null>(null);
  const [busySku, setBusySku] = useState<string | null>(null);
  const [pkg, setPkg] = useState<Product | null>(null);
  const [pkgBusy, setPkgBusy] = useState(false);

  const load = useCallback(
    async (product: Product): Promise<Product | null> => {
      try {
        return await storefront.api.catalogue.product(product.product_id);
      } catch (error) {
        console.error(error);
        notify.error(TEXTS.FAILED_LOAD_PRODUCTS);
        return null;
      }
    },
    [storefront],
  );

  /** The add and Buy Now code, or null (and "Something went wrong") when it could not be loaded. */
  const actions = useCallback(async () => {
    try {
      return await loadActions();
    } catch (error) {
      console.error(error);
      notify.error(TEXTS.SOMETHING_WENT_WRONG);
      return null;
    }
  }, []);

  const add = useCallback(
    async (product: Product, variation?: Variation): Promise<boolean> => {
      const loaded = await actions();
      if (!loaded) return false;
      const result = await loaded.addProductToCart(storefront, merchantCode, product, {
        variation,
        context: 'listing',
      });
      loaded.showAddOutcome(result, () => navigate(ROUTES.cart));
      return loaded.addSucceeded(result);
    },
    [actions, storefront, merchantCode, navigate],
  );

  const buyNow = useCallback(
    async (product: Product, variation?: Variation) =>
      (await actions())?.openBuyNow(storefront, merchantCode, product, navigate, { variation }),
    [actions, storefront, merchantCode, navigate],
  );

  const onAction = useCallback(
    (kind: CardActionKind, product: Product) => {
      const run = async () => {
        switch (kind) {
          case 'add-to-cart':
            await add(product);
            return;
          case 'buy-now':
            await buyNow(product);
            return;
          case 'get-quote':
            navigate(productRoute(product.title, product.product_id));
            return;
          case 'select': {
            void loadChooser();
            const full = await load(product);
            if (full) setChooser(full);
            return;
          }
          case 'view-details':
            void loadPackageModal();
            setPkg(product);
            return;
          case 'package': {
            const full = await load(product);
            if (full) await add(full);
            return;
          }
          case 'out-of-stock':
            return;
        }
      };
      setBusy({ id: product.product_id, kind });
      void run().finally(() => setBusy(null));
    },
    [add, buyNow, load, navigate],
  );

  const onChoose = useCallback(
    async (product: Product, variation: Variation) => {
      if (button === 'buynow') {
        setChooser(null);
        await buyNow(product, variation);
        return;
      }
      setBusySku(variation.sku);
      try {
        if (await add(product, variation)) setChooser(null);
      } finally {
        setBusySku(null);
      }
    },
    [add, button, buyNow],
  );

  const onSelectPackage = useCallback(
    async (product: Product) => {
      setPkgBusy(true);
      try {
        const full = await load(product);
        if (full && (await add(full))) setPkg(null);
      } finally {
        setPkgBusy(false);
      }
    },
    [add, load],
  );

  const busyFor = useCallback(
    (product: Product) => (busy && busy.id === product.product_id ? busy.kind : null),
    [busy],
  );

  const modals = (
    <Suspense fallback={null}>
      {chooser ? (
        <VariationChooser
          product={chooser}
          onClose={() => setChooser(null)}
          button={button}
          onChoose={(p, v) => void onChoose(p, v)}
          context={context}
          busySku={busySku}
        />
      ) : null}
      {pkg ? (
        <GroupedPackageModal
          product={pkg}
          onClose={() => setPkg(null)}
          onSelect={(p) => void onSelectPackage(p)}
          busy={pkgBusy}
        />
      ) : null}
    </Suspense>
  );

  return { button, onAction, busyFor, modals };
}
