import { productRoute, SKELETON_IMAGE_HEIGHT } from '@skatekit/core/rules';
import { discountBadge, TEXTS } from '@skatekit/core/texts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asProduct, groupedProduct, simpleProduct, variableProduct } from '../test/fixtures';
import { renderSkate } from '../test/harness';
import { ProductCard } from './ProductCard';

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('ProductCard', () => {
  it('shows image, discount badge, title and price, and links image, title and View to the product route', () => {
    const product = asProduct(
      simpleProduct({ product_id: 'p-1', title: 'Quad Skates', originalPrice: 1000, discountPrice: 800 }),
    );
    renderSkate(<ProductCard product={product} button="addtocart" />);
    const route = productRoute('Quad Skates', 'p-1');
    expect(screen.getByText(discountBadge(20))).toHaveTextContent('20% OFF');
    expect(screen.getByRole('link', { name: 'Quad Skates' })).toHaveAttribute('href', route);
    expect(screen.getByRole('link', { name: `${TEXTS.VIEW} Quad Skates` })).toHaveAttribute('href', route);
    expect(screen.getByAltText('Quad Skates').closest('a')).toHaveAttribute('href', route);
    expect(screen.getByText('₹800')).toBeInTheDocument();
    expect(screen.getByText('₹1,000')).toBeInTheDocument();
  });

  it('shows no badge when the sale price is not below the original or a price is 0', () => {
    renderSkate(
      <>
        <ProductCard
          product={asProduct(simpleProduct({ originalPrice: 800, discountPrice: 800 }))}
          button="addtocart"
        />
        <ProductCard
          product={asProduct(simpleProduct({ originalPrice: 0, discountPrice: 500 }))}
          button="addtocart"
        />
      </>,
    );
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it.each([
    ['addtocart', [TEXTS.ADD_TO_CART]],
    ['buynow', [TEXTS.BUY_NOW]],
  ] as const)('a simple product in stock with default %s gets that action and View', (button, expected) => {
    renderSkate(<ProductCard product={asProduct(simpleProduct())} button={button} />);
    expect(buttonNames()).toEqual(expected);
    expect(screen.getByRole('link', { name: /^View / })).toBeInTheDocument();
  });

  it('with default getquote: Get Quote is a link to the product page and View is hidden', () => {
    const product = asProduct(simpleProduct({ product_id: 'q1', title: 'Helmet' }));
    renderSkate(<ProductCard product={product} button="getquote" />);
    expect(screen.getByRole('link', { name: TEXTS.GET_QUOTE })).toHaveAttribute(
      'href',
      productRoute('Helmet', 'q1'),
    );
    expect(screen.queryByRole('link', { name: /^View / })).toBeNull();
    expect(buttonNames()).toEqual([]);
  });

  it('a simple product with totalStock 0 gets a disabled Out of Stock, unless its stock is Unlimited Stock', () => {
    renderSkate(
      <>
        <ProductCard
          product={asProduct(simpleProduct({ title: 'A', totalStock: 0, stock: '0' }))}
          button="addtocart"
        />
        <ProductCard
          product={asProduct(simpleProduct({ title: 'B', totalStock: 0, stock: 'Unlimited Stock' }))}
          button="addtocart"
        />
      </>,
    );
    const a = screen.getByRole('article', { name: 'A' });
    expect(within(a).getByRole('button', { name: TEXTS.OUT_OF_STOCK })).toBeDisabled();
    const b = screen.getByRole('article', { name: 'B' });
    expect(within(b).getByRole('button', { name: TEXTS.ADD_TO_CART })).toBeEnabled();
  });

  it('a Variable Product gets Select and View; a Grouped Product View Details and Package without View', () => {
    renderSkate(
      <>
        <ProductCard product={asProduct(variableProduct({ title: 'Var' }))} button="addtocart" />
        <ProductCard product={asProduct(groupedProduct({ title: 'Kit' }))} button="addtocart" />
      </>,
    );
    const variable = screen.getByRole('article', { name: 'Var' });
    expect(
      within(variable)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([TEXTS.SELECT]);
    expect(within(variable).getByRole('link', { name: `${TEXTS.VIEW} Var` })).toBeInTheDocument();
    const grouped = screen.getByRole('article', { name: 'Kit' });
    expect(
      within(grouped)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([TEXTS.VIEW_DETAILS, TEXTS.PACKAGE]);
    expect(within(grouped).queryByRole('link', { name: /^View / })).toBeNull();
  });

  it('a Variable Product shows its lowest sale price with the lowest regular price struck', () => {
    renderSkate(<ProductCard product={asProduct(variableProduct())} button="addtocart" />);
    // Variations: 2000/1500 and 2200/(no sale) -> lowest sale-or-price 1500, lowest price 2000.
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByText('₹2,000').closest('s')).not.toBeNull();
  });

  it('reports card actions with their kind', async () => {
    const onAction = vi.fn();
    const product = asProduct(simpleProduct());
    renderSkate(<ProductCard product={product} button="addtocart" onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.ADD_TO_CART }));
    expect(onAction).toHaveBeenCalledWith('add-to-cart', product);
  });

  it('shows a skeleton of height 250 when the image is missing or fails to load', () => {
    renderSkate(
      <>
        <ProductCard
          product={asProduct(simpleProduct({ title: 'No image', image: '' }))}
          button="addtocart"
        />
        <ProductCard
          product={asProduct(simpleProduct({ title: 'Broken', image: 'uploads/broken.jpg' }))}
          button="addtocart"
        />
      </>,
    );
    const noImage = screen.getByRole('article', { name: 'No image' });
    expect(within(noImage).queryByRole('img')).toBeNull();
    expect(within(noImage).getByTestId('skate-skeleton')).toHaveStyle({
      height: `${SKELETON_IMAGE_HEIGHT}px`,
    });
    const img = screen.getByAltText('Broken');
    expect(img).toHaveAttribute('src', 'http://api.test/uploads/broken.jpg');
    fireEvent.error(img);
    const broken = screen.getByRole('article', { name: 'Broken' });
    expect(within(broken).queryByAltText('Broken')).toBeNull();
    expect(within(broken).getByTestId('skate-skeleton')).toHaveStyle({ height: '250px' });
  });
});
