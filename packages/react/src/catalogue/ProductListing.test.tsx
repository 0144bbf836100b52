import { LISTING_SORTS, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asProduct, buttons, groupedProduct, simpleProduct, variableProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { ProductListing } from './ProductListing';

const products = [
  asProduct(
    simpleProduct({
      product_id: 'a',
      title: 'Alpha',
      discountPrice: 500,
      totalSold: 5,
      createdAt: '2024-01-02',
    }),
  ),
  asProduct(
    simpleProduct({
      product_id: 'b',
      title: 'Bravo',
      discountPrice: 900,
      totalSold: 50,
      createdAt: '2024-03-01',
    }),
  ),
  asProduct(
    simpleProduct({
      product_id: 'c',
      title: 'Charlie',
      discountPrice: 100,
      totalSold: 1,
      createdAt: '2024-02-01',
    }),
  ),
];
const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('ProductListing', () => {
  it('shows heading and count and sorts by the five listing orders', async () => {
    renderSkate(<ProductListing heading="Equipments" products={products} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Equipments' })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: TEXTS.SORT_BY });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(LISTING_SORTS.map((s) => s.label));
    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    await userEvent.selectOptions(select, TEXTS.SORT_NEWEST_FIRST);
    expect(titles()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    await userEvent.selectOptions(select, TEXTS.SORT_POPULAR);
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await userEvent.selectOptions(select, TEXTS.SORT_PRICE_HIGH_LOW);
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await userEvent.selectOptions(select, TEXTS.SORT_PRICE_LOW_HIGH);
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await userEvent.selectOptions(select, TEXTS.SORT_RECOMMENDED);
    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('follows a controlled sort, reporting the pick, and can use an h2 heading', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderSkate(
      <ProductListing
        heading="Wheels"
        headingLevel={2}
        products={products}
        sort="popular"
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wheels' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: TEXTS.SORT_BY });
    expect(select).toHaveValue('popular');
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await userEvent.selectOptions(select, TEXTS.SORT_PRICE_LOW_HIGH);
    expect(onSortChange).toHaveBeenCalledWith('price-asc');
    // The caller has not applied it yet: the listing stays on its sort.
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    rerender(<ProductListing heading="Wheels" products={products} sort={'price-asc'} />);
    expect(titles()).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it('shows "No products found" for an empty list and skeletons while loading', () => {
    const { rerender } = renderSkate(<ProductListing heading="X" products={[]} />);
    expect(screen.getByText(TEXTS.NO_PRODUCTS_FOUND)).toBeInTheDocument();
    rerender(<ProductListing heading="X" products={undefined} loading />);
    expect(screen.getAllByTestId('skate-card-skeleton')).toHaveLength(2);
  });

  it('keeps the count line (blank) while loading, so the cards do not move when it comes', () => {
    const { container, rerender } = renderSkate(<ProductListing heading="X" products={undefined} loading />);
    const count = container.querySelector('.skate-listing-head [aria-live="polite"]');
    expect(count?.textContent).toBe('\u00a0');
    rerender(<ProductListing heading="X" products={[asProduct(simpleProduct({ product_id: 'a' }))]} />);
    expect(count?.textContent).toBe('1 item');
  });

  it('adds a guest item once; a second add of the same product is refused with "Product already in cart"', async () => {
    const { storefront, storage } = renderSkate(<ProductListing heading="X" products={[products[0]]} />, {
      routes: { [`GET /button/${MERCHANT}`]: buttons('addtocart') },
    });
    const add = await screen.findByRole('button', { name: TEXTS.ADD_TO_CART });
    await userEvent.click(add);
    expect(await screen.findByText(TEXTS.ADDED_TO_CART)).toBeInTheDocument();
    await userEvent.click(add);
    expect(await screen.findByText(TEXTS.PRODUCT_ALREADY_IN_CART)).toBeInTheDocument();
    expect(storefront.cart.getState().lines).toHaveLength(1);
    expect(storefront.cart.getState().lines[0].quantity).toBe(1);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? '[]')).toHaveLength(1);
  });

  it('Select loads the product and opens the chooser; choosing adds that variation and closes it', async () => {
    const variable = variableProduct({ product_id: 'v9', title: 'Inline Nine' });
    const { storefront, calls } = renderSkate(
      <ProductListing heading="X" products={[asProduct(variable)]} />,
      {
        routes: {
          [`GET /button/${MERCHANT}`]: buttons('addtocart'),
          'GET /grouped-product/single/v9': { data: variable },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.SELECT }));
    const dialog = await screen.findByRole('dialog', { name: 'Inline Nine - Choose a Variation' });
    expect(calls.some((c) => c.url === '/grouped-product/single/v9')).toBe(true);
    await userEvent.click(
      within(within(dialog).getByRole('article', { name: 'Size: 7' })).getByRole('button', {
        name: TEXTS.ADD_TO_CART,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storefront.cart.getState().lines.map((l) => l.product_sku)).toEqual(['v9-7']);
  });

  it('View Details opens the package modal; Select Package loads the product, adds it and closes', async () => {
    const kit = groupedProduct({ product_id: 'k1', title: 'Starter Kit' });
    const { storefront } = renderSkate(<ProductListing heading="X" products={[asProduct(kit)]} />, {
      routes: { 'GET /grouped-product/single/k1': { data: kit } },
    });
    await userEvent.click(screen.getByRole('button', { name: TEXTS.VIEW_DETAILS }));
    const dialog = await screen.findByRole('dialog', { name: 'Starter Kit' });
    expect(within(dialog).getByText('Helmet')).toBeInTheDocument();
    expect(within(dialog).getByAltText('Knee Pads')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SELECT_PACKAGE }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storefront.cart.getState().lines.map((l) => l.product_id)).toEqual(['k1']);
  });

  it('Buy Now stores one-line checkout data and goes to /checkout', async () => {
    const { storefront, navigate } = renderSkate(<ProductListing heading="X" products={[products[1]]} />, {
      routes: { [`GET /button/${MERCHANT}`]: buttons('buynow') },
    });
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.BUY_NOW }));
    expect(navigate).toHaveBeenCalledWith('/checkout');
    expect(storefront.checkout.getState().data?.products.map((p) => p.product_id)).toEqual(['b']);
  });
});
