import { TEXTS } from '@skatekit/core/texts';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  CategoriesStrip,
  ConfirmDialog,
  notify,
  ProductListing,
  SearchBox,
  SelectField,
  SkateContext,
  type SkateContextValue,
  SkateLink,
  TextAreaField,
  TextField,
} from './index';
import { asProduct, category, simpleProduct } from './test/fixtures';
import { MERCHANT, makeStorefront, renderSkate } from './test/harness';

// The `::part()` names documented in docs/elements.md, written by the components themselves: plain
// @skatekit/react in jsdom, no custom element and no shadow root around it.
const partOf = (element: Element | null) => element?.getAttribute('part');

describe('part attributes in the components markup', () => {
  it('names the page, heading, sort control, cards, badge and buttons of a listing', async () => {
    const products = [
      asProduct(simpleProduct({ product_id: 'a', title: 'Alpha', originalPrice: 1000, discountPrice: 800 })),
    ];
    const { container } = renderSkate(<ProductListing heading="Equipments" products={products} />);

    expect(partOf(container.querySelector('.skate-root'))).toBe('root');
    expect(partOf(container.querySelector('.skate-page'))).toBe('page');
    expect(partOf(screen.getByRole('heading', { level: 1, name: 'Equipments' }))).toBe('heading');
    expect(partOf(screen.getByText(TEXTS.SORT_BY))).toBe('label');
    expect(partOf(screen.getByRole('combobox', { name: TEXTS.SORT_BY }))).toBe('input');
    expect(partOf(screen.getByRole('article', { name: 'Alpha' }))).toBe('card product-card');
    expect(partOf(screen.getByText('20% OFF'))).toBe('badge');
    expect(partOf(await screen.findByRole('button', { name: TEXTS.ADD_TO_CART }))).toBe(
      'button button-action',
    );
    expect(partOf(screen.getByRole('link', { name: `${TEXTS.VIEW} Alpha` }))).toBe('button button-outline');
  });

  it('gives every Button its parts: the variant name for primary, accent and outline', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="accent">Accent</Button>
        <Button variant="outline" size="sm" block>
          Outline
        </Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
      </>,
    );
    expect(partOf(screen.getByRole('button', { name: 'Primary' }))).toBe('button button-primary');
    expect(partOf(screen.getByRole('button', { name: 'Accent' }))).toBe('button button-accent');
    expect(partOf(screen.getByRole('button', { name: 'Outline' }))).toBe('button button-outline');
    expect(partOf(screen.getByRole('button', { name: 'Ghost' }))).toBe('button');
    expect(partOf(screen.getByRole('button', { name: 'Danger' }))).toBe('button');
  });

  it('names the labels and controls of the form fields', () => {
    render(
      <>
        <TextField label="Name" />
        <TextAreaField label="Message" />
        <SelectField label="City" options={['Pune']} />
      </>,
    );
    for (const name of ['Name', 'Message', 'City']) {
      expect(partOf(screen.getByLabelText(name))).toBe('input');
      expect(partOf(screen.getByText(name))).toBe('label');
    }
  });

  it('names the modal, its backdrop and its buttons', () => {
    renderSkate(
      <ConfirmDialog open message="Delete?" confirmLabel="Delete" onConfirm={() => {}} onCancel={() => {}} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete?' });
    expect(partOf(dialog)).toBe('modal');
    expect(partOf(dialog.parentElement)).toBe('modal-backdrop');
    expect(partOf(screen.getByRole('button', { name: TEXTS.CANCEL }))).toBe('button button-outline');
    expect(partOf(screen.getByRole('button', { name: 'Delete' }))).toBe('button');
  });

  it("names a strip's title and cards, and the search box's field and button", async () => {
    renderSkate(
      <>
        <CategoriesStrip />
        <SearchBox />
      </>,
      { routes: { [`GET /category/getdata/category/${MERCHANT}`]: { data: [category('Skates', 1)] } } },
    );
    expect(partOf(await screen.findByRole('heading', { name: TEXTS.DISCOVER_CATEGORIES }))).toBe('heading');
    expect(partOf(screen.getByRole('link', { name: 'Skates' }))).toBe('card');
    expect(partOf(screen.getByRole('button', { name: TEXTS.SEARCH_LABEL }))).toBe('button');
    expect(partOf(screen.getByRole('combobox', { name: TEXTS.SEARCH_LABEL }))).toBe('input');
  });

  it('names each notice', async () => {
    renderSkate(<p>page</p>);
    act(() => notify.info(TEXTS.PRODUCT_ALREADY_IN_CART));
    const notice = await screen.findByText(TEXTS.PRODUCT_ALREADY_IN_CART);
    expect(partOf(notice.closest('.Toastify__toast'))).toBe('toast');
  });
});

describe('SkateLink', () => {
  const renderLink = (href?: (to: string) => string) => {
    const { storefront } = makeStorefront();
    const value: SkateContextValue = {
      storefront,
      navigate: () => {},
      apiBase: 'a',
      merchantCode: 'm',
      href,
    };
    render(
      <SkateContext.Provider value={value}>
        <SkateLink to="/cart">Cart</SkateLink>
      </SkateContext.Provider>,
    );
    return screen.getByRole('link', { name: 'Cart' });
  };

  it('shows the route as its href, or the address the context maps it to', () => {
    expect(renderLink().getAttribute('href')).toBe('/cart');
    document.body.innerHTML = '';
    expect(renderLink((to) => `https://shop.example/store${to}`).getAttribute('href')).toBe(
      'https://shop.example/store/cart',
    );
  });
});
