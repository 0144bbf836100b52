import { TEXTS } from '@skatekit/core/texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, simpleProduct, variableProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { CategoryPage, EquipmentsPage, SearchResultsPage } from './pages';

const all = `GET /grouped-product/search-all-products/${MERCHANT}`;
const catalogue = [
  simpleProduct({ product_id: 'a', title: 'Quad Skates', category: 'skates' }),
  simpleProduct({ product_id: 'b', title: 'Inline skates junior', category: 'skates', status: 'Inactive' }),
  variableProduct({ product_id: 'c', title: 'Skate Helmet', category: 'helmets' }),
  simpleProduct({ product_id: 'd', title: 'Beginner Skating', category: 'courses' }),
];
const names = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('listing pages', () => {
  it('/equipments lists Active products except courses', async () => {
    renderSkate(<EquipmentsPage />, { routes: { [all]: { data: catalogue } } });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(names()).toEqual(['Quad Skates', 'Skate Helmet']);
  });

  it('/product?search= lists the titles containing the text, ignoring case', async () => {
    renderSkate(<SearchResultsPage search="SKATE" />, { routes: { [all]: { data: catalogue } } });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(names()).toEqual(['Quad Skates', 'Skate Helmet']);
  });

  it('/category-detail/{category} lists that category with price ranges on the cards', async () => {
    renderSkate(<CategoryPage category="helmets" />, {
      routes: {
        [all]: { data: catalogue },
        [`GET /category/getdata/category/${MERCHANT}`]: {
          data: [category('Helmets & Pads', 1, { category: 'helmets' })],
        },
      },
    });
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Helmets & Pads' })).toBeInTheDocument();
    // The variable helmet's variations sell for 1500 and 2200.
    expect(screen.getByText('₹1,500 - ₹2,200')).toBeInTheDocument();
  });

  it('toasts "Failed to load products" and says the products could not load (with Retry) when the call fails', async () => {
    renderSkate(<EquipmentsPage />, { routes: { [all]: { status: 500, body: { message: 'down' } } } });
    expect(await screen.findByText(TEXTS.FAILED_LOAD_PRODUCTS)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.PRODUCTS_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.RETRY })).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.NO_PRODUCTS_FOUND)).toBeNull();
  });
});
